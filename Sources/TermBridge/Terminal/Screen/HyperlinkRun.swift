/// Cells of one row of a window that link to a URL (OSC 8), in the
/// window's coordinates: columns `minX..<maxX` of row `y`.
struct HyperlinkRun: Hashable {
  var y: Int
  var minX: Int
  var maxX: Int
  var url: String
}

extension CursesWindow {
  /// Whether the screen sends hyperlinks as OSC 8.
  var usesHyperlinks: Bool { screen.usesHyperlinks }

  /// Records a link over cells just drawn (replacing any link there).
  func addHyperlink(_ run: HyperlinkRun) {
    eraseHyperlinks(y: run.y, from: run.minX, to: run.maxX)
    hyperlinks.append(run)
  }

  /// Cells drawn over lose their link: columns `from..<to` of row `y`.
  @inline(__always)
  func eraseHyperlinks(y: Int, from: Int, to: Int) {
    guard !hyperlinks.isEmpty else { return }
    eraseHyperlinksSlowly(y: y, from: from, to: to)
  }

  private func eraseHyperlinksSlowly(y: Int, from: Int, to: Int) {
    var kept: [HyperlinkRun] = []
    for run in hyperlinks {
      guard run.y == y, run.minX < to, from < run.maxX else {
        kept.append(run)
        continue
      }
      if run.minX < from { kept.append(HyperlinkRun(y: y, minX: run.minX, maxX: from, url: run.url)) }
      if to < run.maxX { kept.append(HyperlinkRun(y: y, minX: to, maxX: run.maxX, url: run.url)) }
    }
    hyperlinks = kept
  }
}
