import TermBridgeTerminal
import TermBridgeWidgets

/// What a presentation modifier (`.sheet`, `.alert`, `.confirmationDialog`)
/// asks for at each update: whether its controller is shown, and how to
/// make and update it.
@MainActor
struct PresentationRequest {
  var isPresented: Bool
  /// The modified view's environment.
  var environment: EnvironmentValues
  /// Sets the binding to false (the user dismissed the presentation).
  var requestDismiss: () -> Void
  var onDismiss: (() -> Void)?
  /// Makes the controller to present; `environment` has a `dismiss` action
  /// that ends this presentation, `screen` is the screen's size.
  var makeController: (_ environment: EnvironmentValues, _ screen: Size) -> TermViewController
  /// Brings the presented controller up to date with a new request.
  var updateController: (TermViewController) -> Void = { _ in }

  /// The request of a modifier presented while `isPresented` is true; a
  /// dismissal by the user sets it to false.
  init(
    isPresented: Binding<Bool>, environment: EnvironmentValues, onDismiss: (() -> Void)? = nil,
    makeController: @escaping (_ environment: EnvironmentValues, _ screen: Size) -> TermViewController,
    updateController: @escaping (TermViewController) -> Void = { _ in }
  ) {
    self.isPresented = isPresented.wrappedValue
    self.environment = environment
    requestDismiss = { isPresented.wrappedValue = false }
    self.onDismiss = onDismiss
    self.makeController = makeController
    self.updateController = updateController
  }
}

/// A presentation modifier's attachment is a ``PresentationAttachment``.
extension WidgetAttachmentView where Attachment == PresentationAttachment {
  func makeAttachment(context: WidgetAttachmentContext) -> PresentationAttachment {
    PresentationAttachment(context: context)
  }
}

/// Presents and dismisses a controller as its request changes, from the
/// nearest controller above the modified view's widgets, once they are in
/// a window. A property of the modified view's node (it adds no widget).
@MainActor
final class PresentationAttachment: WidgetAttachment {
  var request: PresentationRequest? {
    didSet { sync() }
  }
  private var presented: TermViewController?
  private static var nextDismissID = 1
  private let context: WidgetAttachmentContext

  init(context: WidgetAttachmentContext) { self.context = context }

  private var window: TermWindow? { context.window }

  /// Where the modified view's widgets are on the screen (what a popover
  /// points at), read when the presentation is made.
  var anchorRect: () -> Rect? {
    { [weak self] in
      guard let self, let window = self.window else { return nil }
      let frames = self.context.widgets.filter { $0.window === window }.map(\.frameInWindow)
      guard var union = frames.first else { return nil }
      for frame in frames.dropFirst() { union = union.union(frame) }
      return Rect(origin: union.origin + window.frame.origin, size: union.size)
    }
  }

  func didLayOut() {
    if request?.isPresented == true && presented == nil { sync() }
    // A popover follows the view it points at.
    if let presented, presented.modalPresentationStyle == .popover, let rect = anchorRect(),
      presented.popoverSourceRect != rect
    {
      presented.popoverSourceRect = rect
    }
  }

  func willDetach() { dismissPresented() }

  private func sync() {
    guard let request else { return }
    if request.isPresented {
      if let presented {
        request.updateController(presented)
      } else {
        present(request)
      }
    } else if presented != nil {
      dismissPresented()
    }
  }

  private func present(_ request: PresentationRequest) {
    guard let window else {
      context.setNeedsLayout()  // presented once the widgets are in a window
      return
    }
    var environment = request.environment
    let requestDismiss = request.requestDismiss
    PresentationAttachment.nextDismissID += 1
    environment.dismiss = DismissAction(id: PresentationAttachment.nextDismissID) { requestDismiss() }
    environment.isPresented = true
    let screen = window.application?.screen.size ?? Size(width: 80, height: 24)
    let controller = request.makeController(environment, screen)
    presented = controller
    if let presenter = presentingController(in: window) {
      presenter.present(controller)
    } else if let application = window.application {
      controller.presentFromApplication(application)
    }
  }

  func dismissPresented() {
    guard let controller = presented else { return }
    presented = nil
    // An alert dismisses itself when an action runs; dismissing again does
    // nothing. What the controller presented (an alert, a sheet, a menu
    // opened inside a sheet) goes with it, as in SwiftUI.
    controller.dismissWithPresentedControllers()
    request?.onDismiss?()
  }

  /// The top-most controller in the window: presentations stack.
  private func presentingController(in window: TermWindow) -> TermViewController? {
    var view: TermView? = context.widgets.first
    var controller: TermViewController?
    while let current = view {
      if let owner = current.viewController {
        controller = owner
        break
      }
      view = current.superview
    }
    var top = controller ?? window.rootViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }
}
