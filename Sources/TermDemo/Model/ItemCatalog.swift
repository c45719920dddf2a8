/// The demo's items: `item %06d WORD`, the same titles as the bench peers
/// (../shared/bench/curses_demo.py), so one scripted session runs against all.
///
/// Titles are kept in one flat buffer at a fixed stride, so a search is a
/// `memmem` scan over contiguous bytes, and a million items cost ~24 MB.
struct ItemCatalog: Sendable {
  static let words = [
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo",
    "lima",
    "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
    "xray", "yankee", "zulu", "amber", "basalt", "cobalt", "dune", "ember", "fjord",
  ]
  /// Bytes per title slot: the longest title is 19 bytes; the rest is zeros.
  static let stride = 24

  let count: Int
  private let bytes: [UInt8]

  init(count: Int) {
    let count = max(0, count)
    self.count = count
    let words = ItemCatalog.words.map { Array($0.utf8) }
    bytes = [UInt8](unsafeUninitializedCapacity: count * ItemCatalog.stride) { buffer, initialized in
      buffer.initialize(repeating: 0)
      for index in 0..<count {
        ItemCatalog.writeTitle(index, words: words, into: buffer, at: index * ItemCatalog.stride)
      }
      initialized = buffer.count
    }
  }

  /// Writes the bytes of item `index`'s title at `offset` (at most
  /// `stride` bytes): "item ", six or more digits, a space, the word. No
  /// string is made per item, so a million titles take milliseconds.
  private static func writeTitle(
    _ index: Int, words: [[UInt8]], into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    var position = offset
    for byte in "item ".utf8 {
      buffer[position] = byte
      position += 1
    }
    var digits = 1
    var rest = index / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let width = max(6, digits)
    var value = index
    for place in Swift.stride(from: position + width - 1, through: position, by: -1) {
      buffer[place] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
    position += width
    buffer[position] = UInt8(ascii: " ")
    position += 1
    for byte in words[index % words.count] {
      buffer[position] = byte
      position += 1
    }
  }

  /// The title of item `index`.
  static func title(_ index: Int) -> String {
    let digits = String(index)
    let padded = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    return "item \(padded) \(words[index % words.count])"
  }

  func title(_ index: Int) -> String { ItemCatalog.title(index) }

  /// The indices of the items whose title contains `query` (case-insensitive),
  /// looking only at `candidates` when given (a narrower query's matches).
  func search(_ query: String, among candidates: [Int32]? = nil) -> [Int32] {
    let needle = Array(query.lowercased().utf8)
    guard !needle.isEmpty else { return (0..<count).map { Int32($0) } }
    guard needle.count <= ItemCatalog.stride else { return [] }
    var result: [Int32] = []
    bytes.withUnsafeBufferPointer { buffer in
      needle.withUnsafeBufferPointer { pattern in
        if let candidates {
          for index in candidates where ItemCatalog.slot(buffer, Int(index), contains: pattern) {
            result.append(index)
          }
        } else {
          for index in 0..<count where ItemCatalog.slot(buffer, index, contains: pattern) {
            result.append(Int32(index))
          }
        }
      }
    }
    return result
  }

  /// Whether title slot `index` contains `pattern` (titles are zero-padded,
  /// and no pattern contains a zero byte).
  private static func slot(
    _ buffer: UnsafeBufferPointer<UInt8>, _ index: Int, contains pattern: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let start = index * stride
    let first = pattern[0]
    let last = start + stride - pattern.count
    var offset = start
    while offset <= last {
      if buffer[offset] == 0 { return false }
      if buffer[offset] == first {
        var matched = 1
        while matched < pattern.count && buffer[offset + matched] == pattern[matched] { matched += 1 }
        if matched == pattern.count { return true }
      }
      offset += 1
    }
    return false
  }
}

/// The items matching the current query, as a collection of item indices.
/// Equal when made by the same search, so views can tell "unchanged" in O(1).
struct MatchList: RandomAccessCollection, Equatable, Sendable {
  private enum Storage: Sendable {
    case all(Int)
    case subset([Int32])
  }
  private let storage: Storage
  /// Which search made this list.
  let generation: Int

  static func all(_ count: Int, generation: Int) -> MatchList {
    MatchList(storage: .all(count), generation: generation)
  }

  static func subset(_ indices: [Int32], generation: Int) -> MatchList {
    MatchList(storage: .subset(indices), generation: generation)
  }

  var startIndex: Int { 0 }
  var endIndex: Int {
    switch storage {
    case .all(let count): return count
    case .subset(let indices): return indices.count
    }
  }

  subscript(position: Int) -> Int {
    switch storage {
    case .all: return position
    case .subset(let indices): return Int(indices[position])
    }
  }

  /// The indices as a compact array (for narrowing a search).
  var indices32: [Int32]? {
    if case .subset(let indices) = storage { return indices }
    return nil
  }

  static func == (a: MatchList, b: MatchList) -> Bool { a.generation == b.generation }
}
