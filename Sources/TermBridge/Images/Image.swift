import TermBridgeTerminal
import TermBridgeWidgets

/// An image, like SwiftUI's `Image`: a ``TermImageView`` draws it.
///
/// The terminal mapping: `Image(systemName:)` draws the SF Symbol's glyph
/// (one cell; the `.symbolVariant` in the environment picks `star.fill`'s
/// `★` for `star`), or `◌` for a symbol the table does not know, never the
/// name. An image from the app's assets (`Image("name")`,
/// `Image(decorative:)`) has no pixels a terminal can show: it draws a
/// placeholder of light shade (`░`), 2 × 1 cells at its natural size, and
/// filling its frame when `.resizable()`; the name is its accessibility
/// label (``TermImageView/imageName``), never drawn. Glyphs take the
/// environment's foreground colour and text attributes. `renderingMode`,
/// `interpolation`, `antialiased`, `symbolRenderingMode` and the cap insets
/// of `resizable` are kept on the value and change nothing on screen.
public struct Image: View, Equatable, Sendable {
  /// An image is a leaf view: a `TermImageView` draws it.
  public typealias Body = Never

  /// Where the image comes from.
  enum Source: Hashable, Sendable {
    /// An SF Symbol, by name.
    case system(String)
    /// An image from the app's assets, by name.
    case asset(String)
    /// An asset image that accessibility ignores.
    case decorative(String)
    /// An image file read from disk (`AsyncImage`).
    case file(TermImageFile)
  }

  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
  var templateRenderingMode: TemplateRenderingMode?
  var interpolationQuality = Interpolation.medium
  var isAntialiased = true
  var ownSymbolRenderingMode: SymbolRenderingMode?
  var accessibilityText: String?

  /// The SF Symbol `systemName`, drawn as its glyph.
  nonisolated public init(systemName: String) { source = .system(systemName) }

  /// The SF Symbol `systemName` at a variable value (0 to 1); the glyph
  /// does not change with it.
  nonisolated public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

  /// The image named `name` in the app's assets: a placeholder whose
  /// accessibility label is the name. `bundle` (a Foundation `Bundle`) is
  /// accepted and not read.
  nonisolated public init(_ name: String, bundle: AnyObject? = nil) { source = .asset(name) }

  /// The image named `name`, with `label` as its accessibility label.
  nonisolated public init(_ name: String, bundle: AnyObject? = nil, label: Text) {
    source = .asset(name)
    accessibilityText = label.content
  }

  /// The image of a file read from disk: a placeholder in the image's
  /// shape with the file's name on it (what `AsyncImage` shows).
  nonisolated package init(file: TermImageFile) { source = .file(file) }

  /// The image named `name`, ignored by accessibility: a placeholder.
  nonisolated public init(decorative name: String, bundle: AnyObject? = nil) { source = .decorative(name) }

  /// How an image fills the space given by `resizable(capInsets:resizingMode:)`.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// Whether an image is drawn in its own colours or as a template in the
  /// foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The foreground colour, in the image's shape.
    case template
    /// The image's own colours.
    case original
  }

  /// How smoothly a scaled image is resampled.
  public enum Interpolation: Hashable, Sendable {
    /// No interpolation.
    case none
    /// Low-quality interpolation.
    case low
    /// Medium-quality interpolation.
    case medium
    /// High-quality interpolation.
    case high
  }

  /// The relative size of symbol images, for `.imageScale(_:)`.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// The image taking the size it is offered instead of its natural size.
  /// The cap insets and resizing mode are kept and change nothing here.
  nonisolated public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  )
    -> Image
  {
    var copy = self
    copy.isResizable = true
    copy.capInsets = capInsets
    copy.resizingMode = resizingMode
    return copy
  }

  /// The image drawn as a template or in its own colours; a glyph takes
  /// the foreground colour either way.
  nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateRenderingMode = renderingMode
    return copy
  }

  /// How the image is resampled when scaled; kept, with no effect on glyphs.
  nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolationQuality = interpolation
    return copy
  }

  /// Whether the image is antialiased when scaled; kept, with no effect on glyphs.
  nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  /// How the symbol's layers are coloured; kept, a glyph has one colour.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.ownSymbolRenderingMode = mode
    return copy
  }

  /// The glyph a symbol image shows with no variant, nil for an asset
  /// image: what a container that draws labels itself (a tab bar) shows.
  package var plainGlyph: String? {
    if case .system(let name) = source { return SystemImage.glyph(for: name) ?? SystemImage.fallbackGlyph }
    return nil
  }

  /// What the image view shows in `environment`.
  func widgetContent(in environment: EnvironmentValues) -> TermImageView.Content {
    switch source {
    case .system(let name): .glyph(SystemImage.glyph(for: name, variants: environment.symbolVariants))
    case .asset, .decorative: .placeholder
    case .file(let file): .file(label: file.name, pixelSize: file.pixelSize)
    }
  }

  /// The accessibility label: the label given, else the image's name; none
  /// for a decorative image.
  var accessibilityName: String? {
    switch source {
    case .system(let name), .asset(let name): accessibilityText ?? name
    case .file(let file): accessibilityText ?? file.name
    case .decorative: nil
    }
  }
}

extension Image: SelfContainedWidgetView {
  /// Makes the `TermImageView` that draws the image.
  package func makeWidget(context: Context) -> TermImageView { TermImageView() }

  /// Brings the image view up to date: the glyph or placeholder, whether
  /// it resizes, its name, and the environment's colour and attributes.
  package func updateWidget(_ imageView: TermImageView, context: Context) {
    let environment = context.environment
    imageView.content = widgetContent(in: environment)
    imageView.isResizable = isResizable
    imageView.imageName = accessibilityName
    imageView.style = TermStyle(
      foreground: environment.foregroundColor?.termColor ?? .default,
      attributes: (environment.font?.attributes ?? []).union(environment.textAttributes))
  }

  /// The natural size, or for a resizable image the size offered (its
  /// natural size in a dimension left unspecified or unbounded).
  package func sizeThatFits(_ proposal: ProposedViewSize, widget imageView: TermImageView, context: Context)
    -> Size?
  {
    let natural = imageView.naturalSize
    guard isResizable else { return natural }
    func length(_ proposed: Int?, _ natural: Int) -> Int {
      guard let proposed, proposed < Int.infinity else { return natural }
      return max(0, proposed)
    }
    return Size(width: length(proposal.width, natural.width), height: length(proposal.height, natural.height))
  }
}

/// How a symbol's layers are coloured, like SwiftUI's `SymbolRenderingMode`.
/// A glyph has one colour, so every mode draws it in the foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String

  /// One colour for every layer.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour for each layer, from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}
