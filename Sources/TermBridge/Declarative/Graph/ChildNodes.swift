import TermBridgeTerminal
import TermBridgeWidgets

/// Children of a node, kept by identity so that a new list of views reuses
/// the nodes of views that are still there.
@MainActor
struct ChildNodes {
  /// A child's node with the identity it was made for.
  struct Entry {
    let id: AnyHashable
    /// As `ViewChild.position`: the position that is the whole id, or -1.
    let position: Int
    let node: ViewNode

    /// Whether `child` has this entry's identity.
    func hasID(of child: ViewChild) -> Bool {
      position >= 0 && child.position >= 0 ? position == child.position : id == child.id
    }
  }

  private(set) var entries: [Entry] = []

  var nodes: [ViewNode] { entries.map(\.node) }

  /// Reconciles with `children`; returns whether the set or order of nodes
  /// changed (so the widgets above need re-syncing).
  mutating func reconcile(
    with children: [ViewChild], parent: ViewNode, environment: EnvironmentValues
  ) -> Bool {
    // Fast path: same ids in the same order.
    if children.count == entries.count {
      var same = true
      for (index, child) in children.enumerated() {
        let entry = entries[index]
        if !entry.hasID(of: child) || !sameType(entry.node.view, child.view) {
          same = false
          break
        }
      }
      if same {
        for (index, child) in children.enumerated() {
          entries[index].node.update(to: child.view, environment: environment)
        }
        return false
      }
    }
    var old: [AnyHashable: ViewNode] = [:]
    for entry in entries where old[entry.id] == nil { old[entry.id] = entry.node }
    var seen = Set<AnyHashable>()
    var result: [Entry] = []
    result.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      // Duplicate ids fall back to their position, so nothing is shared.
      let unique = seen.insert(child.id).inserted
      let id = unique ? child.id : AnyHashable("\(child.id)#\(index)")
      let position = unique ? child.position : -1
      if let existing = old[id], sameType(existing.view, child.view) {
        old[id] = nil
        existing.update(to: child.view, environment: environment)
        result.append(Entry(id: id, position: position, node: existing))
      } else {
        let node = makeNode(for: child.view, parent: parent, graph: parent.graph, environment: environment)
        result.append(Entry(id: id, position: position, node: node))
      }
    }
    for node in old.values { node.unmount() }
    let changed = result.count != entries.count || zip(result, entries).contains { $0.node !== $1.node }
    entries = result
    return changed
  }

  mutating func unmountAll() {
    for entry in entries { entry.node.unmount() }
    entries.removeAll()
  }
}

func sameType(_ a: any View, _ b: any View) -> Bool {
  ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b))
}
