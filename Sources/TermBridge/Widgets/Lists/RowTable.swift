/// Values by row index, for what a list keeps per row (the cells on
/// screen, the heights of rows measured).
///
/// A list looks a row up several times for each row it lays out, and a
/// `Dictionary` hashes an `Int` key with SipHash each time; rows are
/// small integers that need no protection from collisions an attacker
/// chooses, so this table hashes them with one multiplication (open
/// addressing, linear probing, deletion by shifting back). It is a value
/// with the copy-on-write of the array it keeps. Iteration order is
/// unspecified, as a dictionary's is.
struct RowTable<Value>: Sequence, ExpressibleByDictionaryLiteral {
  typealias Element = (key: Int, value: Value)

  /// The slots, a power of two of them; nil is an empty slot.
  private var slots: [Element?]
  private(set) var count = 0

  /// An empty table.
  init() { slots = [] }

  init(dictionaryLiteral elements: (Int, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }

  var isEmpty: Bool { count == 0 }

  /// The value for `key`, or nil; setting nil removes it.
  subscript(key: Int) -> Value? {
    get {
      guard let index = index(of: key) else { return nil }
      return slots[index]?.value
    }
    set {
      if let newValue {
        insert(newValue, for: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// The rows that have a value.
  var keys: [Int] { map(\.key) }
  /// The values, in the order of ``keys``.
  var values: [Value] { map(\.value) }

  /// Removes `key`'s value and returns it.
  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard var hole = index(of: key) else { return nil }
    let removed = slots[hole]?.value
    slots[hole] = nil
    count -= 1
    // Entries after the hole that would not be found past it move back.
    let mask = slots.count - 1
    var next = (hole + 1) & mask
    while let entry = slots[next] {
      let home = slot(for: entry.key)
      // Whether `home` lies cyclically in (hole, next]: then it stays.
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !stays {
        slots[hole] = entry
        slots[next] = nil
        hole = next
      }
      next = (next + 1) & mask
    }
    return removed
  }

  /// Removes every value (keeping the storage).
  mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices { slots[index] = nil }
    count = 0
  }

  func makeIterator() -> some IteratorProtocol<Element> { slots.lazy.compactMap { $0 }.makeIterator() }

  // MARK: Slots

  /// The slot `key` hashes to (Fibonacci hashing of the key's bits).
  private func slot(for key: Int) -> Int {
    let product = UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - slots.count.trailingZeroBitCount))
  }

  private func index(of key: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var index = slot(for: key)
    while let entry = slots[index] {
      if entry.key == key { return index }
      index = (index + 1) & mask
    }
    return nil
  }

  private mutating func insert(_ value: Value, for key: Int) {
    if let index = index(of: key) {
      slots[index] = (key, value)
      return
    }
    // At most half full, so a probe ends soon.
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var index = slot(for: key)
    while slots[index] != nil { index = (index + 1) & mask }
    slots[index] = (key, value)
    count += 1
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: Swift.max(8, old.count * 2))
    count = 0
    for case let (key, value)? in old { insert(value, for: key) }
  }
}
