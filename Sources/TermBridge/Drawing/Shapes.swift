import TermBridgeTerminal
import TermBridgeWidgets

/// A two-dimensional shape, like SwiftUI's `Shape`, as a terminal draws
/// one: a shape fills the cells it is given, or strokes them as a box.
///
/// The terminal mapping: cells are rectangles, so every shape fills the
/// same rectangle of cells (in the foreground colour, or the colour given
/// to `.fill`); a stroke is a box border, square for `Rectangle` and
/// rounded for the shapes with rounded corners (`RoundedRectangle`,
/// `Capsule`, `Circle`, `Ellipse`). Line widths are one cell.
public protocol Shape: View, Sendable {
  /// Whether the shape's box has rounded corners.
  var hasRoundedCorners: Bool { get }
}

extension Shape {
  /// The shape filled with `color`, like SwiftUI's `fill(_:)`.
  public func fill(_ color: Color) -> some View { ShapeView(rounded: hasRoundedCorners, paint: .fill(color)) }

  /// The shape's outline in `color`, like SwiftUI's `stroke(_:lineWidth:)`.
  public func stroke(_ color: Color = .primary, lineWidth: Double = 1) -> some View {
    ShapeView(rounded: hasRoundedCorners, paint: .stroke(color))
  }

  /// The shape's outline inside its frame, like SwiftUI's
  /// `strokeBorder(_:lineWidth:)` (a box is always inside).
  public func strokeBorder(_ color: Color = .primary, lineWidth: Double = 1) -> some View {
    ShapeView(rounded: hasRoundedCorners, paint: .stroke(color))
  }
}

/// A rectangle, like SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// A rectangle that fills the space it is offered.
  public nonisolated init() {}
  /// False: a rectangle's stroke is a square-cornered box.
  public var hasRoundedCorners: Bool { false }
  /// The rectangle's cells, filled with the foreground colour.
  public var body: some View { ShapeView(rounded: false, paint: .fill(nil)) }
}

/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corners' radius (any radius above 0 rounds a box's corners).
  public let cornerRadius: Double

  /// A rounded rectangle; any `cornerRadius` above 0 gives its stroke
  /// rounded box corners.
  public nonisolated init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
  /// Whether `cornerRadius` is above 0.
  public var hasRoundedCorners: Bool { cornerRadius > 0 }
  /// The rectangle's cells, filled with the foreground colour.
  public var body: some View { ShapeView(rounded: hasRoundedCorners, paint: .fill(nil)) }
}

/// A capsule, like SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// A capsule that fills the space it is offered.
  public nonisolated init() {}
  /// True: a capsule's stroke is a box with rounded corners.
  public var hasRoundedCorners: Bool { true }
  /// The capsule's cells (its whole rectangle), filled with the foreground
  /// colour.
  public var body: some View { ShapeView(rounded: true, paint: .fill(nil)) }
}

/// A circle, like SwiftUI's `Circle`.
public struct Circle: Shape {
  /// A circle that fills the space it is offered.
  public nonisolated init() {}
  /// True: a circle's stroke is a box with rounded corners.
  public var hasRoundedCorners: Bool { true }
  /// The circle's cells (its whole rectangle), filled with the foreground
  /// colour.
  public var body: some View { ShapeView(rounded: true, paint: .fill(nil)) }
}

/// An ellipse, like SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// An ellipse that fills the space it is offered.
  public nonisolated init() {}
  /// True: an ellipse's stroke is a box with rounded corners.
  public var hasRoundedCorners: Bool { true }
  /// The ellipse's cells (its whole rectangle), filled with the foreground
  /// colour.
  public var body: some View { ShapeView(rounded: true, paint: .fill(nil)) }
}

/// How a shape is painted.
enum ShapePaint: Hashable, Sendable {
  /// Cells in the colour (nil: the foreground colour).
  case fill(Color?)
  /// A box border in the colour.
  case stroke(Color)
}

/// A shape on screen: a view filling what it is offered (its ideal size is
/// 0x0, as a `Color`'s), drawn by a plain view or a ``TermBorderView``.
struct ShapeView: View, WidgetView, SelfContainedWidgetView {
  typealias Body = Never
  let rounded: Bool
  let paint: ShapePaint

  func makeWidget(context: Context) -> TermView {
    switch paint {
    case .fill: return TermView()
    case .stroke: return TermBorderView()
    }
  }

  func updateWidget(_ widget: TermView, context: Context) {
    switch paint {
    case .fill(let color):
      // The foreground colour as a fill: reverse video blanks show it.
      let style =
        color.map { TermStyle(background: $0.termColor) }
        ?? TermStyle(
          foreground: context.environment.foregroundColor?.termColor ?? .default, attributes: .reverse)
      if widget.backgroundStyle != style { widget.backgroundStyle = style }
    case .stroke(let color):
      guard let border = widget as? TermBorderView else { return }
      border.borderStyle = rounded ? .rounded : .single
      border.lineStyle = TermStyle(foreground: color.termColor)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, widget: TermView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}

struct RoundedBordersKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether borders below have rounded corners (`.cornerRadius`,
  /// `.clipShape` with a rounded shape).
  var roundsBorders: Bool {
    get { self[RoundedBordersKey.self] }
    set { self[RoundedBordersKey.self] = newValue }
  }
}

extension View {
  /// Rounds the corners of the borders inside, like SwiftUI's
  /// `cornerRadius(_:)`: a terminal cannot clip cells to a curve, so a
  /// single-line border becomes a rounded one.
  public func cornerRadius(_ radius: Double) -> some View {
    EnvironmentModifierView(wrapped: self) { if radius > 0 { $0.roundsBorders = true } }
  }

  /// Clips the view to `shape`, like SwiftUI's `clipShape(_:)`: a shape
  /// with rounded corners rounds the single-line borders inside.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    EnvironmentModifierView(wrapped: self) { if shape.hasRoundedCorners { $0.roundsBorders = true } }
  }
}
