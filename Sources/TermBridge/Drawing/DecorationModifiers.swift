import TermBridgeTerminal
import TermBridgeWidgets

/// A box border around the content (one cell on each side), optionally with
/// a title in the top edge: a ``TermBorderView``.
struct BorderView<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  typealias Body = Never
  let wrapped: Content
  let style: BorderStyle
  let color: Color?
  let title: String?

  var content: [any View] { [wrapped] }
  func makeWidget(context: Context) -> TermBorderView { TermBorderView() }
  func updateWidget(_ widget: TermBorderView, context: Context) {
    widget.borderStyle = style == .single && context.environment.roundsBorders ? .rounded : style
    widget.lineStyle = TermStyle(foreground: (color ?? context.environment.palette.border).termColor)
    widget.title = title
  }
  func makeLayout(for widget: TermBorderView) -> any LayoutBehavior {
    RuleLayout(rule: .padding(EdgeInsets(1)))
  }
}

/// A style filling the space behind the content (a colour, or reverse
/// video); the content draws on it.
struct BackgroundStyleView<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  typealias Body = Never
  let wrapped: Content
  let style: TermStyle

  var content: [any View] { [wrapped] }
  func makeWidget(context: Context) -> TermView { TermView() }
  func updateWidget(_ widget: TermView, context: Context) {
    if widget.backgroundStyle != style { widget.backgroundStyle = style }
  }
  func makeLayout(for widget: TermView) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

/// A secondary view behind or in front of the content, sized to it. Pure
/// layout: the layer's widgets and the content's are siblings.
struct LayeredView<Content: View, Layer: View>: View, StructuralView {
  typealias Body = Never
  let wrapped: Content
  let layer: Layer
  let alignment: Alignment
  let layerInFront: Bool

  var content: [any View] { layerInFront ? [wrapped, layer] : [layer, wrapped] }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    LayeredLayout(alignment: alignment, contentIndex: layerInFront ? 0 : 1)
  }
}

/// The content decides the size; the layer is offered exactly that size.
@MainActor
final class LayeredLayout: LayoutBehavior {
  let alignment: Alignment
  let contentIndex: Int

  init(alignment: Alignment, contentIndex: Int) {
    self.alignment = alignment
    self.contentIndex = contentIndex
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard children.count == 2 else { return children.first?.sizeThatFits(proposal) ?? .zero }
    return children[contentIndex].sizeThatFits(proposal)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    for child in children {
      let chosen = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: alignment.rect(for: chosen, in: bounds))
    }
  }
}

extension View {
  /// A border around the view; it takes one cell on each side.
  public func border(_ style: BorderStyle = .single, color: Color? = nil, title: String? = nil) -> some View {
    BorderView(wrapped: self, style: style, color: color, title: title)
  }

  /// A border in a colour: `.border(Color.red)`.
  public func border(_ color: Color) -> some View {
    BorderView(wrapped: self, style: .single, color: color, title: nil)
  }

  /// A colour behind the view.
  public func background(_ color: Color) -> some View {
    BackgroundStyleView(wrapped: self, style: TermStyle(background: color.termColor))
  }

  /// Reverse video over the view's whole area (a status bar, a highlight).
  public func inverted(_ isActive: Bool = true) -> some View {
    BackgroundStyleView(wrapped: self, style: isActive ? .attributes(.reverse) : .plain)
  }

  /// A view behind this one, offered this view's size.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> Background
  ) -> some View {
    LayeredView(wrapped: self, layer: content(), alignment: alignment, layerInFront: false)
  }

  /// A view in front of this one, offered this view's size.
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay)
    -> some View
  {
    LayeredView(wrapped: self, layer: content(), alignment: alignment, layerInFront: true)
  }
}
