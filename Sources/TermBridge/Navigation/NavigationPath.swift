/// A type-erased list of the values pushed on a ``NavigationStack``, like
/// SwiftUI's `NavigationPath`: values of different `Hashable` types, each
/// shown by the `navigationDestination(for:)` registered for its type.
public struct NavigationPath: Equatable {
  /// The values, bottom of the stack first.
  var elements: [AnyHashable]

  /// An empty path (the root alone).
  public init() { elements = [] }

  /// A path holding `elements`, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(erased: [AnyHashable]) { elements = erased }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether only the root is shown.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values (all there are when fewer).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
