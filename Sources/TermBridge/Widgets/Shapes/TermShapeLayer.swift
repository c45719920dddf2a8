import TermBridgeTerminal

/// How a shape's cells are coloured: one colour, or a colour for each
/// cell sampled at the cell's centre (a gradient).
public enum TermShading: Sendable {
  /// Every cell in the colour.
  case color(TermColor)
  /// Each cell in the colour at its centre (a point in the view's
  /// coordinates, in points: one point a cell).
  case sampled(@Sendable (EssentialPoint) -> TermColor)

  /// The colour of the cell whose centre is `point`.
  public func color(at point: EssentialPoint) -> TermColor {
    switch self {
    case .color(let color): return color
    case .sampled(let sample): return sample(point)
    }
  }
}

/// One thing a ``TermShapeView`` draws, in order: a filled path, a stroked
/// path or text.
public enum TermShapeLayer: Sendable {
  /// The inside of `path` (every subpath closed), by the non-zero winding
  /// rule or, when `evenOdd`, the even-odd rule.
  case fill(TermBezierPath, shading: TermShading, evenOdd: Bool)
  /// A line `lineWidth` points wide along `path`; 1 or less is a line one
  /// pixel thin (see ``TermRasterMode``).
  case stroke(TermBezierPath, shading: TermShading, lineWidth: Double)
  /// `text` with its first character in the cell at `origin` (rounded to
  /// cells), over the shapes.
  case text(String, origin: EssentialPoint, style: TermStyle)
}
