extension Publisher where Failure == Never {
  /// Sets `object`'s property at `keyPath` to each value published, like
  /// Combine's `assign(to:on:)`; the returned handle ends it.
  ///
  /// The object is held strongly while the subscription lasts, as in
  /// Combine.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    sink { value in object[keyPath: keyPath] = value }
  }

  /// Republishes each value through a `@Published` property, like
  /// Combine's `assign(to: &$property)`: every value is set on the
  /// property (sending its object's `objectWillChange`), for as long as
  /// the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let subscription = sink { [weak box] value in box?.set(value) }
    box.keep(subscription)
  }
}
