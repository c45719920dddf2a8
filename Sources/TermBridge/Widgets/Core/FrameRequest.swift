/// How the views of a window ask the application for a frame.
///
/// Every `setNeedsDisplay()`, `setNeedsLayout()` and
/// `setNeedsUpdateProperties()` asks for one, and a changed row of a list
/// asks several times. A view holds its window's request strongly, so the
/// first ask after a frame reaches the application (a weak load, as the
/// window's own reference is) and the others until the next frame stop
/// here: a view's window and the window's application are never loaded
/// for them. The application marks every request answered when it takes
/// what was asked into a frame.
@MainActor
final class FrameRequest {
  /// The application the window is shown by.
  weak var application: TermApplication? {
    didSet { isPending = false }
  }
  /// Whether the application was asked for a frame it has not yet begun
  /// to draw.
  private(set) var isPending = false

  /// Asks the application for a frame, once until it makes one.
  func make() {
    guard !isPending, let application else { return }
    isPending = true
    application.setNeedsFrame()
  }

  /// The application's frame has taken in what was asked: the next ask
  /// is for the frame after it.
  func frameDidBegin() { isPending = false }
}
