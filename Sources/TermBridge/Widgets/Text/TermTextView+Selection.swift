import TermBridgeTerminal

/// The ways the cursor moves.
enum TextViewMotion {
  case left, right, up, down
  case wordLeft, wordRight
  case rowStart, rowEnd
  case lineStart, lineEnd
  case documentStart, documentEnd
  case pageUp, pageDown
}

extension TermTextView {
  /// Moves the cursor; with `extending`, the selection's anchor stays and
  /// the selection grows or shrinks, else the selection collapses.
  func move(_ motion: TextViewMotion, extending: Bool) {
    performUserAction {
      let head = selectionHead
      switch motion {
      case .left:
        if !extending && hasSelection { return collapse(to: selectedRange.lowerBound) }
        moveHead(to: storage.position(before: head) ?? head, extending: extending)
      case .right:
        if !extending && hasSelection { return collapse(to: selectedRange.upperBound) }
        moveHead(to: storage.position(after: head) ?? head, extending: extending)
      case .up: moveVertically(by: -1, extending: extending)
      case .down: moveVertically(by: 1, extending: extending)
      case .pageUp: moveVertically(by: -max(1, bounds.height), extending: extending, scrolling: true)
      case .pageDown: moveVertically(by: max(1, bounds.height), extending: extending, scrolling: true)
      case .wordLeft: moveHead(to: storage.wordStart(before: head), extending: extending)
      case .wordRight: moveHead(to: storage.wordEnd(after: head), extending: extending)
      case .rowStart:
        moveHead(
          to: Position(line: head.line, column: columns(of: row(of: head)).lowerBound), extending: extending)
      case .rowEnd: moveHead(to: rowEnd(of: row(of: head)), extending: extending)
      case .lineStart: moveHead(to: Position(line: head.line, column: 0), extending: extending)
      case .lineEnd:
        moveHead(
          to: Position(line: head.line, column: storage.length(ofLine: head.line)), extending: extending)
      case .documentStart: moveHead(to: .zero, extending: extending)
      case .documentEnd: moveHead(to: storage.endPosition, extending: extending)
      }
    }
  }

  private func collapse(to position: Position) {
    setSelection(anchor: position, head: position)
  }

  private func moveHead(to position: Position, extending: Bool, keepingGoal: Bool = false) {
    setSelection(anchor: extending ? selectionAnchor : position, head: position, keepingGoal: keepingGoal)
  }

  /// The last place the cursor can stand on `row`: the line's end on its
  /// last row, else before the row's last grapheme (the column after it is
  /// the next row's start).
  func rowEnd(of row: TextViewRow) -> Position {
    if isLastRowOfLine(row) { return Position(line: row.line, column: storage.length(ofLine: row.line)) }
    var last = columns(of: row).lowerBound
    forEachCell(in: row) { column, _, _, _ in
      last = column
      return true
    }
    return Position(line: row.line, column: last)
  }

  /// Moves `count` visual rows up (negative) or down, aiming for the goal
  /// cell, which is kept across a run of vertical moves even through rows
  /// too short to reach it. Past the first or last row the cursor goes to
  /// the start or end of the text. With `scrolling`, the view scrolls by
  /// the same number of rows (a page).
  private func moveVertically(by count: Int, extending: Bool, scrolling: Bool = false) {
    let goal = goalX ?? cellX(of: selectionHead)
    let (target, moved) = row(row(of: selectionHead), offsetBy: count)
    if scrolling { scroll(byRows: count) }
    if moved < abs(count) {
      moveHead(to: count < 0 ? .zero : storage.endPosition, extending: extending, keepingGoal: true)
    } else {
      let position = Position(line: target.line, column: column(in: target, atX: goal))
      moveHead(to: position, extending: extending, keepingGoal: true)
    }
    goalX = goal
  }

  /// The text position shown at `point` (view coordinates), for the mouse:
  /// rows above or below the view count from the first row on screen; a
  /// point below the last row means the end of the text.
  func position(at point: Point) -> Position {
    let (target, moved) = row(scrollRow, offsetBy: point.y)
    if moved < abs(point.y) { return point.y > 0 ? storage.endPosition : .zero }
    return Position(line: target.line, column: column(in: target, atX: max(0, point.x + horizontalOffset)))
  }
}
