import TermBridgeWidgets

/// A `List`'s inserted and removed rows being played: the clock's
/// progress moves the kit list's row motion on
/// (`TermListView.setRowMotionProgress(_:finished:)`), which draws the
/// rows between their old lines and their new ones.
@MainActor
final class ListRowsTrack: AnimationTrack {
  private weak var list: TermListView?
  var onEnd: (() -> Void)?

  init(list: TermListView, animation: Animation, start: UInt64) {
    self.list = list
    super.init(animation: animation, start: start)
  }

  override func apply(progress: Double, finished: Bool) {
    list?.setRowMotionProgress(progress, finished: finished)
    if finished { onEnd?() }
  }
}
