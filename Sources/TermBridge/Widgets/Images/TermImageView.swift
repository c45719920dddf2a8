import TermBridgeTerminal

/// Shows an image, like `UIImageView`: a symbol as its glyph, or a
/// placeholder for an image the terminal has no pixels for. `Image` is
/// drawn by one.
///
/// A glyph is drawn once, centred in the view. The placeholder fills the
/// view with `░` (light shade); its natural size is 2 × 1 cells, a square
/// in points, as a cell is about twice as tall as it is wide. Pixels (sixel
/// or kitty graphics) would be one more kind of ``Content``, drawn here.
@MainActor
open class TermImageView: TermView {
  open override var accessibilityRole: TermAccessibilityRole { imageName == nil ? .none : .image }
  open override var accessibilityContentLabel: String? { imageName }

  /// What the view shows.
  public enum Content: Hashable, Sendable {
    /// A symbol, as a glyph one or two cells wide.
    case glyph(String)
    /// An image whose pixels cannot be shown: the light-shade placeholder.
    case placeholder
    /// An image file whose pixels are not drawn: the placeholder in the
    /// image's shape (from its pixel size, a cell taken as 1 × 2 pixels
    /// of aspect), with `label` (its file name) centred on it when it fits.
    case file(label: String, pixelSize: Size?)
  }

  /// The glyph drawn for ``Content/placeholder``.
  public static let placeholderGlyph: Character = "░"

  /// What is shown. Changing it redraws the view and invalidates its
  /// intrinsic content size.
  open var content: Content {
    didSet {
      guard content != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The colours and attributes the image is drawn with.
  open var style: TermStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }

  /// Whether the image takes the size it is given (`Image.resizable()`)
  /// rather than its natural size.
  open var isResizable = false {
    didSet { if isResizable != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The name the image stands for (an asset's name, a symbol's name), its
  /// accessibility label; never drawn.
  open var imageName: String?

  /// Makes an image view showing `content` in `style`.
  public init(content: Content = .placeholder, style: TermStyle = .plain) {
    self.content = content
    self.style = style
    super.init(frame: .zero)
  }

  /// The natural size: the glyph's width by one row, or 2 × 1 for the
  /// placeholder; none in either dimension when resizable.
  open override var intrinsicContentSize: Size? { isResizable ? nil : naturalSize }

  /// The size of the image as it is, resizable or not.
  open var naturalSize: Size {
    switch content {
    case .glyph(let glyph): Size(width: max(1, DisplayWidth.of(glyph)), height: 1)
    case .placeholder: Size(width: 2, height: 1)
    case .file(_, let pixelSize): TermImageView.naturalSize(ofPixels: pixelSize)
    }
  }

  /// The natural size of an image of `pixels`: a row per 32 pixels of
  /// height (1 to 12 rows), and the width that keeps the image's aspect
  /// with cells twice as tall as wide; 2 × 1 without a size.
  public static func naturalSize(ofPixels pixels: Size?) -> Size {
    guard let pixels, pixels.width > 0, pixels.height > 0 else { return Size(width: 2, height: 1) }
    let rows = min(12, max(1, (pixels.height + 16) / 32))
    let columns = Int((Double(rows) * 2 * Double(pixels.width) / Double(pixels.height)).rounded())
    return Size(width: max(1, columns), height: rows)
  }

  /// Draws the glyph centred (a resizable glyph stays one glyph), or
  /// fills the bounds with the placeholder's shade.
  open override func draw(in canvas: TermCanvas) {
    let size = canvas.size
    guard size.width > 0, size.height > 0 else { return }
    canvas.fill(canvas.bounds, style: style)
    switch content {
    case .glyph(let glyph):
      let width = DisplayWidth.of(glyph)
      guard width <= size.width else { return }
      _ = canvas.draw(glyph, at: Point(x: (size.width - width) / 2, y: (size.height - 1) / 2), style: style)
    case .placeholder:
      canvas.fill(canvas.bounds, with: TermImageView.placeholderGlyph, style: style)
    case .file(let label, _):
      canvas.fill(canvas.bounds, with: TermImageView.placeholderGlyph, style: style)
      let width = DisplayWidth.of(label)
      guard width <= size.width else { return }
      _ = canvas.draw(label, at: Point(x: (size.width - width) / 2, y: (size.height - 1) / 2), style: style)
    }
  }
}
