import TermBridgeTerminal
import TermBridgeWidgets

/// A rectangle type a shape's `path(in:)` can take: `CGRect` (Foundation's
/// with `import TermBridge`, ``EssentialRect`` with `import
/// TermBridgeCore`). The library converts to and from it; an app never
/// names it.
public protocol _ShapeRect {
  /// The rectangle from the library's form.
  init(_essentialRect rect: EssentialRect)
  /// The rectangle in the library's form.
  var _essentialRect: EssentialRect { get }
}

extension EssentialRect: _ShapeRect {
  /// The rectangle itself.
  public init(_essentialRect rect: EssentialRect) { self = rect }
  /// The rectangle itself.
  public var _essentialRect: EssentialRect { self }
}

/// A two-dimensional shape, like SwiftUI's `Shape`: an outline made by
/// ``path(in:)`` for a rectangle, drawn as a view filled with the
/// foreground style (or stroked, filled with a style, trimmed …).
///
/// A shape is drawn into the cells with sub-cell resolution (see
/// ``TermRasterMode``): one point is one cell column across and one cell
/// row down, so a circle fills as many columns as rows and looks taller
/// than wide on a font whose cells are. `path(in:)`'s rectangle is
/// `CGRect`; the protocol takes it through an associated type inferred
/// from the method an app writes (`_PathRect`), because the layers
/// below `import TermBridge` load no Foundation.
public protocol Shape: Sendable, Animatable, View {
  /// The rectangle type `path(in:)` takes: inferred, never written.
  associatedtype _PathRect: _ShapeRect
  /// The shape's outline in `rect`.
  func path(in rect: _PathRect) -> Path
  /// Whether the shape is filled or stroked by default, as SwiftUI's.
  static var role: ShapeRole { get }
}

extension Shape {
  /// A filled shape.
  public static var role: ShapeRole { .fill }

  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  /// The outline in the library's rectangle.
  func essentialPath(in rect: EssentialRect) -> Path { path(in: _PathRect(_essentialRect: rect)) }
}

/// A shape that can be inset to draw a border inside its frame, like
/// SwiftUI's `InsettableShape` (what `strokeBorder` needs).
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  func inset(by amount: Double) -> InsetShape
}

/// Whether a shape is filled or stroked by default, like SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable {
  /// Filled.
  case fill
  /// Stroked.
  case stroke
  /// Separates content.
  case separator
}

/// How the corners of rounded rectangles are drawn, like SwiftUI's
/// `RoundedCornerStyle`: both are quarter ellipses in cells (a continuous
/// curve is not told apart at a cell's resolution).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// A quarter circle.
  case circular
  /// A continuous curve.
  case continuous
}

/// How the inside of a path is found, like SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  /// The even-odd rule (else non-zero winding).
  public var isEOFilled: Bool
  /// Anti-aliasing: a cell has none (kept for the API).
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The ends of stroked lines, like Core Graphics' `CGLineCap`: lines end
/// round at a cell's resolution whatever the cap.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square at the end point.
  case butt
  /// A half circle past the end point.
  case round
  /// A half square past the end point.
  case square
}

/// The joins of stroked lines, like Core Graphics' `CGLineJoin`: joins are
/// round at a cell's resolution whatever the join.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner.
  case miter
  /// A rounded corner.
  case round
  /// A cut corner.
  case bevel
}

/// How a path is stroked, like SwiftUI's `StrokeStyle`: the width and the
/// dashes are drawn; caps, joins and the miter limit are round at a cell's
/// resolution.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width in points (cells); 1 or less is one pixel thin.
  public var lineWidth: Double
  /// The line ends.
  public var lineCap: CGLineCap
  /// The joins.
  public var lineJoin: CGLineJoin
  /// The miter limit.
  public var miterLimit: Double
  /// Lengths of dashes and gaps, in turn (empty: a solid line).
  public var dash: [Double]
  /// How far into the dash pattern the line starts.
  public var dashPhase: Double

  /// A stroke style.
  public init(
    lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
