import TermBridgeTerminal
import TermBridgeWidgets

/// A style behind the content, resolved in the content's environment: the
/// content draws on it. A gradient paints each cell the colour at its
/// centre; text over it takes the gradient's middle colour as background.
struct ShapeStyleBackgroundView<Content: View, S: ShapeStyle>: View, WidgetContainerView,
  SelfContainedWidgetView
{
  typealias Body = Never
  let wrapped: Content
  let style: S

  var content: [any View] { [wrapped] }
  func makeWidget(context: Context) -> TermShapeView { TermShapeView() }
  func updateWidget(_ widget: TermShapeView, context: Context) {
    paint(widget, with: style, environment: context.environment)
  }
  func makeLayout(for widget: TermShapeView) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

/// A style as a view: it fills the space offered, as a ``Color`` does.
struct ShapeStyleView<S: ShapeStyle>: View, WidgetView, SelfContainedWidgetView {
  typealias Body = Never
  let style: S

  func makeWidget(context: Context) -> TermShapeView { TermShapeView() }
  func updateWidget(_ widget: TermShapeView, context: Context) {
    paint(widget, with: style, environment: context.environment)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, widget: TermShapeView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}

/// Paints `widget`'s bounds with `style`: its background colour, or each
/// cell its own colour for a gradient (over the gradient's middle colour).
@MainActor
private func paint<S: ShapeStyle>(_ widget: TermShapeView, with style: S, environment: EnvironmentValues) {
  let color = style._terminalColor(in: environment) ?? .clear
  let termStyle = TermStyle(background: color.termColor)
  if widget.backgroundStyle != termStyle { widget.backgroundStyle = termStyle }
  if isCellShaded(style, in: environment) {
    widget.layerProvider = { size in
      let rect = EssentialRect(origin: .zero, size: size)
      return [
        .fill(
          Path(rect).bezierPath, shading: termShading(style, in: rect, environment: environment),
          evenOdd: false)
      ]
    }
  } else if widget.layerProvider != nil {
    widget.layerProvider = nil
  }
}

struct ForegroundShapeStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The foreground style when it paints each cell its own colour (a
  /// gradient given to `.foregroundStyle`): shapes below fill with it.
  var foregroundShapeStyle: AnyShapeStyle? {
    get { self[ForegroundShapeStyleKey.self] }
    set { self[ForegroundShapeStyleKey.self] = newValue }
  }
}

extension View {
  /// Text and shapes inside in `style`, like SwiftUI's `foregroundStyle(_:)`
  /// (`.foregroundStyle(.secondary)`, `.foregroundStyle(.tint)`).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) {
      $0.foregroundColor = style._terminalColor(in: $0)
      $0.foregroundShapeStyle = isCellShaded(style, in: $0) ? AnyShapeStyle(style) : nil
    }
  }

  /// Content inside in `primary`, like SwiftUI's
  /// `foregroundStyle(_:_:)`: a terminal has one colour per cell and no
  /// way to tell which content is secondary, so `secondary` is not used.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// Content inside in `primary`, like SwiftUI's
  /// `foregroundStyle(_:_:_:)` (see ``foregroundStyle(_:_:)``).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// `style` behind the view, like SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)` (`.background(.bar)`,
  /// `.background(.tint)`); a terminal window has no safe area.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    ShapeStyleBackgroundView(wrapped: self, style: style)
  }

  /// A style that is also a view (a gradient) behind the view: as a
  /// style, so `.background(LinearGradient(…))` is not ambiguous.
  public func background<S: ShapeStyle & View>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    ShapeStyleBackgroundView(wrapped: self, style: style)
  }

  /// A style that is also a view (a gradient) over the view, covering its cells.
  public func overlay<S: ShapeStyle & View>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayeredView(wrapped: self, layer: ShapeStyleView(style: style), alignment: .center, layerInFront: true)
  }

  /// `style` behind the view, in `shape`, like SwiftUI's
  /// `background(_:in:fillStyle:)`: cells are rectangles, so the style
  /// fills the view's rectangle whatever the shape.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    ShapeStyleBackgroundView(wrapped: self, style: style)
  }

  /// `style` over the view, like SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`:
  /// it covers the view's cells.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    LayeredView(wrapped: self, layer: ShapeStyleView(style: style), alignment: .center, layerInFront: true)
  }

  /// `color` over the view, covering its cells (a colour is both a style
  /// and a view; this is the style's form).
  public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    LayeredView(wrapped: self, layer: ShapeStyleView(style: color), alignment: .center, layerInFront: true)
  }
}

extension Text {
  /// This text in `style`, like SwiftUI's `Text.foregroundStyle(_:)`. The
  /// style is resolved where the text is made: `.tint` and `.secondary`
  /// take the default palette's colours, not an enclosing `.tint(_:)`
  /// (`View.foregroundStyle(_:)` follows the environment).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(style._terminalColor(in: EnvironmentValues()))
  }
}
