/// Work a widget node does apart from its own update, tracked apart: what
/// the work reads (state, bindings, observed properties) invalidates this
/// reader alone, which then runs the work again, not the node's update.
///
/// A list reads its selection binding this way: the user moving the
/// selection writes the binding, and the change then only moves the kit
/// list's selection, instead of updating the list and making every row on
/// screen again to compare it.
///
/// The reader is a node of the graph without a view: it is invalidated,
/// queued and rebuilt as any node (one level below its owner, so an owner
/// updated in the same pass goes first and its new work runs once), and
/// stops with its owner.
@MainActor
final class ApartReader: ViewNode {
  private var work: (@MainActor () -> Void)?

  convenience init(owner: ViewNode) {
    self.init(view: EmptyView(), parent: owner, graph: owner.graph, environment: owner.environment)
  }

  /// Runs `work` now under a tracking of its own, and again whenever
  /// something it read changes, until replaced or the owner leaves.
  ///
  /// Must not be called inside another node's tracking: Observation would
  /// merge what `work` reads into the enclosing tracking as well.
  func run(_ work: @escaping @MainActor () -> Void) {
    self.work = work
    refresh()
  }

  override func refresh() {
    isDirty = false
    guard let work else { return }
    trackingReads(work)
  }

  override func unmount() {
    work = nil
    super.unmount()
  }
}
