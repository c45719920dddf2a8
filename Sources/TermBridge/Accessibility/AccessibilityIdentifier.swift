import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// Names this view for tests and tools (`TermPilot.click(id:)`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    WidgetPropertyView(wrapped: self, property: \.accessibilityIdentifier, unset: nil, value: identifier)
  }
}
