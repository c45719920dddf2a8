import TermBridgeTerminal

/// The list of a folder's entries in a file panel: a current row (in
/// reverse video while focused), Up/Down/Page Up/Page Down/Home/End to
/// move, Enter or a second click to open the current entry, Backspace or
/// Left to go to the parent folder, and Space to mark a file when marking
/// is allowed.
@MainActor
open class TermFileBrowserView: TermView {
  /// The entries shown.
  open var entries: [TermFileEntry] = [] {
    didSet {
      guard entries != oldValue else { return }
      currentRow = entries.isEmpty ? nil : 0
      marked = []
      top = 0
      setNeedsDisplay()
    }
  }
  /// The current row.
  open private(set) var currentRow: Int? {
    didSet { if currentRow != oldValue { setNeedsDisplay() } }
  }
  /// The marked rows (Space), for choosing several files.
  open private(set) var marked: Set<Int> = []
  /// Whether Space marks files.
  open var allowsMarking = false
  /// Called when the current row changes, with its entry.
  open var onMove: ((TermFileEntry) -> Void)?
  /// Called when an entry is opened (Enter, a second click).
  open var onOpen: ((TermFileEntry) -> Void)?
  /// Called to go to the parent folder (Backspace, Left).
  open var onParent: (() -> Void)?
  private var top = 0

  /// The entry on the current row.
  public var currentEntry: TermFileEntry? { currentRow.map { entries[$0] } }

  /// The marked entries, in order.
  public var markedEntries: [TermFileEntry] { marked.sorted().map { entries[$0] } }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Moves the current row to the entry named `name`, if there is one.
  open func selectEntry(named name: String) {
    guard let row = entries.firstIndex(where: { $0.name == name }) else { return }
    move(to: row)
  }

  private func move(to row: Int) {
    guard !entries.isEmpty else { return }
    let clamped = min(max(0, row), entries.count - 1)
    guard clamped != currentRow else { return }
    currentRow = clamped
    scrollToCurrent()
    onMove?(entries[clamped])
  }

  private func scrollToCurrent() {
    guard let currentRow, bounds.height > 0 else { return }
    if currentRow < top { top = currentRow }
    if currentRow >= top + bounds.height { top = currentRow - bounds.height + 1 }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty || event.modifiers == .shift else { return super.keyDown(event) }
    let page = max(1, bounds.height - 1)
    let row = currentRow ?? 0
    switch event.key {
    case .up: move(to: row - 1)
    case .down: move(to: row + 1)
    case .pageUp: move(to: row - page)
    case .pageDown: move(to: row + page)
    case .home: move(to: 0)
    case .end: move(to: entries.count - 1)
    case .enter:
      guard let entry = currentEntry else { return super.keyDown(event) }
      onOpen?(entry)
    case .backspace, .left: onParent?()
    case .character(" ") where allowsMarking:
      guard let currentRow, !entries[currentRow].isDirectory else { return true }
      if marked.contains(currentRow) { marked.remove(currentRow) } else { marked.insert(currentRow) }
      setNeedsDisplay()
    default: return super.keyDown(event)
    }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      let row = top + point.y
      guard row < entries.count else { return true }
      _ = becomeFirstResponder()
      if row == currentRow {
        onOpen?(entries[row])
      } else {
        move(to: row)
      }
      return true
    case .wheelUp: move(to: (currentRow ?? 0) - 3)
    case .wheelDown: move(to: (currentRow ?? 0) + 3)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  open override func layoutSubviews() { scrollToCurrent() }

  open override func draw(in canvas: TermCanvas) {
    canvas.fill(canvas.bounds, style: .plain)
    guard !entries.isEmpty else {
      _ = canvas.draw("(empty folder)", at: Point(x: 1, y: 0), style: theme.faint)
      return
    }
    for y in 0..<canvas.size.height {
      let row = top + y
      guard row < entries.count else { break }
      let entry = entries[row]
      let mark = marked.contains(row) ? "✓ " : "  "
      let text = mark + entry.displayName
      var style: TermStyle = entry.isDirectory ? .attributes(.bold) : .plain
      if row == currentRow {
        style = isFocused ? theme.selectedRow : theme.unfocusedSelectedRow
        canvas.fill(Rect(x: 0, y: y, width: canvas.size.width, height: 1), style: style)
      }
      _ = canvas.draw(text, at: Point(x: 0, y: y), style: style)
    }
  }
}
