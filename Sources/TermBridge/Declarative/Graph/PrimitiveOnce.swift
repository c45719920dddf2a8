import TermBridgeTerminal
import TermBridgeWidgets

/// A node's value seen as what its kind of node works through (a widget
/// view, a structural or multi view, an attachment), made once per value:
/// `reset()` when a new value arrives.
///
/// The view's type says what it is (``View/_graphPrimitive``), so the
/// existential is made from its static conformance: no conformance look-up,
/// which the first time for each type and protocol is a scan of every
/// conformance record in the program.
struct PrimitiveOnce<Target> {
  private var cached: Target?

  /// `view` as `Target`, taken from its primitive by `select` (nil when the
  /// value is not of the node's kind, which the graph never gives a node).
  /// The value is read only when nothing is kept: a node asks several times
  /// a frame, and reading it copies the existential.
  @MainActor mutating func value(of view: @autoclosure () -> any View, _ select: (_GraphPrimitive) -> Target?)
    -> Target
  {
    if let cached { return cached }
    let view = view()
    guard let value = select(view._graphPrimitive) else {
      preconditionFailure("\(Swift.type(of: view)) is not of its node's kind")
    }
    cached = value
    return value
  }

  /// Keeps `value`, made for the current value of the node (nil: it is
  /// taken from the value when first asked for).
  mutating func seed(_ value: Target?) { cached = value }

  mutating func reset() { cached = nil }
}

extension _GraphPrimitive {
  /// The value holding a composite view's dynamic properties, when that
  /// is not the view itself.
  var dynamicPropertyHost: Any? {
    if case .composite(let host) = kind { return host }
    return nil
  }

  var multi: (any MultiView)? {
    if case .multi(let view) = kind { return view }
    return nil
  }

  var widget: (any WidgetView)? {
    if case .widget(let view) = kind { return view }
    return nil
  }

  var structural: (any StructuralView)? {
    if case .structural(let view) = kind { return view }
    return nil
  }

  var attachment: (any WidgetAttachmentView)? {
    if case .attachment(let view) = kind { return view }
    return nil
  }
}
