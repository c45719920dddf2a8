import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// Presents content modally while a binding says so, like SwiftUI's
/// `.sheet(isPresented:)`. The content is hosted in a controller presented
/// from the nearest controller above; `@Environment(\.dismiss)` inside it,
/// Esc, or setting the binding to false dismisses it. A property of the
/// modified view's node: it presents from the view's widgets and adds no
/// widget of its own.
struct SheetView<Wrapped: View, Sheet: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let sheet: () -> Sheet

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> SheetPresenter {
    SheetPresenter(context: context)
  }
  func updateAttachment(_ presenter: SheetPresenter, environment: EnvironmentValues) {
    let binding = isPresented
    presenter.request = SheetRequest(
      isPresented: binding.wrappedValue,
      makeContent: { AnyView(sheet()) },
      requestDismiss: { binding.wrappedValue = false },
      onDismiss: onDismiss,
      environment: environment)
  }
}

@MainActor
struct SheetRequest {
  var isPresented: Bool
  var makeContent: () -> AnyView
  var requestDismiss: () -> Void
  var onDismiss: (() -> Void)?
  var environment: EnvironmentValues
}

/// Presents and dismisses the sheet controller as its request changes,
/// once the modified view's widgets are in a window.
@MainActor
final class SheetPresenter: WidgetAttachment {
  var request: SheetRequest? {
    didSet { sync() }
  }
  private var presented: SheetHostingController?
  private static var nextDismissID = 1
  private let context: WidgetAttachmentContext

  init(context: WidgetAttachmentContext) { self.context = context }

  private var window: TermWindow? { context.window }

  func didLayOut() {
    if request?.isPresented == true && presented == nil { sync() }
  }

  func willDetach() { dismissSheet() }

  private func sync() {
    guard let request else { return }
    if request.isPresented {
      if let presented {
        presented.rootView = request.makeContent()
      } else {
        present(request)
      }
    } else if presented != nil {
      dismissSheet()
    }
  }

  private func present(_ request: SheetRequest) {
    guard let window else {
      context.setNeedsLayout()  // presented once the widgets are in a window
      return
    }
    let presenter = presentingController(in: window)
    let controller = SheetHostingController(rootView: request.makeContent())
    var environment = request.environment
    let requestDismiss = request.requestDismiss
    SheetPresenter.nextDismissID += 1
    environment.dismiss = DismissAction(id: SheetPresenter.nextDismissID) { requestDismiss() }
    controller.environment = environment
    controller.onDismissRequest = requestDismiss
    let screen = window.application?.screen.size ?? Size(width: 80, height: 24)
    // The content's ideal size; narrower than that when the screen is, and
    // then as tall as the content needs at that width.
    let ideal = controller.idealContentSize
    let room = Size(width: max(1, screen.width - 2), height: max(1, screen.height - 2))
    controller.preferredContentSize =
      ideal.width <= room.width
      ? Size(width: ideal.width, height: min(ideal.height, room.height))
      : controller.hostingView.sizeThatFits(room)
    presented = controller
    if let presenter {
      presenter.present(controller)
    } else if let application = window.application {
      controller.presentFromApplication(application)
    }
  }

  func dismissSheet() {
    guard let controller = presented else { return }
    presented = nil
    controller.dismiss()
    request?.onDismiss?()
  }

  /// The top-most controller in the window: presented sheets stack.
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

/// The controller a sheet's content is hosted in: Esc asks to dismiss.
@MainActor
final class SheetHostingController: TermHostingController<AnyView> {
  var onDismissRequest: (() -> Void)?

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape) {
      onDismissRequest?()
      return true
    }
    return super.keyDown(event)
  }
}

extension View {
  /// Presents `content` modally while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(wrapped: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
  }

  /// Presents `content` for the item while `item` is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return SheetView(wrapped: self, isPresented: isPresented, onDismiss: onDismiss) {
      item.wrappedValue.map(content)
    }
  }
}
