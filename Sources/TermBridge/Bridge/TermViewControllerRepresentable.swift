/// Wraps an imperative view controller for use in declarative views, like
/// SwiftUI's `UIViewControllerRepresentable`. The controller's view joins
/// the tree, and the controller becomes a child of the nearest controller
/// above it (appearance callbacks follow).
@MainActor
public protocol TermViewControllerRepresentable: View where Body == Never {
  associatedtype TermViewControllerType: TermViewController
  associatedtype Coordinator = Void
  typealias Context = TermViewControllerRepresentableContext<Self>

  /// Creates the controller; called once per identity.
  func makeTermViewController(context: Context) -> TermViewControllerType
  /// Brings the controller up to date with this value and the context.
  func updateTermViewController(_ controller: TermViewControllerType, context: Context)
  /// Cleans up when the view leaves the tree.
  static func dismantleTermViewController(_ controller: TermViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil to use the controller view's own sizing.
  func sizeThatFits(_ proposal: ProposedViewSize, controller: TermViewControllerType, context: Context)
    -> Size?
}

extension TermViewControllerRepresentable {
  public static func dismantleTermViewController(
    _ controller: TermViewControllerType, coordinator: Coordinator
  ) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, controller: TermViewControllerType, context: Context)
    -> Size?
  {
    DefaultRepresentableSizing.wasUsed = true
    return nil
  }
}

extension TermViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a controller representable sees while making and updating.
@MainActor
public struct TermViewControllerRepresentableContext<Representable: TermViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public internal(set) var environment: EnvironmentValues
  public internal(set) var transaction: Transaction
}

/// Holds a represented controller's view in the tree and keeps the
/// controller contained in the nearest controller above while it is there.
@MainActor
final class ControllerContainerView: TermView {
  let controller: TermViewController

  init(controller: TermViewController) {
    self.controller = controller
    super.init(frame: .zero)
    addSubview(controller.view)
  }

  override func layoutSubviews() { controller.view.frame = bounds }

  override var intrinsicContentSize: Size? {
    let preferred = controller.preferredContentSize
    if preferred != .zero { return preferred }
    return controller.view.intrinsicContentSize
  }

  override func sizeThatFits(_ size: Size) -> Size {
    let preferred = controller.preferredContentSize
    if preferred != .zero {
      return Size(width: min(preferred.width, size.width), height: min(preferred.height, size.height))
    }
    return controller.view.sizeThatFits(size)
  }

  override func didMoveToWindow() {
    if window != nil {
      if controller.parent == nil, let parent = enclosingViewController() {
        parent.addChild(controller)
        controller.didMove(toParent: parent)
      }
    } else if controller.parent != nil {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
  }

  private func enclosingViewController() -> TermViewController? {
    var view = superview
    while let current = view {
      if let controller = current.viewController { return controller }
      view = current.superview
    }
    return window?.rootViewController
  }
}

struct ControllerRepresentableAdapter<Representable: TermViewControllerRepresentable>: WidgetView {
  let representable: Representable

  private func context(_ context: WidgetContext) -> Representable.Context {
    let coordinator = context.node.representableStorage(make: { representable.makeCoordinator() })
    return TermViewControllerRepresentableContext(
      coordinator: coordinator, environment: context.environment, transaction: context.transaction)
  }

  func makeWidget(context: WidgetContext) -> TermView {
    ControllerContainerView(controller: representable.makeTermViewController(context: self.context(context)))
  }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let container = widget as? ControllerContainerView,
      let controller = container.controller as? Representable.TermViewControllerType
    else { return }
    representable.updateTermViewController(controller, context: self.context(context))
  }

  func dismantleWidget(_ widget: TermView, context: WidgetContext) {
    guard let container = widget as? ControllerContainerView,
      let controller = container.controller as? Representable.TermViewControllerType
    else { return }
    let coordinator: Representable.Coordinator = context.node.representableStorage(make: {
      representable.makeCoordinator()
    })
    Representable.dismantleTermViewController(controller, coordinator: coordinator)
    context.node.clearRepresentableStorage()
  }

  func makeLayout() -> any LayoutBehavior { RepresentableLayout() }

  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    guard let layout = layout as? RepresentableLayout else { return false }
    let representable = self.representable
    // Made once for all the proposals measured until the next update.
    var made: SizingContext<Representable.Context>?
    layout.custom = { proposal, widget, node in
      guard let container = widget as? ControllerContainerView,
        let controller = container.controller as? Representable.TermViewControllerType
      else { return nil }
      let sizing =
        made
        ?? SizingContext(
          TermViewControllerRepresentableContext<Representable>(
            coordinator: node.representableStorage(make: { representable.makeCoordinator() }),
            environment: node.environment, transaction: node.graph.transaction))
      made = sizing
      return representable.sizeThatFits(proposal, controller: controller, context: sizing.context)
    }
    return true
  }
}

@MainActor
func controllerAdapter<R: TermViewControllerRepresentable>(for representable: R) -> any WidgetView {
  ControllerRepresentableAdapter(representable: representable)
}
