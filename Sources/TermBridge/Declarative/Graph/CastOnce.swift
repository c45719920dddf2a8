/// A node's value cast to what its kind of node works through (a widget
/// view, a container, a structural or multi view, an attachment), once per
/// value: `reset()` when a new value arrives.
///
/// The first value of a type is cast by the runtime (a conformance lookup);
/// the cast also yields a projection for that type, which the next values of
/// the same type go through instead: they are the same type, so their
/// bytes are reinterpreted as it, and the existential made from the
/// projection's static conformance (a node's value is nearly always of the
/// type it had).
struct CastOnce<Target> {
  private var cached: Target?
  private var projection: (type: ObjectIdentifier, project: (any View) -> Target)?

  /// `view` as `Target`: cast by `cast` the first time a type is seen, then
  /// by the projection `project` made from that cast.
  mutating func value(
    of view: any View, _ cast: (any View) -> Target,
    projecting project: (Target) -> (any View) -> Target
  ) -> Target {
    if let cached { return cached }
    let type = ObjectIdentifier(Swift.type(of: view))
    let value: Target
    if let projection, projection.type == type {
      value = projection.project(view)
    } else {
      value = cast(view)
      projection = (type, project(value))
    }
    cached = value
    return value
  }

  mutating func reset() { cached = nil }
}

/// `view`'s value as a `T`: the caller knows `T` is its dynamic type.
nonisolated func reinterpret<T>(_ view: any View, as _: T.Type) -> T {
  func open<V>(_ value: V) -> T {
    precondition(V.self == T.self, "a projection applied to a value of another type")
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
  }
  return open(view)
}

// Projections for each kind of node: each is made from a value's static
// type, so the existential it returns needs no conformance lookup.

nonisolated func projection(of value: any WidgetView) -> (any View) -> any WidgetView {
  func make<V: WidgetView>(_: V) -> (any View) -> any WidgetView { { V.primitive(ofValue: $0) } }
  return make(value)
}

/// A widget node's value as the graph's primitive: a widget view itself,
/// or a representable in its adapter (the representables are the public
/// way to wrap a widget; the primitive is the package's own).
@MainActor
func widgetPrimitive(of view: any View) -> any WidgetView {
  if let primitive = view as? any WidgetView { return primitive }
  if let representable = view as? any TermViewRepresentable { return representable.widgetPrimitive }
  return (view as! any TermViewControllerRepresentable).widgetPrimitive
}

nonisolated func projection(of value: any WidgetContainerView) -> (any View) -> any WidgetContainerView {
  func make<V: WidgetContainerView>(_: V) -> (any View) -> any WidgetContainerView {
    { reinterpret($0, as: V.self) }
  }
  return make(value)
}

nonisolated func projection(of value: any StructuralView) -> (any View) -> any StructuralView {
  func make<V: StructuralView>(_: V) -> (any View) -> any StructuralView { { reinterpret($0, as: V.self) } }
  return make(value)
}

nonisolated func projection(of value: any MultiView) -> (any View) -> any MultiView {
  func make<V: MultiView>(_: V) -> (any View) -> any MultiView { { reinterpret($0, as: V.self) } }
  return make(value)
}

nonisolated func projection(of value: any WidgetAttachmentView) -> (any View) -> any WidgetAttachmentView {
  func make<V: WidgetAttachmentView>(_: V) -> (any View) -> any WidgetAttachmentView {
    { reinterpret($0, as: V.self) }
  }
  return make(value)
}
