import TermBridgeTerminal

/// The sizes a layout item measured, by proposal, until something inside
/// it changes. A node sees a handful of proposals (a stack asks each child
/// for its smallest, largest and offered sizes), so the sizes are searched
/// in a short array: cheaper than hashing the proposal on every lookup.
struct SizeCache {
  /// Past this many proposals the oldest is forgotten.
  static let capacity = 8

  private var entries: [(proposal: ProposedViewSize, size: Size)] = []
  private var nextReplaced = 0

  /// Whether no size is cached.
  var isEmpty: Bool { entries.isEmpty }

  /// The size cached for `proposal`, if any.
  subscript(proposal: ProposedViewSize) -> Size? {
    for entry in entries where entry.proposal == proposal { return entry.size }
    return nil
  }

  /// Caches `size` for `proposal`, replacing the oldest entry when full.
  mutating func store(_ size: Size, for proposal: ProposedViewSize) {
    if let index = entries.firstIndex(where: { $0.proposal == proposal }) {
      entries[index].size = size
    } else if entries.count < SizeCache.capacity {
      entries.append((proposal, size))
    } else {
      entries[nextReplaced] = (proposal, size)
      nextReplaced = (nextReplaced + 1) % SizeCache.capacity
    }
  }

  /// Forgets every size (keeping the storage for the next ones).
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    nextReplaced = 0
  }

  /// The cached proposals and their sizes.
  var all: [(proposal: ProposedViewSize, size: Size)] { entries }
}
