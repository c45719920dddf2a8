import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// Shows, on the window's bottom line, the keys that work where focus
  /// is: the focused control's own keys (a list's Delete, a slider's
  /// arrows, a text field's Enter), the `.keyboardShortcut`s of the
  /// window's buttons and toolbar items, the menu bar's (F10 and the
  /// shortcuts of `.commands`), the command palette's key and Quit. A
  /// TermBridge extension (SwiftUI has no such bar): a ``TermKeyHintsBar``
  /// (the kit's), which follows focus, drops the hints that do not fit,
  /// and never takes focus.
  ///
  /// `.hidden` removes the bar (turning it off where an enclosing view
  /// turned it on); `.automatic` and `.visible` show it.
  public func keyHints(_ visibility: Visibility = .visible) -> some View {
    WindowSettingView(
      wrapped: self, value: visibility != .hidden, read: { $0.keyHintsBar != nil },
      write: { window, shown in
        if shown && window.keyHintsBar == nil {
          window.keyHintsBar = TermKeyHintsBar()
        } else if !shown {
          window.keyHintsBar = nil
        }
      })
  }
}
