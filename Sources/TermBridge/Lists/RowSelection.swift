/// How `List` and `Table` find the rows of their selection bindings and
/// compare their data: one rule for both coordinators.
@MainActor
enum RowSelection {
  /// Whether two collections hold the same rows: `==` when they are
  /// `Equatable` (O(1) for ranges and unchanged arrays), else their ids.
  static func sameRows<C: Collection, ID: Equatable>(_ a: C, _ b: C, id: (C.Element) -> ID) -> Bool {
    if let equatable = a as? any Equatable { return equalValues(equatable, b) }
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { id($0) == id($1) }
  }

  /// The row whose id is `selected` among `count` rows: near `current`
  /// first (keys move it a row or a page), then anywhere.
  static func row<ID: Equatable>(of selected: ID, near current: Int, count: Int, id: (Int) -> ID) -> Int? {
    let current = min(max(0, current), max(0, count - 1))
    for distance in 0...min(count, 256) {
      if current + distance < count, id(current + distance) == selected { return current + distance }
      if distance > 0, current - distance >= 0, current - distance < count, id(current - distance) == selected
      {
        return current - distance
      }
    }
    return (0..<count).first { id($0) == selected }
  }

  /// Whether `rows` (of `count`) are the rows of `selected` already, given
  /// the selected ids no row shows: then no pass over the data is needed.
  static func rows<ID: Hashable>(
    _ rows: Set<Int>, match selected: Set<ID>, unshown: Set<ID>, count: Int, id: (Int) -> ID
  ) -> Bool {
    rows.count + unshown.count == selected.count && unshown.isSubset(of: selected)
      && rows.allSatisfy { $0 < count && selected.contains(id($0)) }
  }

  /// The rows of `data` whose ids are in `selected`, and the ids found.
  static func rows<C: Collection, ID: Hashable>(of selected: Set<ID>, in data: C, id: (C.Element) -> ID) -> (
    rows: Set<Int>, found: Set<ID>
  ) {
    var rows = Set<Int>()
    var found = Set<ID>()
    guard !selected.isEmpty else { return (rows, found) }
    for (row, element) in data.enumerated() {
      let elementID = id(element)
      guard selected.contains(elementID) else { continue }
      rows.insert(row)
      found.insert(elementID)
    }
    return (rows, found)
  }
}

private func equalValues<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}
