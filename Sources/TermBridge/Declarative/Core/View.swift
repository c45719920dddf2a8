import TermBridgeTerminal
import TermBridgeWidgets

/// A piece of declarative UI, like SwiftUI's `View`: a value that describes
/// what to show through its ``body``. Views are rebuilt on every state
/// change; the widgets they stand for live on in the view graph.
///
/// As in SwiftUI, the protocol is isolated to the main actor with
/// `@preconcurrency` (code in the Swift 5 language mode that uses views
/// outside the main actor gets warnings, not errors), and the values views
/// (``Text``, ``Label``, shapes, ``Spacer``, ``Divider``) have initialisers
/// that are not isolated, so they can be made anywhere.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view the body is.
  associatedtype Body: View
  /// The view's content, rebuilt whenever state it reads changes.
  @ViewBuilder var body: Body { get }
  /// What the view graph makes of this view, chosen by the protocol the
  /// type conforms to; every view has it from the library, and apps
  /// neither implement nor read it.
  var _graphPrimitive: _GraphPrimitive { get }
  /// How the view graph compares two values of this view, chosen by the
  /// protocols the type conforms to; every view has it from the library,
  /// and apps neither implement nor read it.
  static var _viewComparison: _ViewComparison { get }
}

extension Never: View {
  /// `Never` is its own body, so primitive views can name it as theirs.
  public typealias Body = Never
  /// Never called: `Never` has no values.
  public var body: Never { fatalError("Never has no body") }
}

/// Views built into TermBridge have no body of their own: the graph knows
/// how to turn them into nodes.
extension View where Body == Never {
  /// Never called: the graph makes a primitive view's node from the view
  /// itself, so reading this traps.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never evaluated")
  }
}
