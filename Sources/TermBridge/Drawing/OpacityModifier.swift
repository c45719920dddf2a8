import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// The content's opacity, like SwiftUI's `opacity(_:)`, as a terminal can
  /// show it: at 0 the content is hidden (its space kept), below 0.5 its
  /// text is dim, from 0.5 it is drawn as it is.
  public func opacity(_ opacity: Double) -> some View {
    WidgetPropertyView(
      wrapped: EnvironmentModifierView(wrapped: self) { if opacity < 0.5 { $0.textAttributes.insert(.dim) } },
      property: \.isHidden, unset: false, value: opacity <= 0)
  }

  /// Hides the content and keeps its space, like SwiftUI's `hidden()`.
  public func hidden() -> some View {
    WidgetPropertyView(wrapped: self, property: \.isHidden, unset: false, value: true)
  }
}
