extension View {
  /// Runs `action` with each value `publisher` publishes while the view is
  /// in the tree, like SwiftUI's `onReceive(_:perform:)`: a model's
  /// `$property`, its `objectWillChange`, or a timer.
  ///
  /// ```swift
  /// .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now in
  ///   clock = now
  /// }
  /// ```
  ///
  /// The view subscribes once, when it appears, and cancels when it goes
  /// away; a later value of the view keeps that subscription (and uses its
  /// newest `action`) rather than subscribing to the publisher it carries.
  /// Values published on another thread are delivered on the main actor.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    LifecycleView(wrapped: self) { ReceiveLifecycle(publisher: publisher, action: action) }
  }
}

/// Subscribes to a publisher while its view is in the tree and hands each
/// value to the view's newest action.
@MainActor
final class ReceiveLifecycle<P: Publisher>: NodeLifecycle {
  let publisher: P
  var action: (P.Output) -> Void
  private var subscription: AnyCancellable?
  /// Values that arrive while the view is being made wait for the update's end.
  private weak var mountingGraph: ViewGraph?

  init(publisher: P, action: @escaping (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
  }

  override func didMount(node: ViewNode) {
    mountingGraph = node.graph
    subscription = publisher.sink(receiveValue: ReceiveLifecycle.handler(for: self))
    mountingGraph = nil
  }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? ReceiveLifecycle<P> else {
      return
    }
    action = template.action
  }

  override func willUnmount(node: ViewNode) {
    subscription?.cancel()
    subscription = nil
  }

  fileprivate func receive(_ value: P.Output) {
    guard subscription != nil || mountingGraph != nil else { return }
    if let graph = mountingGraph {
      graph.afterUpdate { [weak self] in self?.action(value) }
    } else {
      action(value)
    }
  }

  /// The handler, made outside the main actor: a publisher calls it on the
  /// thread that sent the value, and the value goes on to the main actor.
  private nonisolated static func handler(for lifecycle: ReceiveLifecycle) -> (P.Output) -> Void {
    { [weak lifecycle] value in
      let sent = UncheckedValue(value)
      if ViewGraph.isOnMainActor {
        MainActor.assumeIsolated { lifecycle?.receive(sent.value) }
      } else {
        Task { @MainActor in lifecycle?.receive(sent.value) }
      }
    }
  }
}

/// A value handed to the main actor from a publisher's thread, as SwiftUI
/// expects publishers that views receive from to deliver on the main thread.
private struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
