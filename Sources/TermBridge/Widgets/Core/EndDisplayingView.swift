/// A view that a reusing container tells when it stops displaying it:
/// a list parks a cell (and its content view), a lazy stack an item's
/// view, in its reuse queue, hidden, off screen. UIKit tells a delegate
/// (`didEndDisplaying`); here the view itself hears it, so that hosted
/// content can leave as a SwiftUI row that scrolls out of a lazy
/// container leaves: its `onDisappear` runs, its tasks end and its state
/// goes.
@MainActor
package protocol EndDisplayingView: AnyObject {
  /// The container stopped displaying the view (it may display it again,
  /// for the same item or another, after giving it new content).
  func didEndDisplaying()
}

extension TermView {
  /// Hides the view, parked off screen in a reusing container's queue, and
  /// tells it so when it listens (``EndDisplayingView``).
  package func parkForReuse() {
    isHidden = true
    (self as? any EndDisplayingView)?.didEndDisplaying()
  }
}
