import TermBridgeTerminal

extension TermTextField {
  /// What a key does in a text field: the values of
  /// ``TermTextField/keyBindings``. Commands can also be run from code with
  /// ``TermTextField/perform(_:)``.
  ///
  /// The kill commands cut text onto the field's pasteboard as readline's
  /// kill ring does: kills in a row add to what is there (kills backwards in
  /// front of it), any other command starts afresh.
  public enum EditingCommand: Hashable, Sendable {
    /// Back one grapheme.
    case moveBackward
    /// Forward one grapheme.
    case moveForward
    /// To the start of this or the previous word (letters, digits, `_`).
    case moveWordBackward
    /// To the end of this or the next word.
    case moveWordForward
    /// To the start of the line.
    case moveToStart
    /// To the end of the line.
    case moveToEnd
    /// Deletes the grapheme before the cursor.
    case deleteBackward
    /// Deletes the grapheme after the cursor.
    case deleteForward
    /// Kills from the start of the word before the cursor up to it
    /// (readline's `backward-kill-word`).
    case killWordBackward
    /// Kills back to the previous whitespace (readline's `unix-word-rubout`).
    case killWhitespaceWordBackward
    /// Kills up to the end of the word after the cursor (`kill-word`).
    case killWordForward
    /// Kills from the cursor to the end of the line.
    case killToEnd
    /// Kills from the start of the line to the cursor.
    case killToStart
    /// Kills the whole line, wherever the cursor is.
    case killLine
    /// Inserts the pasteboard's text at the cursor (as one undo step).
    case yank
    /// Swaps the graphemes around the cursor (the last two at the end) and
    /// moves forward.
    case transpose
    /// Undoes the last step.
    case undo
    /// Redoes the last undone step.
    case redo
    /// Enter: asks the delegate's ``TermTextFieldDelegate/textFieldShouldReturn(_:)``
    /// and calls ``TermTextField/onReturn``.
    case submit
  }

  /// The keys every field starts with:
  ///
  /// | Keys | Command |
  /// | --- | --- |
  /// | Left, Ctrl-B | ``EditingCommand/moveBackward`` |
  /// | Right, Ctrl-F | ``EditingCommand/moveForward`` |
  /// | Alt-B, Ctrl-Left, Alt-Left | ``EditingCommand/moveWordBackward`` |
  /// | Alt-F, Ctrl-Right, Alt-Right | ``EditingCommand/moveWordForward`` |
  /// | Home, Ctrl-A | ``EditingCommand/moveToStart`` |
  /// | End, Ctrl-E | ``EditingCommand/moveToEnd`` |
  /// | Backspace, Ctrl-H | ``EditingCommand/deleteBackward`` |
  /// | Delete, Ctrl-D | ``EditingCommand/deleteForward`` |
  /// | Alt-Backspace, Ctrl-Backspace | ``EditingCommand/killWordBackward`` |
  /// | Ctrl-W | ``EditingCommand/killWhitespaceWordBackward`` |
  /// | Alt-D, Ctrl-Delete, Alt-Delete | ``EditingCommand/killWordForward`` |
  /// | Ctrl-K | ``EditingCommand/killToEnd`` |
  /// | Ctrl-U | ``EditingCommand/killToStart`` |
  /// | Ctrl-Y | ``EditingCommand/yank`` |
  /// | Ctrl-T | ``EditingCommand/transpose`` |
  /// | Ctrl-_ (also sent by Ctrl-/ and Ctrl-7), Ctrl-/ | ``EditingCommand/undo`` |
  /// | Ctrl-^ (also sent by Ctrl-6), Alt-_ | ``EditingCommand/redo`` |
  /// | Enter | ``EditingCommand/submit`` |
  ///
  /// Ctrl-Z is not used for undo: terminals reserve it for suspending the app.
  public nonisolated static let defaultKeyBindings: [KeyEvent: EditingCommand] = [
    KeyEvent(.left): .moveBackward,
    .control("b"): .moveBackward,
    KeyEvent(.right): .moveForward,
    .control("f"): .moveForward,
    .alt("b"): .moveWordBackward,
    KeyEvent(.left, modifiers: .control): .moveWordBackward,
    KeyEvent(.left, modifiers: .alt): .moveWordBackward,
    .alt("f"): .moveWordForward,
    KeyEvent(.right, modifiers: .control): .moveWordForward,
    KeyEvent(.right, modifiers: .alt): .moveWordForward,
    KeyEvent(.home): .moveToStart,
    .control("a"): .moveToStart,
    KeyEvent(.end): .moveToEnd,
    .control("e"): .moveToEnd,
    KeyEvent(.backspace): .deleteBackward,
    .control("h"): .deleteBackward,
    KeyEvent(.delete): .deleteForward,
    .control("d"): .deleteForward,
    KeyEvent(.backspace, modifiers: .alt): .killWordBackward,
    KeyEvent(.backspace, modifiers: .control): .killWordBackward,
    .control("w"): .killWhitespaceWordBackward,
    .alt("d"): .killWordForward,
    KeyEvent(.delete, modifiers: .control): .killWordForward,
    KeyEvent(.delete, modifiers: .alt): .killWordForward,
    .control("k"): .killToEnd,
    .control("u"): .killToStart,
    .control("y"): .yank,
    .control("t"): .transpose,
    .control("_"): .undo,
    .control("/"): .undo,
    .control("^"): .redo,
    .alt("_"): .redo,
    KeyEvent(.enter): .submit,
  ]

  // MARK: Commands

  /// Runs `command` (see ``perform(_:)``).
  func run(_ command: EditingCommand) -> Bool {
    let continuingKill = lastCommandWasKill
    lastCommandWasKill = false
    let cursor = cursorUTF8
    let count = storage.utf8.count
    switch command {
    case .moveBackward:
      guard cursor > 0 else { break }
      setCursor(offset(of: storage.index(before: cursorIndex)), graphemeDelta: -1)
    case .moveForward:
      guard cursor < count else { break }
      setCursor(offset(of: storage.index(after: cursorIndex)), graphemeDelta: 1)
    case .moveWordBackward:
      setCursor(offset(of: WordBoundaries.previousWordStart(in: storage, from: cursorIndex)))
    case .moveWordForward:
      setCursor(offset(of: WordBoundaries.nextWordEnd(in: storage, from: cursorIndex)))
    case .moveToStart:
      setCursor(0)
    case .moveToEnd:
      setCursor(count)
    case .deleteBackward:
      guard cursor > 0 else { break }
      edit(offset(of: storage.index(before: cursorIndex))..<cursor, with: "", kind: .deleting)
    case .deleteForward:
      guard cursor < count else { break }
      edit(cursor..<offset(of: storage.index(after: cursorIndex)), with: "", kind: .deleting)
    case .killWordBackward:
      let start = offset(of: WordBoundaries.previousWordStart(in: storage, from: cursorIndex))
      kill(start..<cursor, prepending: true, continuing: continuingKill)
    case .killWhitespaceWordBackward:
      let start = offset(of: WordBoundaries.previousSpaceDelimitedStart(in: storage, from: cursorIndex))
      kill(start..<cursor, prepending: true, continuing: continuingKill)
    case .killWordForward:
      let end = offset(of: WordBoundaries.nextWordEnd(in: storage, from: cursorIndex))
      kill(cursor..<end, prepending: false, continuing: continuingKill)
    case .killToEnd:
      kill(cursor..<count, prepending: false, continuing: continuingKill)
    case .killToStart:
      kill(0..<cursor, prepending: true, continuing: continuingKill)
    case .killLine:
      kill(0..<count, prepending: false, continuing: continuingKill)
    case .yank:
      if let string = pasteboard.string { insert(TermTextField.singleLine(string), kind: .other) }
    case .transpose:
      transpose()
    case .undo:
      undo()
    case .redo:
      redo()
    case .submit:
      return submit()
    }
    return true
  }

  // MARK: Undo

  /// Whether there is an edit to undo.
  public var canUndo: Bool { undoStack.canUndo }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { undoStack.canRedo }

  /// Undoes the last step (a run of typing, a run of deleting, or one other
  /// edit) and puts the cursor where it was before it. Calls
  /// ``TermTextFieldDelegate/textFieldDidChange(_:)`` and ``onChange`` but
  /// not `shouldChangeCharactersIn` (the state restored was accepted once).
  /// Returns whether anything was undone.
  @discardableResult
  public func undo() -> Bool {
    guard isEditable, let edits = undoStack.popUndo() else { return false }
    for edit in edits {
      let range = edit.location..<(edit.location + edit.inserted.utf8.count)
      replace(range, with: edit.removed, cursor: edit.cursorBefore, roundingUp: false)
    }
    lastEditKind = nil
    textDidChangeByUser()
    return true
  }

  /// Redoes the last undone step; the counterpart of ``undo()``.
  @discardableResult
  public func redo() -> Bool {
    guard isEditable, let edits = undoStack.popRedo() else { return false }
    for edit in edits {
      let range = edit.location..<(edit.location + edit.removed.utf8.count)
      replace(range, with: edit.inserted, cursor: edit.cursorAfter, roundingUp: true)
    }
    lastEditKind = nil
    textDidChangeByUser()
    return true
  }

  // MARK: Edits

  /// Inserts `string` at the cursor as the user's edit.
  func insert(_ string: String, kind: TextFieldEdit.Kind) {
    guard !string.isEmpty else { return }
    edit(cursorUTF8..<cursorUTF8, with: string, kind: kind)
  }

  /// The user's edit of the bytes in `range`: asks the delegate, changes the
  /// text, records undo (runs of the same `kind` of typing or deleting
  /// coalesce) and reports the change. Returns whether it happened.
  @discardableResult
  func edit(_ range: Range<Int>, with replacement: String, kind: TextFieldEdit.Kind) -> Bool {
    guard isEditable, !(range.isEmpty && replacement.isEmpty) else { return false }
    if let delegate {
      let before = revision
      let allowed = delegate.textField(
        self, shouldChangeCharactersIn: index(at: range.lowerBound)..<index(at: range.upperBound),
        replacementString: replacement)
      // A delegate that set the text itself has made its own change.
      guard allowed, revision == before else { return false }
    }
    let removed = String(storage[index(at: range.lowerBound)..<index(at: range.upperBound)])
    let cursorBefore = cursorUTF8
    replace(
      range, with: replacement, cursor: range.lowerBound + replacement.utf8.count,
      roundingUp: !replacement.isEmpty)
    let record = TextFieldEdit(
      location: range.lowerBound, removed: removed, inserted: replacement, cursorBefore: cursorBefore,
      cursorAfter: cursorUTF8)
    if kind == .other || kind != lastEditKind { undoStack.breakCoalescing() }
    undoStack.record(record, coalescing: kind != .other)
    lastEditKind = kind
    textDidChangeByUser()
    return true
  }

  /// Replaces the bytes in `range` and puts the cursor at `target` (rounded
  /// to a grapheme boundary): no delegate, no undo. Keeps the scroll position
  /// on a boundary and the cached grapheme offset up to date by counting only
  /// around the edit.
  func replace(_ range: Range<Int>, with replacement: String, cursor target: Int, roundingUp: Bool) {
    // Graphemes before a boundary just ahead of the edit do not change.
    var anchor: (utf8: Int, graphemes: Int)?
    if let cached = cachedCursorOffset {
      var a = roundDown(range.lowerBound)
      if a > 0 { a = offset(of: storage.index(before: index(at: a))) }
      let graphemes =
        a <= cursorUTF8
        ? cached - storage[index(at: a)..<cursorIndex].count
        : cached + storage[cursorIndex..<index(at: a)].count
      anchor = (a, graphemes)
    }
    storage.replaceSubrange(index(at: range.lowerBound)..<index(at: range.upperBound), with: replacement)
    revision &+= 1
    // Edits of shared storage grow its capacity (see `String.compact()`):
    // every 64 edits the text gets storage of its own size again.
    if revision & 63 == 0 { storage.compact() }
    cursorUTF8 = roundingUp ? roundUp(target) : roundDown(target)
    if scrollUTF8 >= range.lowerBound {
      scrollUTF8 = roundDown(range.lowerBound)
    } else if !isBoundary(scrollUTF8) {
      scrollUTF8 = roundDown(scrollUTF8)
    }
    if let anchor, isBoundary(anchor.utf8) {
      let a = index(at: anchor.utf8)
      cachedCursorOffset =
        anchor.utf8 <= cursorUTF8
        ? anchor.graphemes + storage[a..<cursorIndex].count
        : anchor.graphemes - storage[cursorIndex..<a].count
    } else {
      cachedCursorOffset = cursorUTF8 == 0 ? 0 : nil
    }
    ensureCursorVisible()
    setNeedsDisplay()
  }

  /// Kills the bytes in `range` onto the pasteboard.
  private func kill(_ range: Range<Int>, prepending: Bool, continuing: Bool) {
    lastCommandWasKill = true
    guard !range.isEmpty else { return }
    let killed = String(storage[index(at: range.lowerBound)..<index(at: range.upperBound)])
    guard edit(range, with: "", kind: .other) else { return }
    if continuing, let existing = pasteboard.string {
      pasteboard.string = prepending ? killed + existing : existing + killed
    } else {
      pasteboard.string = killed
    }
  }

  private func transpose() {
    var cursor = cursorIndex
    if cursor == storage.endIndex && cursor > storage.startIndex { cursor = storage.index(before: cursor) }
    guard cursor > storage.startIndex, cursor < storage.endIndex else { return }
    let before = storage.index(before: cursor)
    let after = storage.index(after: cursor)
    let swapped = String(storage[cursor]) + String(storage[before])
    edit(offset(of: before)..<offset(of: after), with: swapped, kind: .other)
  }

  private func submit() -> Bool {
    undoStack.breakCoalescing()
    lastEditKind = nil
    if let returnHandler {
      returnHandler()
      return true
    }
    guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
    onReturn?(self)
    return true
  }

  /// Tells the delegate, ``onChange`` and a composing view about a user edit.
  func textDidChangeByUser() {
    if holdsChangeReport() { return }
    delegate?.textFieldDidChange(self)
    onChange?(self)
    editingChangedHandler?()
  }

  // MARK: Characters

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether a typed character goes into the text (controls and line breaks
  /// do not).
  static func isInsertable(_ character: Character) -> Bool {
    !character.isNewline && !character.unicodeScalars.contains(where: isControl)
  }

  /// `text` made fit for one line: line breaks and tabs become spaces, other
  /// control characters are dropped.
  static func singleLine(_ text: String) -> String {
    let needsWork = text.unicodeScalars.contains {
      isControl($0) || $0.value == 0x2028 || $0.value == 0x2029
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else if !character.unicodeScalars.contains(where: isControl) {
        result.append(character)
      }
    }
    return result
  }
}
