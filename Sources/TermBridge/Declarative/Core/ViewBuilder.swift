import TermBridgeTerminal
import TermBridgeWidgets

/// Builds views from closures, like SwiftUI's `@ViewBuilder`: any number of
/// children, `if`/`else`, `switch`, optionals and `for`-free composition.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row, made by ``ViewBuilder`` from a block.
public struct TupleView<T>: View, MultiView {
  public typealias Body = Never
  public let value: T

  public init(_ value: T) { self.value = value }

  func children() -> [ViewChild] {
    // The tuple's elements are views; their position is their identity.
    Mirror(reflecting: value).children.enumerated().compactMap { index, child in
      (child.value as? any View).map { ViewChild(id: index, view: $0) }
    }
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder. The
/// branch is part of the identity: switching branches makes new widgets.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, MultiView {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  func children() -> [ViewChild] {
    switch storage {
    case .trueContent(let view): return [ViewChild(id: true, view: view)]
    case .falseContent(let view): return [ViewChild(id: false, view: view)]
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: MultiView where Wrapped: View {
  func children() -> [ViewChild] {
    switch self {
    case .some(let view): return [ViewChild(id: 0, view: view)]
    case .none: return []
    }
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, MultiView, Equatable {
  public typealias Body = Never
  public init() {}
  func children() -> [ViewChild] { [] }
}

/// Groups views without adding layout: its children join the parent's.
public struct Group<Content: View>: View, MultiView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func children() -> [ViewChild] { [ViewChild(id: 0, view: content)] }
}

/// A type-erased view. Its identity includes the wrapped type, so wrapping
/// a different type of view makes new widgets, as in SwiftUI.
public struct AnyView: View, MultiView {
  public typealias Body = Never
  let wrapped: any View

  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      wrapped = any.wrapped
    } else {
      wrapped = view
    }
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  func children() -> [ViewChild] {
    [ViewChild(id: ObjectIdentifier(type(of: wrapped)), view: wrapped)]
  }
}
