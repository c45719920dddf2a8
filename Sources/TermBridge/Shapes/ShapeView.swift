import TermBridgeTerminal
import TermBridgeWidgets

/// A style that paints each cell its own colour (a gradient).
protocol CellShadingStyle {
  /// The colour of each cell, for a drawing in `rect`.
  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading
}

/// How `style` paints in `environment`, for a drawing in `rect`: a
/// gradient sampled at each cell's centre, or one colour (the terminal's
/// own when the style has none).
func termShading<S: ShapeStyle>(_ style: S, in rect: EssentialRect, environment: EnvironmentValues)
  -> TermShading
{
  var unwrapped: any ShapeStyle = style
  while let any = unwrapped as? AnyShapeStyle { unwrapped = any.style }
  if unwrapped is ForegroundStyle, let foreground = environment.foregroundShapeStyle {
    unwrapped = foreground.style
  }
  while let any = unwrapped as? AnyShapeStyle { unwrapped = any.style }
  if let shaded = unwrapped as? any CellShadingStyle {
    return shaded.cellShading(in: rect, environment: environment)
  }
  return .color(style._terminalColor(in: environment)?.termColor ?? .default)
}

/// Whether `style` paints each cell its own colour in `environment`.
func isCellShaded<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) -> Bool {
  if case .sampled = termShading(style, in: .zero, environment: environment) { return true }
  return false
}

/// A shape that carries how it is stroked (what `stroke(style:)` makes).
@MainActor protocol StrokedShapeDrawing {
  /// How the path is stroked.
  var strokeStyle: StrokeStyle { get }
  /// The box border a thin stroke of a rectangle is drawn with.
  var strokeBox: BorderStyle? { get }
}

/// A shape that moves or cuts another's path (trim, rotation, scale,
/// offset, transform): a stroke inside it is still a stroke.
@MainActor protocol ShapeWrapper {
  /// The shape inside.
  var wrappedShape: any Shape { get }
}

/// How `shape` is painted: stroked (and whether as a box border) or filled.
@MainActor func strokeDrawing(of shape: any Shape) -> (style: StrokeStyle, box: BorderStyle?)? {
  if let stroked = shape as? any StrokedShapeDrawing { return (stroked.strokeStyle, stroked.strokeBox) }
  if let wrapper = shape as? any ShapeWrapper, let inner = strokeDrawing(of: wrapper.wrappedShape) {
    return (inner.style, nil)
  }
  return nil
}

/// A shape drawn as a view, like SwiftUI's `_ShapeView`: the shape's path
/// for the view's frame, filled (or stroked, for a stroked shape) with the
/// style, in a ``TermShapeView``. It takes all the space it is offered.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, WidgetView {
  /// A leaf view.
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// What it is painted with.
  public var style: Style
  /// How its inside is found.
  public var fillStyle: FillStyle

  /// `shape` painted with `style`.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  package func makeWidget(context: Context) -> TermShapeView { TermShapeView() }

  package func updateWidget(_ widget: TermShapeView, context: Context) {
    let environment = context.environment
    let stroke = strokeDrawing(of: shape)
    if let box = stroke?.box, !isCellShaded(style, in: environment) {
      widget.layerProvider = nil
      widget.layers = []
      widget.boxBorder = box
      widget.boxBorderLineStyle = TermStyle(
        foreground: style._terminalColor(in: environment)?.termColor ?? .default)
      return
    }
    widget.boxBorder = nil
    let shape = self.shape
    let style = self.style
    let evenOdd = fillStyle.isEOFilled
    widget.layerProvider = { size in
      let rect = EssentialRect(origin: .zero, size: size)
      var path = shape.essentialPath(in: rect).bezierPath
      let shading = termShading(style, in: rect, environment: environment)
      guard let stroke else { return [.fill(path, shading: shading, evenOdd: evenOdd)] }
      if !stroke.style.dash.isEmpty { path = path.dashed(stroke.style.dash, phase: stroke.style.dashPhase) }
      return [.stroke(path, shading: shading, lineWidth: stroke.style.lineWidth)]
    }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermShapeView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}
