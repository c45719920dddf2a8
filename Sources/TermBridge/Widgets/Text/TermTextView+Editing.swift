import TermBridgeTerminal

/// One change to a text view's text, as the undo history keeps it: enough
/// to make it again or take it back, without a copy of the whole text.
struct TextViewEdit {
  var start: TermTextView.Position
  var removed: String
  var inserted: String
  var anchorBefore: TermTextView.Position
  var headBefore: TermTextView.Position
}

/// What kind of edit was made, for grouping undo steps: a run of edits of
/// the same coalescing kind is one step.
enum TextViewEditKind: Equatable {
  /// Typed characters and new lines.
  case typing
  /// Backspace, one grapheme at a time.
  case deleteBackward
  /// Delete, one grapheme at a time.
  case deleteForward
  /// Anything else (paste, cut, kills, word deletes): a step of its own.
  case other

  var coalesces: Bool { self != .other }
}

extension TermTextView {
  // MARK: Editing primitives

  /// Replaces `range` with `newText` as an edit the user made: refused when
  /// the view is read-only or the delegate says no; recorded for undo; the
  /// cursor ends after the new text. Returns whether the text changed.
  @discardableResult
  func edit(_ range: Range<Position>, with newText: String, kind: TextViewEditKind) -> Bool {
    guard isEditable else { return false }
    let replacement = TextViewStorage.normalizingLineEnds(newText)
    let removed = storage.string(in: range)
    guard !(removed.isEmpty && replacement.isEmpty) else { return false }
    if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
      return false
    }
    let record = TextViewEdit(
      start: range.lowerBound, removed: removed, inserted: replacement, anchorBefore: selectionAnchor,
      headBefore: selectionHead)
    if !kind.coalesces || kind != lastEditKind { undoStack.breakCoalescing() }
    undoStack.record(record, coalescing: kind.coalesces)
    lastEditKind = kind
    let line = range.lowerBound.line
    let singleLine = range.upperBound.line == line && !replacement.utf8.contains(0x0A)
    let rowsBefore = singleLine ? wrap(ofLine: line).rowCount : 0
    let wasEmpty = storage.isEmpty
    var end = storage.replace(range, with: replacement)
    // What was typed may have joined the following grapheme (a combining mark).
    end.column = storage.roundUp(end.column, onLine: end.line)
    // Within one line that kept its number of rows, only that line's rows
    // change on screen; otherwise everything from the line down may move.
    let redraw: RedrawExtent =
      wasEmpty || storage.isEmpty
      ? .all
      : .fromLine(line, toItsEnd: singleLine && wrap(ofLine: line).rowCount == rowsBefore)
    textDidChange(cursor: end, redraw: redraw)
    return true
  }

  /// What an edit changed on screen.
  enum RedrawExtent {
    /// The whole view.
    case all
    /// The rows of `line`, and with `toItsEnd` false every row below it.
    case fromLine(Int, toItsEnd: Bool)
  }

  /// Book-keeping after the text changed: caches, cursor, scrolling, redraw.
  func textDidChange(cursor: Position, anchor: Position? = nil, redraw: RedrawExtent = .all) {
    editCount += 1
    lastKill = nil
    cachedText = nil
    goalX = nil
    selectionAnchor = anchor ?? cursor
    selectionHead = cursor
    let scrollBefore = scrollRow
    let offsetBefore = horizontalOffset
    clampScrollRow()
    scrollCursorToVisible()
    guard case .fromLine(let line, let toItsEnd) = redraw, scrollRow == scrollBefore,
      horizontalOffset == offsetBefore
    else {
      setNeedsDisplay()
      return
    }
    setNeedsDisplay(rowsShowing(line: line, toItsEnd: toItsEnd))
  }

  /// The part of the view showing `line` (from its first row on screen),
  /// down to its last row or, without `toItsEnd`, to the bottom.
  private func rowsShowing(line: Int, toItsEnd: Bool) -> Rect {
    let height = bounds.height
    // Where the line's first row is, in view rows (negative: above the view).
    let top: Int
    if line < scrollRow.line {
      if toItsEnd { return .zero }  // wholly above the view
      top = 0
    } else if line == scrollRow.line {
      top = -scrollRow.row
    } else if let distance = rowDistance(
      from: scrollRow, to: TextViewRow(line: line, row: 0), limit: height - 1)
    {
      top = distance
    } else {
      return .zero  // below the view
    }
    let bottom = toItsEnd ? min(height, top + wrap(ofLine: line).rowCount) : height
    let first = max(0, top)
    return Rect(x: 0, y: first, width: bounds.width, height: max(0, bottom - first))
  }

  /// Ends the current run of typing: the next edit starts a new undo step.
  func breakUndoCoalescing() {
    undoStack.breakCoalescing()
    lastEditKind = nil
  }

  // MARK: Editing methods

  /// Inserts `text` at the cursor, replacing the selection, as if typed
  /// (successive calls undo as one step).
  public func insertText(_ text: String) {
    performUserAction { _ = edit(selectedRange, with: text, kind: .typing) }
  }

  /// Replaces the text in `range` (clamped to the text) as one undo step.
  public func replace(_ range: Range<Position>, with text: String) {
    performUserAction {
      let lower = storage.clamp(range.lowerBound)
      let upper = max(lower, storage.clamp(range.upperBound))
      _ = edit(lower..<upper, with: text, kind: .other)
    }
  }

  /// Deletes the selection, or the grapheme before the cursor (joining the
  /// line to the one before at a line start).
  public func deleteBackward() {
    performUserAction {
      if hasSelection {
        edit(selectedRange, with: "", kind: .other)
      } else if let before = storage.position(before: selectionHead) {
        edit(before..<selectionHead, with: "", kind: .deleteBackward)
      }
    }
  }

  /// Deletes the selection, or the grapheme after the cursor (joining the
  /// next line at a line end).
  public func deleteForward() {
    performUserAction {
      if hasSelection {
        edit(selectedRange, with: "", kind: .other)
      } else if let after = storage.position(after: selectionHead) {
        edit(selectionHead..<after, with: "", kind: .deleteForward)
      }
    }
  }

  /// Deletes the selection or, without one, from the cursor to `target`;
  /// with `kill`, what was deleted goes to the pasteboard (readline's kill:
  /// kills in a row collect into one text, so Ctrl-Y brings them all back).
  func deleteToward(_ target: Position, kill: Bool) {
    performUserAction {
      let backward = !hasSelection && target < selectionHead
      let range = hasSelection ? selectedRange : min(target, selectionHead)..<max(target, selectionHead)
      guard !range.isEmpty else { return }
      let continuing = !hasSelection && lastKill?.editCount == editCount && lastKill?.head == selectionHead
      let removed = storage.string(in: range)
      guard edit(range, with: "", kind: .other), kill else { return }
      let pasteboard = TermPasteboard.general
      if continuing, let earlier = pasteboard.string {
        pasteboard.string = backward ? removed + earlier : earlier + removed
      } else {
        pasteboard.string = removed
      }
      lastKill = (editCount, selectionHead)
    }
  }

  /// Cuts to the end of the line, or the line break when already there.
  func killToLineEnd() {
    let length = storage.length(ofLine: selectionHead.line)
    if selectionHead.column < length || hasSelection {
      deleteToward(Position(line: selectionHead.line, column: length), kill: true)
    } else if let next = storage.position(after: selectionHead) {
      deleteToward(next, kill: true)
    }
  }

  // MARK: Pasteboard

  /// Puts the selected text on ``TermPasteboard/general`` and the system
  /// clipboard (OSC 52), and deletes it. Does nothing without a selection
  /// or in a read-only view.
  public func cut() {
    guard hasSelection, isEditable else { return }
    let text = selectedText
    deleteToward(selectionHead, kill: true)
    TermPasteboard.general.copyToSystemClipboard(text)
  }

  /// Puts the selected text on ``TermPasteboard/general`` and the system
  /// clipboard (OSC 52). Does nothing without a selection.
  public func copy() {
    guard hasSelection else { return }
    TermPasteboard.general.copyToSystemClipboard(selectedText)
  }

  /// Inserts the text on ``TermPasteboard/general`` in place of the
  /// selection, as one undo step.
  public func pasteFromPasteboard() {
    guard let string = TermPasteboard.general.string, !string.isEmpty else { return }
    performUserAction { _ = edit(selectedRange, with: string, kind: .other) }
  }

  /// A bracketed paste into an editable view; false when read-only.
  func handlePaste(_ text: String) -> Bool {
    guard isEditable else { return false }
    performUserAction { _ = edit(selectedRange, with: text, kind: .other) }
    return true
  }

  // MARK: Undo

  /// Whether there is an edit to undo (in an editable view).
  public var canUndo: Bool { isEditable && undoStack.canUndo }
  /// Whether there is an undone edit to redo (in an editable view).
  public var canRedo: Bool { isEditable && undoStack.canRedo }

  /// Takes back the last step (a run of typing, a paste, a cut…) and
  /// restores the selection it started from.
  public func undo() {
    guard isEditable else { return }
    performUserAction {
      guard let edits = undoStack.popUndo(), let first = edits.last else { return }
      for edit in edits {
        let end = TextViewStorage.end(ofInserting: edit.inserted, at: edit.start)
        storage.replace(edit.start..<end, with: edit.removed)
      }
      lastEditKind = nil
      textDidChange(cursor: storage.clamp(first.headBefore), anchor: storage.clamp(first.anchorBefore))
    }
  }

  /// Makes the last undone step again.
  public func redo() {
    guard isEditable else { return }
    performUserAction {
      guard let edits = undoStack.popRedo(), !edits.isEmpty else { return }
      var cursor = selectionHead
      for edit in edits {
        let end = TextViewStorage.end(ofInserting: edit.removed, at: edit.start)
        cursor = storage.replace(edit.start..<end, with: edit.inserted)
      }
      cursor.column = storage.roundUp(cursor.column, onLine: cursor.line)
      lastEditKind = nil
      textDidChange(cursor: cursor)
    }
  }
}
