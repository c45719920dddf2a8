import TermBridgeTerminal
import TermBridgeWidgets

extension ListCoordinator {
  /// The most rows whose ids an animated change compares; a longer list
  /// is reloaded at once.
  static var animatedRowLimit: Int { 10_000 }

  /// Applies a change of the data made under an animation (`withAnimation`,
  /// `.animation(_:value:)`) as insertions and removals of rows, played on
  /// the app's animation clock: the rows that stay keep their cells and
  /// slide to their new lines, inserted rows fade in, removed ones fade
  /// out. False (the list is then reloaded) when the change is not
  /// animated, motion is reduced, the ids repeat, rows that stay changed
  /// order, or the list is longer than ``animatedRowLimit``.
  func changeRows(
    from old: ListRepresentable<Data, ID, RowContent>, of list: TermListView,
    context: ListRepresentable<Data, ID, RowContent>.Context
  ) -> Bool {
    guard let animation = context.transaction.animation, !context.environment.accessibilityReduceMotion,
      old.data.count <= Self.animatedRowLimit, parent.data.count <= Self.animatedRowLimit
    else { return false }
    let oldIDs = old.data.map { $0[keyPath: old.id] }
    let newIDs = parent.data.map { $0[keyPath: parent.id] }
    let oldSet = Set(oldIDs)
    let newSet = Set(newIDs)
    guard oldSet.count == oldIDs.count, newSet.count == newIDs.count else { return false }
    let removed = oldIDs.indices.filter { !newSet.contains(oldIDs[$0]) }
    let inserted = newIDs.indices.filter { !oldSet.contains(newIDs[$0]) }
    // The same rows in the same order: their values changed, nothing moves.
    guard !removed.isEmpty || !inserted.isEmpty else { return false }
    // Rows that stay and change order are reloaded (a move is not played).
    guard oldIDs.lazy.filter(newSet.contains).elementsEqual(newIDs.lazy.filter(oldSet.contains)) else {
      return false
    }
    stopRowsTrack()
    guard list.changeRows(removing: removed, inserting: inserted, animated: true) else { return true }
    let clock = AnimationClock.current
    let track = ListRowsTrack(list: list, animation: animation, start: clock.now)
    track.completions = context.transaction.animationCompletions
    track.onEnd = { [weak self] in
      if self?.rowsTrack === track { self?.rowsTrack = nil }
    }
    rowsTrack = track
    clock.add(track)
    return true
  }

  /// Stops the change of rows being played, its rows where they were going.
  func stopRowsTrack() {
    guard let track = rowsTrack else { return }
    rowsTrack = nil
    AnimationClock.current.remove(track)
  }
}
