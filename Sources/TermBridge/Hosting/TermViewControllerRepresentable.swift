import TermBridgeTerminal
import TermBridgeWidgets

/// Wraps an imperative view controller for use in declarative views, like
/// SwiftUI's `UIViewControllerRepresentable`. The controller's view joins
/// the tree, and the controller becomes a child of the nearest controller
/// above it (appearance callbacks follow).
///
/// This and ``TermViewRepresentable`` are the public way to put imperative
/// code in declarative views; the built-in controls are made through the
/// same machinery.
@MainActor
public protocol TermViewControllerRepresentable: View where Body == Never {
  /// The controller the view makes and updates.
  associatedtype TermViewControllerType: TermViewController
  /// The object that acts for the view (delegates, target-action); `Void` when there is none.
  associatedtype Coordinator = Void
  /// What the representable's methods see: the coordinator, environment and transaction.
  typealias Context = TermViewControllerRepresentableContext<Self>

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

/// What a controller representable sees while making, updating and sizing,
/// like SwiftUI's `UIViewControllerRepresentableContext`.
@MainActor
public struct TermViewControllerRepresentableContext<Representable: TermViewControllerRepresentable> {
  /// The context the graph made for the representable's adapter.
  let base: WidgetViewContext<ControllerRepresentableWidget<Representable>>

  /// The coordinator made by `makeCoordinator()`, the same for the view's lifetime.
  public var coordinator: Representable.Coordinator { base.coordinator }
  /// The environment at this point of the tree.
  public var environment: EnvironmentValues { base.environment }
  /// The transaction of the current update.
  public var transaction: Transaction { base.transaction }

  /// Tells the measuring layout that the size came from the controller alone.
  package func noteDefaultSizing() { base.noteDefaultSizing() }
}

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
}

extension TermViewControllerRepresentable where Coordinator == Void {
  /// Makes no coordinator, for a representable that needs none.
  public func makeCoordinator() {}
}

/// A ``TermViewControllerRepresentable`` as the graph's primitive: its
/// widget holds the controller's view (and the controller, with its type,
/// so reading it back needs no cast).
nonisolated package struct ControllerRepresentableWidget<Representable: TermViewControllerRepresentable>:
  WidgetView
{
  package typealias Body = Never
  package typealias Coordinator = Representable.Coordinator
  package typealias Widget = ControllerContainerView<Representable.TermViewControllerType>
  let representable: Representable

  /// True: the coordinator is the app's.
  package static var hasAppCoordinator: Bool { true }

  @MainActor package func makeCoordinator() -> Coordinator { representable.makeCoordinator() }

  @MainActor package func makeWidget(context: Context) -> Widget {
    Widget(controller: representable.makeTermViewController(context: .init(base: context)))
  }

  @MainActor package func updateWidget(_ widget: Widget, context: Context) {
    representable.updateTermViewController(widget.controller, context: .init(base: context))
  }

  @MainActor package static func dismantleWidget(_ widget: Widget, coordinator: Coordinator) {
    Representable.dismantleTermViewController(widget.controller, coordinator: coordinator)
  }

  @MainActor package func sizeThatFits(_ proposal: ProposedViewSize, widget: Widget, context: Context)
    -> Size?
  {
    representable.sizeThatFits(proposal, controller: widget.controller, context: .init(base: context))
  }
}

/// Holds a represented controller's view in the tree and keeps the
/// controller contained in the nearest controller above while it is there.
@MainActor
package final class ControllerContainerView<Controller: TermViewController>: TermView {
  let controller: Controller

  init(controller: Controller) {
    self.controller = controller
    super.init(frame: .zero)
    addSubview(controller.view)
  }

  override package func layoutSubviews() { controller.view.frame = bounds }

  override package var intrinsicContentSize: Size? {
    let preferred = controller.preferredContentSize
    if preferred != .zero { return preferred }
    return controller.view.intrinsicContentSize
  }

  override package func sizeThatFits(_ size: Size) -> Size {
    let preferred = controller.preferredContentSize
    if preferred != .zero {
      return Size(width: min(preferred.width, size.width), height: min(preferred.height, size.height))
    }
    return controller.view.sizeThatFits(size)
  }

  override package func didMoveToWindow() {
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
