import TermBridgeCore

/// Remembers, weakly, every widget, view controller and coordinator it has
/// seen in an app's windows, so a run can tell how many are alive and which
/// of them are alive although no window holds them any more (a leak).
///
/// Coordinators are found through the widgets' delegates and data sources,
/// which is where a representable's coordinator sits.
@MainActor
final class LiveObjectTracker {
  private struct Entry {
    weak var object: AnyObject?
    let kind: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Objects ever seen (each counted once).
  private(set) var seenCount = 0

  /// Records everything reachable from `app`'s windows now; returns the
  /// identities found, for ``leaks(reachable:)``.
  @discardableResult
  func scan(_ app: TermApplication) -> Set<ObjectIdentifier> {
    var reachable: Set<ObjectIdentifier> = []
    func note(_ object: AnyObject, _ kind: String) {
      let id = ObjectIdentifier(object)
      guard reachable.insert(id).inserted else { return }
      if let entry = entries[id], entry.object === object { return }
      entries[id] = Entry(object: object, kind: kind)
      seenCount += 1
    }
    func visit(controller: TermViewController) {
      note(controller, "controller")
      for child in controller.children { visit(controller: child) }
      if let presented = controller.presentedViewController { visit(controller: presented) }
    }
    func visit(view: TermView) {
      note(view, "view")
      if let controller = view.viewController { visit(controller: controller) }
      let delegates: [AnyObject?] =
        switch view {
        case let bar as TermSearchBar: [bar.delegate]
        case let field as TermTextField: [field.delegate]
        case let editor as TermTextView: [editor.delegate]
        case let list as TermListView: [list.dataSource, list.delegate]
        default: []
        }
      for case let delegate? in delegates { note(delegate, "coordinator") }
      for subview in view.subviews { visit(view: subview) }
    }
    for window in app.windows {
      visit(view: window)
      if let root = window.rootViewController { visit(controller: root) }
    }
    return reachable
  }

  /// How many of the objects seen are still alive, by kind.
  var liveCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in entries.values where entry.object != nil { counts[entry.kind, default: 0] += 1 }
    return counts
  }

  /// The total of ``liveCounts``.
  var liveCount: Int { entries.values.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }

  /// Objects that are alive but not in `reachable` (a fresh ``scan(_:)``),
  /// by type name: left behind by something that should have let go.
  func leaks(reachable: Set<ObjectIdentifier>) -> [String: Int] {
    var result: [String: Int] = [:]
    for (id, entry) in entries where !reachable.contains(id) {
      if let object = entry.object { result[String(describing: type(of: object)), default: 0] += 1 }
    }
    return result
  }

  /// Forgets the entries of objects that have gone.
  func prune() {
    entries = entries.filter { $0.value.object != nil }
  }
}
