import TermBridgeTerminal
import TermBridgeWidgets

/// Wraps an imperative view controller for use in declarative views, like
/// SwiftUI's `UIViewControllerRepresentable`. The controller's view joins
/// the tree, and the controller becomes a child of the nearest controller
/// above it (appearance callbacks follow).
///
/// A controller representable is a ``WidgetView`` whose widget holds the
/// controller's view: the same primitive every built-in control is made with.
@MainActor
public protocol TermViewControllerRepresentable: WidgetView where Widget == TermView {
  associatedtype TermViewControllerType: TermViewController
  associatedtype Coordinator = Void

  /// Creates the controller; called once per identity.
  func makeTermViewController(context: Context) -> TermViewControllerType
  /// Brings the controller up to date with this value and the context.
  func updateTermViewController(_ controller: TermViewControllerType, context: Context)
  /// Cleans up when the view leaves the tree.
  static func dismantleTermViewController(_ controller: TermViewControllerType, coordinator: Coordinator)
  /// Creates the object that acts for the view (delegates, target-action); called before the
  /// controller is made, once per identity.
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil to use the controller view's own sizing.
  func sizeThatFits(_ proposal: ProposedViewSize, controller: TermViewControllerType, context: Context)
    -> Size?
}

/// What a controller representable sees while making, updating and sizing.
public typealias TermViewControllerRepresentableContext<Representable: TermViewControllerRepresentable> =
  WidgetViewContext<Representable>

extension TermViewControllerRepresentable {
  /// Does nothing; implement it to stop work the controller started (a timer, an observation).
  public static func dismantleTermViewController(
    _ controller: TermViewControllerType, coordinator: Coordinator
  ) {}

  /// Returns nil: the controller's own sizing, its `preferredContentSize` when set, otherwise its
  /// view's `intrinsicContentSize`, taken the way SwiftUI takes a `UIView`'s.
  public func sizeThatFits(_ proposal: ProposedViewSize, controller: TermViewControllerType, context: Context)
    -> Size?
  {
    context.noteDefaultSizing()
    return nil
  }

  // The primitive's requirements, answered by the representable's.

  /// Answers `WidgetView`'s requirement with a view that holds the controller's view, from
  /// `makeTermViewController(context:)`.
  public func makeWidget(context: Context) -> TermView {
    ControllerContainerView(controller: makeTermViewController(context: context))
  }

  /// Answers `WidgetView`'s requirement with `updateTermViewController(_:context:)`.
  public func updateWidget(_ widget: TermView, context: Context) {
    updateTermViewController(Self.controller(in: widget), context: context)
  }

  /// Answers `WidgetView`'s requirement with `dismantleTermViewController(_:coordinator:)`.
  public static func dismantleWidget(_ widget: TermView, coordinator: Coordinator) {
    dismantleTermViewController(controller(in: widget), coordinator: coordinator)
  }

  /// Answers `WidgetView`'s requirement with `sizeThatFits(_:controller:context:)`.
  public func sizeThatFits(_ proposal: ProposedViewSize, widget: TermView, context: Context) -> Size? {
    sizeThatFits(proposal, controller: Self.controller(in: widget), context: context)
  }

  private static func controller(in widget: TermView) -> TermViewControllerType {
    // The widget is always the container made by `makeWidget`.
    unsafeDowncast((widget as! ControllerContainerView).controller, to: TermViewControllerType.self)
  }
}

extension TermViewControllerRepresentable where Coordinator == Void {
  /// Makes no coordinator, for a representable that needs none.
  public func makeCoordinator() {}
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
