import TermBridgeTerminal
import TermBridgeWidgets

/// Where the writers of one preference key below a reader put their
/// values: the reader's end of the flow from children to ancestors.
///
/// A writer is an object (its modifier's attachment); its entry keeps the
/// place it first took, so values reduce in the order the writers
/// appeared (the tree's order, for a tree built top to bottom). A change
/// to an entry (compared as the graph compares values) bumps `version`
/// and tells the reader.
@MainActor
final class PreferenceCollector {
  private var writers: [ObjectIdentifier] = []
  private var values: [ObjectIdentifier: Any] = [:]
  /// Counts changes to the entries; a reader compares it with the one it saw.
  private(set) var version = 0
  /// Called after an entry changed.
  var onChange: (@MainActor () -> Void)?

  /// Sets `writer`'s value.
  func set<Value>(_ value: Value, for writer: AnyObject) {
    let id = ObjectIdentifier(writer)
    if let old = values[id] {
      if let old = old as? Value, valuesAreEqual(old, value) { return }
    } else {
      writers.append(id)
    }
    values[id] = value
    changed()
  }

  /// Removes `writer`'s value (its view left the tree).
  func remove(_ writer: AnyObject) {
    let id = ObjectIdentifier(writer)
    guard values.removeValue(forKey: id) != nil else { return }
    writers.removeAll { $0 == id }
    changed()
  }

  private func changed() {
    version &+= 1
    onChange?()
  }

  /// The writers' values combined by `Key.reduce`: the first writer's
  /// value, reduced with each next one; the default when none writes.
  func reduced<Key: PreferenceKey>(_: Key.Type) -> Key.Value {
    var result: Key.Value?
    for id in writers {
      guard let next = values[id] as? Key.Value else { continue }
      if result == nil {
        result = next
      } else {
        Key.reduce(value: &result!) { next }
      }
    }
    return result ?? Key.defaultValue
  }
}

/// The collectors the views below write to, by preference key.
struct PreferenceCollectors {
  var byKey: [ObjectIdentifier: PreferenceCollector?] = [:]

  /// The collector a writer of `Key` writes to, if any reader is above.
  @MainActor func collector<Key: PreferenceKey>(for _: Key.Type) -> PreferenceCollector? {
    byKey[ObjectIdentifier(Key.self)] ?? nil
  }
}

struct PreferenceCollectorsKey: EnvironmentKey {
  static var defaultValue: PreferenceCollectors { PreferenceCollectors() }
}

extension EnvironmentValues {
  /// The collectors of the readers above, by preference key.
  var preferenceCollectors: PreferenceCollectors {
    get { self[PreferenceCollectorsKey.self] }
    set { self[PreferenceCollectorsKey.self] = newValue }
  }
}

extension View {
  /// This view with `collector` (or, with nil, nobody) receiving the
  /// values of `Key` its content writes.
  func collectingPreference<Key: PreferenceKey>(_: Key.Type, into collector: PreferenceCollector?)
    -> some View
  {
    EnvironmentModifierView(wrapped: self) {
      $0.preferenceCollectors.byKey[ObjectIdentifier(Key.self)] = .some(collector)
    }
  }
}
