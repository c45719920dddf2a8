/// What the graph works out once per type and keeps for the process (a
/// comparison plan, where a view's dynamic properties are, a node kind):
/// working it out is costly (field reflection, conformance look-ups), and
/// the same types come back on every update.
@MainActor
final class TypeCache<Value> {
  private var values: [ObjectIdentifier: Value] = [:]

  /// The value for `type`, made by `make` the first time it is asked for.
  /// `make` may ask this cache for other types (the types of fields): the
  /// cache is not being changed while it runs.
  func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
    let key = ObjectIdentifier(type)
    if let known = values[key] { return known }
    let value = make(type)
    values[key] = value
    return value
  }
}
