import TermBridgeTerminal

/// One resolved column of a `LazyVGrid` (or row of a `LazyHGrid`): its
/// length in cells, the cells before the next track, and how a cell's
/// view is placed in it. An adaptive ``GridItem`` resolves to as many
/// tracks as fit.
package struct LazyGridTrack: Equatable, Sendable {
  /// The track's length across the grid's scrolling axis.
  package var length: Int
  /// Cells between this track and the next.
  package var spacing: Int
  /// Where a cell's view goes in its slot.
  package var alignment: Alignment

  package init(length: Int, spacing: Int, alignment: Alignment) {
    self.length = length
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The most tracks one adaptive item resolves to: more columns than any
  /// terminal has.
  static let maximumAdaptiveTracks = 1_000

  /// The tracks `items` make in `available` cells, as SwiftUI sizes a lazy
  /// grid's columns: fixed items take their size; the rest (less the
  /// spacing between items) is shared by the flexible and adaptive items
  /// within their limits, a cell of remainder at a time from the first;
  /// an adaptive item then holds as many tracks of at least its minimum
  /// (its spacing apart) as fit in its share, at least one. Where the
  /// minimums do not fit, adaptive items shrink to fit (a terminal
  /// mapping: SwiftUI lets the column run past the grid), whatever unit
  /// the minimum was written in.
  package static func resolve(
    _ items: [GridItem], in available: Int, defaultSpacing: Int, alignment: Alignment
  ) -> [LazyGridTrack] {
    guard !items.isEmpty else { return [] }
    let spacings = items.map { max(0, ($0.spacing ?? defaultSpacing).layoutClamped) }
    var remaining = clampedAdd(max(0, available.layoutClamped), -spacings.dropLast().reduce(0, clampedAdd))
    var lengths = [Int](repeating: 0, count: items.count)
    var pending: [Int] = []
    for (index, item) in items.enumerated() {
      switch item.size.kind {
      case .fixed(let size):
        lengths[index] = max(0, size.layoutClamped)
        remaining = clampedAdd(remaining, -lengths[index])
      case .flexible, .adaptive:
        pending.append(index)
      }
    }
    // Items whose share would fall outside their limits take the limit and
    // leave the rest to the others, until every share is within limits.
    while !pending.isEmpty {
      let share = max(0, remaining) / pending.count
      let limited =
        pending.firstIndex { share < items[$0].size.limits.minimum }
        ?? pending.firstIndex { share > items[$0].size.limits.maximum }
      guard let position = limited else {
        var extra = max(0, remaining) - share * pending.count
        for index in pending {
          lengths[index] = share + (extra > 0 ? 1 : 0)
          extra -= 1
        }
        break
      }
      let index = pending.remove(at: position)
      let limits = items[index].size.limits
      lengths[index] = share < limits.minimum ? limits.minimum : limits.maximum
      remaining = clampedAdd(remaining, -lengths[index])
    }
    shrinkAdaptive(
      &lengths, of: items,
      toFit: clampedAdd(max(0, available.layoutClamped), -spacings.dropLast().reduce(0, clampedAdd)))
    var tracks: [LazyGridTrack] = []
    for (index, item) in items.enumerated() {
      let place = item.alignment ?? alignment
      guard case .adaptive(let minimum, let maximum) = item.size.kind else {
        tracks.append(LazyGridTrack(length: lengths[index], spacing: spacings[index], alignment: place))
        continue
      }
      let spacing = spacings[index]
      let length = lengths[index]
      let smallest = max(1, minimum.layoutClamped)
      // No more tracks than a terminal has columns: an unbounded share
      // (a grid offered infinite room) would otherwise make as many tracks
      // as cells in `.infinity`.
      let count = min(Self.maximumAdaptiveTracks, max(1, (length + spacing) / (smallest + spacing)))
      let room = max(0, clampedAdd(length, -clampedMultiply(count - 1, spacing)))
      var extra = room - (room / count) * count
      for _ in 0..<count {
        let each = min(maximum.layoutClamped, room / count + (extra > 0 ? 1 : 0))
        extra -= 1
        tracks.append(LazyGridTrack(length: each, spacing: spacing, alignment: place))
      }
    }
    return tracks
  }
}

extension LazyGridTrack {
  /// The terminal mapping of an adaptive minimum wider than the grid: the
  /// adaptive items give up cells (down to one) until the tracks fit in
  /// `room`, so a grid whose minimum was written in points (250, for a
  /// window hundreds of points wide) shows its one column in the cells it
  /// has rather than running off the screen.
  fileprivate static func shrinkAdaptive(_ lengths: inout [Int], of items: [GridItem], toFit room: Int) {
    var overflow = clampedAdd(lengths.reduce(0, clampedAdd), -room)
    for (index, item) in items.enumerated() where overflow > 0 {
      guard case .adaptive = item.size.kind else { continue }
      let cut = min(overflow, max(0, lengths[index] - 1))
      lengths[index] -= cut
      overflow -= cut
    }
  }
}

extension GridItem.Size {
  /// The least and most cells the item takes when sharing the room.
  fileprivate var limits: (minimum: Int, maximum: Int) {
    switch kind {
    case .fixed(let size): return (max(0, size.layoutClamped), max(0, size.layoutClamped))
    case .flexible(let minimum, let maximum):
      return (max(0, minimum.layoutClamped), max(max(0, minimum.layoutClamped), maximum.layoutClamped))
    case .adaptive(let minimum, _): return (max(0, minimum.layoutClamped), .infinity)
    }
  }
}
