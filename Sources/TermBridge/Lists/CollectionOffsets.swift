extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`
  /// does for `.onDelete`. Takes an `OffsetSet`, Foundation's `IndexSet`,
  /// or any set of `Int`; offsets outside the collection are skipped.
  public mutating func remove<Offsets: SetAlgebra & Sequence>(atOffsets offsets: Offsets)
  where Offsets.Element == Int {
    for offset in offsets.sorted(by: >) {
      guard offset >= 0, offset < count else { continue }
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` to before the element at `destination`
  /// (an offset in the collection as it was), as SwiftUI's
  /// `move(fromOffsets:toOffset:)` does for `.onMove`.
  public mutating func move<Offsets: SetAlgebra & Sequence>(
    fromOffsets source: Offsets, toOffset destination: Int
  )
  where Offsets.Element == Int {
    let offsets = source.sorted().filter { $0 >= 0 && $0 < count }
    let moving = offsets.map { self[index(startIndex, offsetBy: $0)] }
    let before = offsets.filter { $0 < destination }.count
    remove(atOffsets: OffsetSet(offsets))
    let target = Swift.max(0, Swift.min(count, destination - before))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
