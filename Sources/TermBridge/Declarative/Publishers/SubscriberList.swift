import Synchronization

/// The subscribers of one publisher, safe to use from any thread: a value
/// is delivered, outside the lock, to the handlers subscribed when it was
/// sent, on the sender's thread.
package final class SubscriberList<Output>: @unchecked Sendable {
  // `handlers` and `nextID` are read and written only under `lock`.
  private let lock = Mutex<Void>(())
  private var handlers: [Int: (Output) -> Void] = [:]
  private var nextID = 0

  package init() {}

  /// Adds `handler`; the returned handle removes it.
  package func subscribe(_ handler: @escaping (Output) -> Void) -> AnyCancellable {
    let id = lock.withLock { _ in
      nextID += 1
      handlers[nextID] = handler
      return nextID
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { _ in handlers.removeValue(forKey: id) }
  }

  /// Whether anyone listens.
  package var isEmpty: Bool { lock.withLock { _ in handlers.isEmpty } }

  /// Calls every handler with `value`, in the order they subscribed.
  package func send(_ value: Output) {
    let current = lock.withLock { _ in handlers.sorted { $0.key < $1.key }.map(\.value) }
    for handler in current { handler(value) }
  }
}
