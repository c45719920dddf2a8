/// Wraps an imperative widget for use in declarative views, like SwiftUI's
/// `UIViewRepresentable`.
///
/// The graph calls ``makeCoordinator()`` first, then ``makeTermView(context:)``
/// once for the view's identity, ``updateTermView(_:context:)`` right after
/// and whenever anything it read changes (a binding, state, environment
/// value or observed property), and ``dismantleTermView(_:coordinator:)``
/// when the view leaves the tree. The coordinator turns the widget's
/// delegate callbacks into binding writes.
@MainActor
public protocol TermViewRepresentable: View where Body == Never {
  associatedtype TermViewType: TermView
  associatedtype Coordinator = Void
  typealias Context = TermViewRepresentableContext<Self>

  /// Creates the widget; called once per identity.
  func makeTermView(context: Context) -> TermViewType
  /// Brings the widget up to date with this value and the context.
  func updateTermView(_ termView: TermViewType, context: Context)
  /// Cleans up when the view leaves the tree; nothing retains the widget after.
  static func dismantleTermView(_ termView: TermViewType, coordinator: Coordinator)
  /// Creates the object that acts for the view (delegates, target-action).
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil to use the widget's own sizing.
  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermViewType, context: Context) -> Size?
}

extension TermViewRepresentable {
  public static func dismantleTermView(_ termView: TermViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, termView: TermViewType, context: Context) -> Size? {
    DefaultRepresentableSizing.wasUsed = true
    return nil
  }
}

extension TermViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a representable sees while making and updating its widget.
@MainActor
public struct TermViewRepresentableContext<Representable: TermViewRepresentable> {
  /// The coordinator made by `makeCoordinator()`, the same for the view's lifetime.
  public let coordinator: Representable.Coordinator
  /// The environment at this point of the tree.
  public internal(set) var environment: EnvironmentValues
  /// The transaction of the current update.
  public internal(set) var transaction: Transaction
}

/// The widget view the graph uses for a representable.
struct RepresentableAdapter<Representable: TermViewRepresentable>: WidgetView {
  let representable: Representable

  private func context(_ context: WidgetContext) -> Representable.Context {
    let coordinator = context.node.representableStorage(make: { representable.makeCoordinator() })
    return TermViewRepresentableContext(
      coordinator: coordinator, environment: context.environment, transaction: context.transaction)
  }

  func makeWidget(context: WidgetContext) -> TermView {
    let context = self.context(context)
    return representable.makeTermView(context: context)
  }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? Representable.TermViewType else { return }
    representable.updateTermView(widget, context: self.context(context))
  }

  func dismantleWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? Representable.TermViewType else { return }
    let coordinator: Representable.Coordinator = context.node.representableStorage(make: {
      representable.makeCoordinator()
    })
    Representable.dismantleTermView(widget, coordinator: coordinator)
    context.node.clearRepresentableStorage()
  }

  func makeLayout() -> any LayoutBehavior { RepresentableLayout() }

  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    guard let layout = layout as? RepresentableLayout else { return false }
    let representable = self.representable
    // Made once for all the proposals measured until the next update.
    var made: SizingContext<Representable.Context>?
    layout.custom = { proposal, widget, node in
      guard let widget = widget as? Representable.TermViewType else { return nil }
      let sizing =
        made
        ?? SizingContext(
          TermViewRepresentableContext<Representable>(
            coordinator: node.representableStorage(make: { representable.makeCoordinator() }),
            environment: node.environment, transaction: node.graph.transaction))
      made = sizing
      return representable.sizeThatFits(proposal, termView: widget, context: sizing.context)
    }
    return true
  }
}

/// Sizes a representable: its own `sizeThatFits`, else from the widget's
/// intrinsic content size the way SwiftUI treats a `UIView` with UIKit's
/// default priorities: the ideal size is the intrinsic size; offered a
/// width, a widget stretches to it (low horizontal hugging); offered a
/// height, it keeps its intrinsic height when it has one. A dimension with
/// no intrinsic size (nil or ``TermView/noIntrinsicMetric``) takes what it
/// is offered.
@MainActor
final class RepresentableLayout: LayoutBehavior {
  var custom: ((ProposedViewSize, TermView, WidgetNode) -> Size?)?
  weak var node: WidgetNode?

  /// Whether some size came from the representable's own `sizeThatFits`
  /// (it stays set: the representable sizes itself).
  private var usesOwnSizing = false
  /// The widget's intrinsic size when it was last measured.
  private var measuredIntrinsicSize: Size??

  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    if let node, let custom {
      DefaultRepresentableSizing.wasUsed = false
      if let size = custom(proposal, widget, node) {
        usesOwnSizing = true
        return size
      }
      if !DefaultRepresentableSizing.wasUsed { usesOwnSizing = true }
    }
    let intrinsic = widget.intrinsicContentSize
    measuredIntrinsicSize = .some(intrinsic)
    let idealWidth = intrinsic.flatMap { $0.width >= 0 ? $0.width : nil }
    let idealHeight = intrinsic.flatMap { $0.height >= 0 ? $0.height : nil }
    let width = min(proposal.width ?? idealWidth ?? 10, .infinity)
    let height: Int
    if let idealHeight {
      height = proposal.height.map { min($0, idealHeight) } ?? idealHeight
    } else {
      height = min(proposal.height ?? 10, .infinity)
    }
    return Size(width: width, height: height)
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {}

  /// Without sizing of its own, a representable's sizes follow from the
  /// proposal and the widget's intrinsic size alone: while that is the
  /// same, so are they (an update then costs no measuring).
  func measuredSizesStillHold(for widget: TermView) -> Bool {
    guard !usesOwnSizing, let measured = measuredIntrinsicSize else { return false }
    return measured == widget.intrinsicContentSize
  }
}

/// Set by the representable protocols' default `sizeThatFits`, which a
/// representable that sizes itself replaces: tells the layout the sizes
/// come from the widget alone.
@MainActor
enum DefaultRepresentableSizing {
  static var wasUsed = false
}

/// A representable's context, made once and shared (by reference) by the
/// sizing of every proposal until the next update.
final class SizingContext<Context> {
  let context: Context
  init(_ context: Context) { self.context = context }
}

@MainActor
func adapter<R: TermViewRepresentable>(for representable: R) -> any WidgetView {
  RepresentableAdapter(representable: representable)
}
