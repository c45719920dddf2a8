import TermBridgeTerminal
import TermBridgeWidgets

/// What a ``Canvas`` draws with, like SwiftUI's `GraphicsContext`: fills
/// and strokes of paths and text, through a transform, drawn into the
/// cells in the order given (sub-cell resolution, no anti-aliasing). One
/// point is one cell column across and one row down. Opacity, blend
/// modes, filters and clipping are not drawn (a cell has one colour).
public struct GraphicsContext {
  /// The drawing the context and its copies add to.
  final class Backing {
    var layers: [TermShapeLayer] = []
  }

  let backing: Backing
  /// The environment of the canvas.
  public var environment: EnvironmentValues
  /// The transform applied to what is drawn from now on.
  public var transform: CGAffineTransform = .identity
  /// The opacity of what is drawn: kept, not drawn (a cell is opaque).
  public var opacity: Double = 1
  /// How drawing mixes with what is below, like SwiftUI's `blendMode`:
  /// kept and not applied (a cell shows one colour; see `BlendMode`).
  public var blendMode: BlendMode = .normal

  /// SwiftUI's `GraphicsContext.BlendMode`: the view modifier's
  /// `BlendMode`.
  public typealias BlendMode = TermBridgeDeclarative.BlendMode

  init(environment: EnvironmentValues) {
    backing = Backing()
    self.environment = environment
  }

  /// How a path is painted, like SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    let resolve: @Sendable (EnvironmentValues, CGAffineTransform) -> TermShading

    /// One colour.
    public static func color(_ color: Color) -> Shading {
      Shading { _, _ in .color(color.termColor) }
    }

    /// A style, resolved in the canvas's environment (a gradient spans the
    /// canvas).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading { environment, _ in
        MainActor.assumeIsolated {
          termShading(style, in: EssentialRect(x: 0, y: 0, width: 1, height: 1), environment: environment)
        }
      }
    }

    /// The foreground style.
    public static var foreground: Shading { .style(ForegroundStyle()) }

    /// A linear gradient from `startPoint` to `endPoint` (in the
    /// context's coordinates).
    @_disfavoredOverload
    public static func linearGradient(
      _ gradient: Gradient, startPoint: EssentialPoint, endPoint: EssentialPoint,
      options: GradientOptions = []
    ) -> Shading {
      let colors = gradient.resolved
      return Shading { _, transform in
        let start = startPoint.applying(transform)
        let end = endPoint.applying(transform)
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        return .sampled { p in
          colors.color(
            at: lengthSquared > 0 ? ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared : 0)
        }
      }
    }

    /// A radial gradient around `center` (in the context's coordinates).
    @_disfavoredOverload
    public static func radialGradient(
      _ gradient: Gradient, center: EssentialPoint, startRadius: Double, endRadius: Double,
      options: GradientOptions = []
    ) -> Shading {
      let colors = gradient.resolved
      return Shading { _, transform in
        let c = center.applying(transform)
        let span = endRadius - startRadius
        return .sampled { p in
          let distance = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
          return colors.color(at: span != 0 ? (distance - startRadius) / span : 1)
        }
      }
    }
  }

  /// Options of gradients, like SwiftUI's `GraphicsContext.GradientOptions`:
  /// repeating and mirroring are not drawn.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeat the gradient past its ends.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Mirror it when repeating.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolate in linear colour.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Moves what is drawn from now on by `x` across and `y` down.
  public mutating func translateBy(x: Double, y: Double) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales what is drawn from now on.
  public mutating func scaleBy(x: Double, y: Double) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn from now on by `angle` (clockwise on screen).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` to what is drawn from now on.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn from now on to `path`: not drawn (a terminal
  /// canvas draws everything in its frame).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    backing.layers.append(
      .fill(
        path.bezierPath.applying(transform), shading: shading.resolve(environment, transform),
        evenOdd: style.isEOFilled))
  }

  /// Strokes `path` with `shading` in `style` (its width scaled by the
  /// transform's horizontal scale).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var bezier = path.bezierPath
    if !style.dash.isEmpty { bezier = bezier.dashed(style.dash, phase: style.dashPhase) }
    let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    backing.layers.append(
      .stroke(
        bezier.applying(transform), shading: shading.resolve(environment, transform),
        lineWidth: style.lineWidth * scale))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws `text` with its `anchor` (a unit point of the text's box) at
  /// `point`, on one line.
  @_disfavoredOverload
  public func draw(_ text: Text, at point: EssentialPoint, anchor: UnitPoint = .center) {
    let origin = point.applying(transform)
    let width = Double(DisplayWidth.of(text.content))
    let start = EssentialPoint(x: origin.x - anchor.x * width, y: origin.y - anchor.y * 1 + 0.5)
    backing.layers.append(.text(text.content, origin: start, style: textStyle(text)))
  }

  /// Draws `text` at the top-leading corner of `rect`, on one line.
  @_disfavoredOverload
  public func draw(_ text: Text, in rect: EssentialRect) {
    draw(text, at: EssentialPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
  }

  private func textStyle(_ text: Text) -> TermStyle {
    let color = text.foreground ?? environment.foregroundColor
    return TermStyle(foreground: color?.termColor ?? .default, attributes: text.attributes)
  }
}

/// A view drawn by code, like SwiftUI's `Canvas`: `renderer` draws into a
/// ``GraphicsContext`` for the canvas's size (in points: one point a cell)
/// each time the canvas is drawn. It takes all the space it is offered.
public struct Canvas<Symbols: View>: View, WidgetView {
  /// A leaf view.
  public typealias Body = Never
  let renderer: (inout GraphicsContext, EssentialSize) -> Void

  /// A canvas drawn by `renderer`; `opaque`, `colorMode` and
  /// `rendersAsynchronously` are taken and not used (a terminal draws
  /// every cell opaque, in one colour mode, on the main thread).
  @_disfavoredOverload
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, EssentialSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  package func makeWidget(context: Context) -> TermShapeView { TermShapeView() }

  package func updateWidget(_ widget: TermShapeView, context: Context) {
    let renderer = self.renderer
    let environment = context.environment
    widget.layerProvider = { size in
      var graphics = GraphicsContext(environment: environment)
      renderer(&graphics, size)
      return graphics.backing.layers
    }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermShapeView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}
