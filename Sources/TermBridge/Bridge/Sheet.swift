import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// Presents content modally while a binding says so, like SwiftUI's
/// `.sheet(isPresented:)`. The content is hosted in a controller presented
/// from the nearest controller above; `@Environment(\.dismiss)` inside it,
/// Esc, or setting the binding to false dismisses it.
struct SheetView<Wrapped: View, Sheet: View>: View, WidgetContainerView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let sheet: () -> Sheet

  var content: [any View] { [wrapped] }
  func makeWidget(context: Context) -> SheetPresenterWidget { SheetPresenterWidget() }
  func updateWidget(_ widget: SheetPresenterWidget, context: Context) {
    let binding = isPresented
    widget.request = SheetRequest(
      isPresented: binding.wrappedValue,
      makeContent: { AnyView(sheet()) },
      requestDismiss: { binding.wrappedValue = false },
      onDismiss: onDismiss,
      environment: context.environment)
  }
  func makeLayout(for widget: SheetPresenterWidget) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
  static func dismantleWidget(_ widget: SheetPresenterWidget, coordinator: Void) { widget.dismissSheet() }
}

@MainActor
struct SheetRequest {
  var isPresented: Bool
  var makeContent: () -> AnyView
  var requestDismiss: () -> Void
  var onDismiss: (() -> Void)?
  var environment: EnvironmentValues
}

/// Presents and dismisses the sheet controller as its request changes.
@MainActor
final class SheetPresenterWidget: TermView {
  var request: SheetRequest? {
    didSet { sync() }
  }
  private var presented: SheetHostingController?
  private static var nextDismissID = 1

  override func didMoveToWindow() { sync() }

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
    guard let window else { return }
    let presenter = presentingController(in: window)
    let controller = SheetHostingController(rootView: request.makeContent())
    var environment = request.environment
    let requestDismiss = request.requestDismiss
    SheetPresenterWidget.nextDismissID += 1
    environment.dismiss = DismissAction(id: SheetPresenterWidget.nextDismissID) { requestDismiss() }
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
    var view: TermView? = self
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
