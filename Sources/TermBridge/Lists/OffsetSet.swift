/// A sorted set of offsets into a collection: what `.onDelete` and
/// `.onMove` hand their action, and what `remove(atOffsets:)` and
/// `move(fromOffsets:toOffset:)` take.
///
/// SwiftUI hands these actions Foundation's `IndexSet`, and so does
/// TermBridge when the action names it (`func delete(at offsets: IndexSet)`
/// with `import Foundation`): the actions and the collection methods are
/// generic over any `SetAlgebra` of `Int`. A closure that does not say
/// gets an `OffsetSet`, which iterates in ascending order as `IndexSet`
/// does. The library itself does not link Foundation, whose
/// internationalisation data costs every app several megabytes.
public struct OffsetSet: SetAlgebra, BidirectionalCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  /// The offsets, ascending and without repeats.
  private var sorted: [Int]

  /// An empty set.
  public init() { sorted = [] }

  /// The set holding one offset, like `IndexSet(integer:)`.
  public init(integer offset: Int) { sorted = [offset] }

  /// The set holding `offsets`.
  public init<S: Sequence>(_ offsets: S) where S.Element == Int {
    sorted = Array(Set(offsets)).sorted()
  }

  /// The set holding the offsets listed.
  public init(arrayLiteral offsets: Int...) { self.init(offsets) }

  // MARK: Collection

  /// The position of the smallest offset.
  public var startIndex: Int { sorted.startIndex }
  /// The position after the largest offset.
  public var endIndex: Int { sorted.endIndex }
  /// The offset at `position` (ascending order).
  public subscript(position: Int) -> Int { sorted[position] }
  /// The position after `position`.
  public func index(after position: Int) -> Int { position + 1 }
  /// The position before `position`.
  public func index(before position: Int) -> Int { position - 1 }
  /// How many offsets the set holds.
  public var count: Int { sorted.count }
  /// Whether the set holds no offset.
  public var isEmpty: Bool { sorted.isEmpty }

  /// The offsets in ascending order, as the description shows them.
  public var description: String { "\(sorted)" }

  // MARK: SetAlgebra

  private func position(of offset: Int) -> (found: Bool, at: Int) {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return (low < sorted.count && sorted[low] == offset, low)
  }

  /// Whether `offset` is in the set.
  public func contains(_ offset: Int) -> Bool { position(of: offset).found }

  /// Adds `offset`; says whether it was new, and the member equal to it.
  @discardableResult
  public mutating func insert(_ offset: Int) -> (inserted: Bool, memberAfterInsert: Int) {
    let (found, at) = position(of: offset)
    if !found { sorted.insert(offset, at: at) }
    return (!found, offset)
  }

  /// Removes `offset`, returning it if it was in the set.
  @discardableResult
  public mutating func remove(_ offset: Int) -> Int? {
    let (found, at) = position(of: offset)
    guard found else { return nil }
    return sorted.remove(at: at)
  }

  /// Adds `offset` whether or not it was there; returns it if it was.
  @discardableResult
  public mutating func update(with offset: Int) -> Int? {
    insert(offset).inserted ? nil : offset
  }

  /// The offsets in either set.
  public func union(_ other: OffsetSet) -> OffsetSet { OffsetSet(sorted + other.sorted) }

  /// The offsets in both sets.
  public func intersection(_ other: OffsetSet) -> OffsetSet { OffsetSet(sorted.filter(other.contains)) }

  /// The offsets in one set but not both.
  public func symmetricDifference(_ other: OffsetSet) -> OffsetSet {
    OffsetSet(sorted.filter { !other.contains($0) } + other.sorted.filter { !contains($0) })
  }

  /// Adds the offsets of `other`.
  public mutating func formUnion(_ other: OffsetSet) { self = union(other) }

  /// Keeps only the offsets also in `other`.
  public mutating func formIntersection(_ other: OffsetSet) { self = intersection(other) }

  /// Keeps the offsets in one set but not both.
  public mutating func formSymmetricDifference(_ other: OffsetSet) { self = symmetricDifference(other) }
}
