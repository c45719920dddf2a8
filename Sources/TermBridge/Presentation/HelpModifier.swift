import TermBridgeTerminal
import TermBridgeWidgets

// `.help`: the text is the ``TermView/toolTip`` of the content's widgets,
// which the window shows on its last line while focus is in them.

extension View {
  /// Help text shown on the window's last line while this view has focus.
  public func help(_ text: String) -> some View {
    WidgetPropertyView(wrapped: self, property: \.toolTip, unset: nil, value: text)
  }

  /// Help text, as a `Text`, shown on the window's last line while this
  /// view has focus (its string; styling is not shown).
  public func help(_ text: Text) -> some View { help(text.content) }
}
