/// A source of values over time, like Combine's `Publisher`, which Linux
/// does not have: what `.onReceive(_:perform:)` listens to, and what
/// `objectWillChange`, a `@Published` property's `$value` and
/// `Timer.publish(every:on:in:)` are.
///
/// TermBridge keeps the part of Combine that SwiftUI apps use with views:
/// subscribing with ``sink(receiveValue:)`` and cancelling through the
/// returned ``AnyCancellable``. Combine's operators (`map`, `debounce`,
/// `receive(on:)` …) are not offered.
public protocol Publisher<Output, Failure> {
  /// The values published.
  associatedtype Output
  /// The error that ends the values (`Never` for the library's publishers).
  associatedtype Failure: Error

  /// Calls `receiveValue` with each value published from now on, until the
  /// returned cancellable is cancelled or released.
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// Something that can be stopped, like Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it: a subscription delivers nothing more.
  func cancel()
}

/// A subscription's handle, like Combine's `AnyCancellable`: cancelling or
/// releasing it ends the subscription, so a model keeps the ones it wants
/// in a `Set<AnyCancellable>`.
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A handle that calls `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

  /// A handle that cancels `canceller` when cancelled or released.
  public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

  deinit { onCancel?() }

  /// Ends the subscription (once; later calls do nothing).
  public func cancel() {
    let cancel = onCancel
    onCancel = nil
    cancel?()
  }

  /// Keeps the handle in `set` (the subscription lives as long as it is there).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps the handle in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Two handles are equal when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
