import TermBridgeTerminal
import TermBridgeWidgets

/// A reusable change to a view, like SwiftUI's `ViewModifier`: its body
/// wraps the content it is applied to. Modifiers can keep `@State`.
@MainActor
public protocol ViewModifier {
  /// The type of view the modifier's body is.
  associatedtype Body: View
  /// The view the modifier is applied to, as its body sees it.
  typealias Content = ViewModifierContent<Self>
  /// The modified view, made from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` is applied to, as a view in its body.
public struct ViewModifierContent<Modifier: ViewModifier>: View, MultiView {
  /// It has no body: the content joins the modifier body's children.
  public typealias Body = Never
  let content: any View

  func children() -> [ViewChild] { ViewChild.only(content) }
}

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  let content: Content
  let modifier: Modifier

  /// The view `content` with `modifier` applied; `content.modifier(_:)`
  /// says the same.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// The modifier's body, applied to the content.
  public var body: Modifier.Body {
    modifier.body(content: ViewModifierContent(content: content))
  }

  /// A view with a body whose dynamic properties are the modifier's.
  public var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.composite(dynamicPropertyHost: modifier)) }
}

extension ModifiedContent: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: ModifiedContent) -> Bool {
    // The modifier first: one holding a closure is never the same, known
    // without reading anything.
    valuesAreEqual(modifier, other.modifier) && viewsAreEqual(content, other.content)
  }
}

extension View {
  /// Applies a modifier: `Text("x").modifier(Highlighted())`.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
