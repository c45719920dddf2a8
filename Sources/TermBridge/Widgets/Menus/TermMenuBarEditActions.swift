import TermBridgeTerminal

/// The commands of a standard Edit menu, which AppKit sends to the first
/// responder (`undo:`, `redo:`, `cut:`, `copy:`, `paste:`, `selectAll:`).
/// ``TermWindow/sendEditAction(_:)`` performs one on the focused text
/// widget.
public enum TermEditAction: CaseIterable, Sendable {
  /// Takes back the last edit.
  case undo
  /// Makes the last undone edit again.
  case redo
  /// Puts the selection on the pasteboard and deletes it.
  case cut
  /// Puts the selection on the pasteboard.
  case copy
  /// Inserts the pasteboard's text.
  case paste
  /// Selects all the text.
  case selectAll

  /// The title of the action's item in AppKit's Edit menu.
  public var title: String {
    switch self {
    case .undo: "Undo"
    case .redo: "Redo"
    case .cut: "Cut"
    case .copy: "Copy"
    case .paste: "Paste"
    case .selectAll: "Select All"
    }
  }
}

extension TermWindow {
  /// Performs `action` on the first responder, as AppKit's
  /// `NSApp.sendAction(_:to:from:)` sends an Edit menu item's action to it.
  /// A ``TermTextView`` does each on its selection; a ``TermTextField``,
  /// which has no selection, cuts and copies its whole text (onto its
  /// ``TermTextField/pasteboard`` and the system clipboard), pastes at the
  /// cursor and has no select-all. Returns whether the responder did it.
  @discardableResult
  public func sendEditAction(_ action: TermEditAction) -> Bool {
    if let view = firstResponder as? TermTextView {
      switch action {
      case .undo:
        guard view.canUndo else { return false }
        view.undo()
      case .redo:
        guard view.canRedo else { return false }
        view.redo()
      case .cut: view.cut()
      case .copy: view.copy()
      case .paste: view.pasteFromPasteboard()
      case .selectAll: view.selectAll()
      }
      return true
    }
    if let field = firstResponder as? TermTextField {
      switch action {
      case .undo: return field.undo()
      case .redo: return field.redo()
      case .cut:
        guard field.isEditable, !field.text.isEmpty else { return false }
        let text = field.text
        _ = field.perform(.killLine)
        field.pasteboard.copyToSystemClipboard(text)
        return true
      case .copy:
        guard !field.text.isEmpty else { return false }
        field.pasteboard.copyToSystemClipboard(field.text)
        return true
      case .paste: return field.isEditable && field.perform(.yank)
      case .selectAll: return false
      }
    }
    return false
  }
}
