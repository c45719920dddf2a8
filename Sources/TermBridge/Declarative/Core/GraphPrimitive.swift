import TermBridgeTerminal
import TermBridgeWidgets

/// What the view graph makes of a view, said statically by the view's type
/// (as SwiftUI's `_makeView` is): a node that evaluates its body, or one of
/// the graph's primitives with the view seen as that primitive.
///
/// Every view gets it from the protocol it conforms to (a view with a body
/// from `View`, a stack from the structural protocol, a representable from
/// its own), so making a node never asks the runtime whether a type
/// conforms to a protocol: the first such question for each type and
/// protocol is a scan of every conformance record in the program. Apps do
/// not implement or read it.
public struct _GraphPrimitive {
  enum Kind {
    /// A view with a body; its dynamic properties are in the host when
    /// it has one (a modified view's are its modifier's).
    case composite(dynamicPropertyHost: Any?)
    case multi(any MultiView)
    case widget(any WidgetView)
    case structural(any StructuralView)
    case attachment(any WidgetAttachmentView)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The node kind this primitive makes.
  var nodeKind: NodeKind {
    switch kind {
    case .composite: return .composite
    case .multi: return .multi
    case .widget: return .widget
    case .structural: return .structural
    case .attachment: return .attachment
    }
  }
}

extension View {
  /// A view with a body: the graph evaluates the body.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.composite(dynamicPropertyHost: nil)) }
}

extension MultiView {
  /// A view standing for several children.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.multi(self)) }
}

extension StructuralView {
  /// A view that lays out its content.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.structural(self)) }
}

extension WidgetView {
  /// A view drawn by a widget of its own.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.widget(self)) }
}

extension WidgetAttachmentView {
  /// A modifier attached to its content's widgets.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.attachment(self)) }
}

extension TermViewRepresentable {
  /// A widget the app wraps, through the graph's adapter.
  public var _graphPrimitive: _GraphPrimitive {
    _GraphPrimitive(.widget(RepresentableWidget(representable: self)))
  }
}

extension TermViewControllerRepresentable {
  /// A controller the app wraps, through the graph's adapter.
  public var _graphPrimitive: _GraphPrimitive {
    _GraphPrimitive(.widget(ControllerRepresentableWidget(representable: self)))
  }
}
