import TermBridgeTerminal

/// Undo and redo for an editor, recorded as edits rather than copies of the
/// whole text, so a large document costs memory per change, not per step.
///
/// A "step" is a group of edits undone together: a run of typing coalesces
/// into one step, and a paste or a cut is a step of its own.
package struct UndoStack<Edit> {
  private var undoSteps: [[Edit]] = []
  private var redoSteps: [[Edit]] = []
  private var lastWasCoalescable = false
  /// The most steps kept; the oldest are dropped beyond it.
  package var limit: Int

  package init(limit: Int = 500) {
    self.limit = limit
  }

  package var canUndo: Bool { !undoSteps.isEmpty }
  package var canRedo: Bool { !redoSteps.isEmpty }

  /// Records an edit that was just made. With `coalescing`, it joins the
  /// previous step when that was coalescing too (a run of typing).
  package mutating func record(_ edit: Edit, coalescing: Bool = false) {
    redoSteps.removeAll()
    if coalescing && lastWasCoalescable && !undoSteps.isEmpty {
      undoSteps[undoSteps.count - 1].append(edit)
    } else {
      undoSteps.append([edit])
      if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
    }
    lastWasCoalescable = coalescing
  }

  /// Ends the current typing run: the next edit starts a new step.
  package mutating func breakCoalescing() { lastWasCoalescable = false }

  /// The edits of the step to undo, newest first; the caller reverts them.
  package mutating func popUndo() -> [Edit]? {
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(step)
    lastWasCoalescable = false
    return step.reversed()
  }

  /// The edits of the step to redo, oldest first; the caller reapplies them.
  package mutating func popRedo() -> [Edit]? {
    guard let step = redoSteps.popLast() else { return nil }
    undoSteps.append(step)
    lastWasCoalescable = false
    return step
  }

  /// Forgets all history (e.g. when the text is replaced from code).
  package mutating func removeAll() {
    undoSteps.removeAll()
    redoSteps.removeAll()
    lastWasCoalescable = false
  }
}
