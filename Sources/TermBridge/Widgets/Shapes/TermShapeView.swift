import TermBridgeTerminal

/// A view that draws paths into its cells, like a `UIView` with
/// `CAShapeLayer`s: fills, strokes and text (``TermShapeLayer``) drawn in
/// order with sub-cell resolution (``TermRasterMode``). Coordinates are in
/// points, one point a cell: (0, 0) is the top-left corner of the view,
/// (`width`, `height`) its bottom-right corner.
///
/// ```swift
/// let view = TermShapeView()
/// var circle = TermBezierPath()
/// circle.addEllipse(in: EssentialRect(x: 1, y: 1, width: 20, height: 10))
/// view.layers = [.stroke(circle, shading: .color(.green), lineWidth: 1)]
/// ```
///
/// For a drawing that follows the view's size, set ``layerProvider``.
open class TermShapeView: TermView {
  /// What the view draws, in order, when ``layerProvider`` is nil.
  open var layers: [TermShapeLayer] = [] {
    didSet { setNeedsDisplay() }
  }

  /// Makes what the view draws for its size, at each drawing.
  open var layerProvider: (@MainActor (EssentialSize) -> [TermShapeLayer])? {
    didSet { setNeedsDisplay() }
  }

  /// How the shapes are drawn into cells; nil (the default) is braille on
  /// an in-memory screen (so tests see the same cells everywhere) and
  /// ``TermRasterMode/preferred`` on a terminal.
  open var rasterMode: TermRasterMode? {
    didSet { if rasterMode != oldValue { setNeedsDisplay() } }
  }

  /// The mode the view draws in (see ``rasterMode``).
  public var effectiveRasterMode: TermRasterMode {
    if let rasterMode { return rasterMode }
    if let screen = window?.application?.screen, !screen.isInMemory { return .preferred }
    return .braille
  }

  /// A box-drawing border around the bounds, drawn after the layers: a
  /// rectangle stroked one cell wide on the cells' edges looks best in
  /// box-drawing lines (`┌─┐`, `╭─╮`), whatever the raster mode.
  open var boxBorder: BorderStyle? {
    didSet { if boxBorder != oldValue { setNeedsDisplay() } }
  }

  /// The style of ``boxBorder``'s lines.
  open var boxBorderLineStyle: TermStyle = .plain {
    didSet { if boxBorderLineStyle != oldValue { setNeedsDisplay() } }
  }

  /// A view drawing nothing yet.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    // Cells no layer touches show what is below (a shape over a shape).
    clearsContextBeforeDrawing = false
  }

  /// Marks the view to be redrawn, and its superview: what the view drew
  /// before is not cleared (see ``TermView/clearsContextBeforeDrawing``).
  open override func setNeedsDisplay() {
    super.setNeedsDisplay()
    if !clearsContextBeforeDrawing && backgroundStyle == nil { superview?.setNeedsDisplay() }
  }

  /// The cells the view draws at its size, row by row (nil where nothing
  /// is drawn; text excluded).
  package func rasterizedCells() -> [[TermRasterCell?]] {
    TermRasterizer.render(currentLayers(), size: bounds.size, mode: effectiveRasterMode)
  }

  private func currentLayers() -> [TermShapeLayer] {
    layerProvider?(EssentialSize(width: bounds.size.width, height: bounds.size.height)) ?? layers
  }

  /// Draws the layers.
  open override func draw(in canvas: TermCanvas) {
    var raster = TermRasterizer(size: bounds.size, mode: effectiveRasterMode)
    for layer in currentLayers() { raster.draw(layer) }
    for (y, row) in raster.cells().enumerated() {
      for (x, cell) in row.enumerated() {
        guard let cell else { continue }
        canvas.draw(cell.character, at: Point(x: x, y: y), style: cell.style)
      }
    }
    if let boxBorder { canvas.drawBorder(canvas.bounds, style: boxBorder, lineStyle: boxBorderLineStyle) }
    for run in raster.textRuns {
      _ = canvas.draw(run.text, at: run.origin, style: run.style)
    }
  }
}
