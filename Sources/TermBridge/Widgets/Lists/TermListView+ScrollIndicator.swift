import TermBridgeTerminal

/// The scroll indicator: a track in the last column with a thumb standing
/// for the rows on screen.
extension TermListView {
  /// The thumb's first line and length, or nil when no indicator is shown.
  ///
  /// Positions are measured in rows (the top row plus the part of it
  /// scrolled off): exact when rows share a height, an estimate otherwise,
  /// since the heights of rows never shown are not known.
  var scrollIndicatorThumb: (start: Int, length: Int)? {
    let track = bounds.height
    guard isShowingScrollIndicator, track > 0, rowCount > 0, let first = laidOutRows.first,
      let last = laidOutRows.last
    else { return nil }
    var visible = 0.0
    for entry in laidOutRows {
      let lines = min(entry.y + entry.height, track) - max(entry.y, 0)
      visible += Double(lines) / Double(entry.height)
    }
    let total = Double(rowCount)
    let length = min(track, max(1, Int((Double(track) * visible / total).rounded())))
    let room = track - length
    let atTop = topRow == 0 && topOffset == 0
    let atEnd = last.row == rowCount - 1 && last.y + last.height <= track
    if atTop { return (0, length) }
    if atEnd { return (room, length) }
    let offset = Double(topRow) + Double(topOffset) / Double(first.height)
    let fraction = min(1, max(0, offset / max(1, total - visible)))
    var start = Int((Double(room) * fraction).rounded())
    // Neither at the top nor at the end: never look as if it were.
    if room >= 2 { start = min(max(start, 1), room - 1) }
    return (start, length)
  }

  func drawScrollIndicator(in canvas: TermCanvas) {
    guard let thumb = scrollIndicatorThumb else { return }
    let x = bounds.width - 1
    canvas.drawVerticalLine(x: x, from: 0, to: bounds.height, style: scrollIndicatorTrackStyle)
    canvas.drawVerticalLine(
      x: x, from: thumb.start, to: thumb.start + thumb.length, character: "┃",
      style: scrollIndicatorStyle)
  }

  /// Whether `point` (list coordinates) is on the scroll indicator.
  func isOnScrollIndicator(_ point: Point) -> Bool {
    isShowingScrollIndicator && point.x == bounds.width - 1 && point.y >= 0 && point.y < bounds.height
  }

  /// Scrolls as if the thumb were pulled to line `y` of the track: the top
  /// line means the first row, the bottom line the end.
  func scrollIndicatorDidTrack(toLine y: Int) {
    let track = bounds.height
    guard track > 1, rowCount > 0 else { return }
    let fraction = Double(min(max(0, y), track - 1)) / Double(track - 1)
    let lastTop = max(0, rowCount - laidOutRows.count)
    let row = Int((fraction * Double(lastTop)).rounded())
    pendingScroll = fraction >= 1 ? .row(rowCount - 1, .bottom) : .row(row, .top)
    setNeedsLayout()
  }
}
