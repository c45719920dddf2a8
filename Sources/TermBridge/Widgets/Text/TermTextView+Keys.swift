import TermBridgeTerminal

extension TermTextView {
  /// Handles one of the editor's keys; false for a key it does not use.
  func handleKey(_ event: KeyEvent) -> Bool {
    handleMotionKey(event) || handleEditingKey(event)
  }

  /// Cursor and selection keys; Shift extends the selection.
  private func handleMotionKey(_ event: KeyEvent) -> Bool {
    let extending = event.modifiers.contains(.shift)
    let modifiers = event.modifiers.subtracting(.shift)
    let motion: TextViewMotion?
    switch (event.key, modifiers) {
    case (.left, []), (.character("b"), .control): motion = .left
    case (.right, []), (.character("f"), .control): motion = .right
    case (.up, []): motion = .up
    case (.down, []): motion = .down
    case (.left, .control), (.left, .alt): motion = .wordLeft
    case (.right, .control), (.right, .alt): motion = .wordRight
    case (.home, []): motion = .rowStart
    case (.end, []): motion = .rowEnd
    case (.home, .control): motion = .documentStart
    case (.end, .control): motion = .documentEnd
    case (.pageUp, []): motion = .pageUp
    case (.pageDown, []): motion = .pageDown
    case (.character("a"), .control): motion = .lineStart
    case (.character("e"), .control): motion = .lineEnd
    case (.character(let c), .alt) where c == "b" || c == "B":
      return moveKey(.wordLeft, extending: extending || c == "B")
    case (.character(let c), .alt) where c == "f" || c == "F":
      return moveKey(.wordRight, extending: extending || c == "F")
    default: motion = nil
    }
    guard let motion else { return false }
    return moveKey(motion, extending: extending)
  }

  private func moveKey(_ motion: TextViewMotion, extending: Bool) -> Bool {
    move(motion, extending: extending)
    return true
  }

  /// Editing, pasteboard and undo keys. In a read-only view only copy is
  /// handled; the rest travel on.
  private func handleEditingKey(_ event: KeyEvent) -> Bool {
    if event == .control("c") {
      guard hasSelection else { return false }
      copy()
      return true
    }
    guard isEditable else { return false }
    let head = selectionHead
    switch (event.key, event.modifiers) {
    case (.character("\u{1F}"), []), (.character("_"), .control), (.character("/"), .control),
      (.character("7"), .control), (.character("u"), .alt):
      undo()
    case (.character("^"), .control), (.character("_"), .alt), (.character("e"), .alt),
      (.character("r"), .alt):
      redo()
    case (.character(let c), []), (.character(let c), .shift):
      guard c.isPrintable else { return false }
      insertText(String(c))
    case (.enter, []):
      insertText("\n")
    case (.tab, []):
      guard insertsTabs else { return false }
      insertText("\t")
    case (.backspace, []), (.character("h"), .control):
      deleteBackward()
    case (.delete, []), (.character("d"), .control):
      deleteForward()
    case (.backspace, .alt), (.backspace, .control):
      deleteToward(storage.wordStart(before: head), kill: true)
    case (.character("w"), .control):
      deleteToward(storage.spaceDelimitedWordStart(before: head), kill: true)
    case (.delete, .control), (.delete, .alt), (.character("d"), .alt):
      deleteToward(storage.wordEnd(after: head), kill: true)
    case (.character("k"), .control):
      killToLineEnd()
    case (.character("u"), .control):
      deleteToward(Position(line: head.line, column: 0), kill: true)
    case (.character("x"), .control):
      guard hasSelection else { return false }
      cut()
    case (.character("v"), .control), (.character("y"), .control):
      pasteFromPasteboard()
    default:
      return false
    }
    return true
  }
}
