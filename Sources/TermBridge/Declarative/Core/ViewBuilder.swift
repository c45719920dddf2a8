import TermBridgeTerminal
import TermBridgeWidgets

/// Builds views from closures, like SwiftUI's `@ViewBuilder`: any number of
/// children, `if`/`else`, `switch`, optionals and `for`-free composition.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty block: no view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views: all of them, in order, as one `TupleView`.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var elements: [any View] = []
    for element in repeat each content { elements.append(element) }
    return TupleView((repeat each content), elements: elements)
  }

  /// A view expression in a block, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: its view, or nothing when the condition is false.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else`: its view, or nothing when the condition is false.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  /// The content of an `if #available` block, type-erased so the block's
  /// type does not name newer types.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row, made by ``ViewBuilder`` from a block.
public struct TupleView<T>: View, MultiView {
  /// It has no body: its elements join the parent's children.
  public typealias Body = Never
  /// The views, as a tuple.
  public let value: T
  /// The tuple's views, in order: kept by ``ViewBuilder``, which has them
  /// one by one, so that neither the children nor a comparison need to
  /// reflect over the tuple.
  private let elements: [any View]

  /// The views of `value`, a tuple of views.
  public init(_ value: T) {
    self.value = value
    elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(_ value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }

  var childrenAreStored: Bool { true }

  func children() -> [ViewChild] {
    // The tuple's elements are views; their position is their identity.
    ViewChild.byPosition(elements)
  }
}

extension TupleView: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: TupleView) -> Bool { viewsAreEqual(elements, other.elements) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder. The
/// branch is part of the identity: switching branches makes new widgets.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, MultiView {
  /// It has no body: the chosen branch joins the parent's children.
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  var childrenAreStored: Bool { true }

  func children() -> [ViewChild] {
    switch storage {
    case .trueContent(let view): return [ViewChild(id: true, view: view)]
    case .falseContent(let view): return [ViewChild(id: false, view: view)]
    }
  }
}

extension ConditionalContent: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: ConditionalContent) -> Bool {
    switch (storage, other.storage) {
    case (.trueContent(let a), .trueContent(let b)): return viewsAreEqual(a, b)
    case (.falseContent(let a), .falseContent(let b)): return viewsAreEqual(a, b)
    default: return false
    }
  }
}

extension Optional: View where Wrapped: View {
  /// It has no body: the wrapped view, if any, joins the parent's children.
  public typealias Body = Never
}

extension Optional: MultiView where Wrapped: View {
  var childrenAreStored: Bool { true }

  func children() -> [ViewChild] {
    switch self {
    case .some(let view): return ViewChild.only(view)
    case .none: return []
    }
  }
}

extension Optional: SameViewComparable where Wrapped: View {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: Wrapped?) -> Bool {
    switch (self, other) {
    case (.some(let a), .some(let b)): return viewsAreEqual(a, b)
    case (.none, .none): return true
    default: return false
    }
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, MultiView, Equatable {
  /// It has no body and no children.
  public typealias Body = Never
  /// An empty view.
  public init() {}
  var childrenAreStored: Bool { true }
  func children() -> [ViewChild] { [] }
}

/// Groups views without adding layout: its children join the parent's.
public struct Group<Content: View>: View, MultiView {
  /// It has no body: its content joins the parent's children.
  public typealias Body = Never
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  var childrenAreStored: Bool { true }
  func children() -> [ViewChild] { ViewChild.only(content) }
}

extension Group: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: Group) -> Bool { viewsAreEqual(content, other.content) }
}

/// A type-erased view. Its identity includes the wrapped type, so wrapping
/// a different type of view makes new widgets, as in SwiftUI.
public struct AnyView: View, MultiView {
  /// It has no body: the wrapped view joins the parent's children.
  public typealias Body = Never
  let wrapped: any View

  /// A view that wraps `view`; an `AnyView` is not wrapped twice.
  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      wrapped = any.wrapped
    } else {
      wrapped = view
    }
  }

  /// A view that wraps `view`, like SwiftUI's `AnyView(erasing:)`.
  public init<V: View>(erasing view: V) { self.init(view) }

  var childrenAreStored: Bool { true }

  func children() -> [ViewChild] {
    [ViewChild(id: ObjectIdentifier(type(of: wrapped)), view: wrapped)]
  }
}

extension AnyView: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: AnyView) -> Bool { viewsAreEqual(wrapped, other.wrapped) }
}
