extension TermCanvas {
  /// Draws `text` on one row as a hyperlink to `url` (OSC 8), like
  /// the canvas's `draw(_:at:style:)`, and returns the columns it advanced.
  ///
  /// The link is a property of the cells, as their style is: the escape
  /// bytes never take a cell, and drawing anything over the cells later
  /// ends the link there. Where the terminal is not known to draw OSC 8
  /// (``TermScreen/usesHyperlinks``), the text is underlined instead.
  @discardableResult
  public func drawLink<S: StringProtocol>(
    _ text: S, url: String, at point: Point, style: TermStyle = .plain
  ) -> Int {
    var linkStyle = style
    if !surface.usesHyperlinks { linkStyle.attributes.insert(.underline) }
    let advanced = draw(text, at: point, style: linkStyle)
    let y = point.y + origin.y
    let lower = max(point.x + origin.x, clip.minX)
    let upper = min(point.x + origin.x + advanced, clip.maxX)
    if surface.usesHyperlinks, y >= clip.minY, y < clip.maxY, lower < upper, !url.isEmpty {
      surface.addHyperlink(HyperlinkRun(y: y, minX: lower, maxX: upper, url: url))
    }
    return advanced
  }
}
