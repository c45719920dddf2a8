import TermBridgeTerminal

/// A column of options of which one is selected, like AppKit's radio
/// buttons in a group: `(•) Vanilla` over `( ) Chocolate`. Up/Down (and
/// Home/End) select the option above or below while focused, a click
/// selects the one under it. The selected row is in reverse video while focused.
@MainActor
open class TermRadioGroup: TermChoiceView {
  open override var accessibilityRole: TermAccessibilityRole { .radioGroup }
  open override var accessibilityContentValue: String? {
    selectedIndex.flatMap { titles.indices.contains($0) ? titles[$0] : nil }
  }

  /// The selected option, if any.
  open var selectedIndex: Int? {
    get { chosenIndex }
    set { chosenIndex = newValue }
  }

  open override var intrinsicContentSize: Size? { Size(width: widestTitle + 4, height: titles.count) }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    takeClick(event, at: point) { choose($0.y) } ?? super.mouseEvent(event, at: point)
  }

  open override func draw(in canvas: TermCanvas) {
    let theme = self.theme
    let base: TermStyle = isEffectivelyEnabled ? .plain : theme.disabled
    for (row, title) in titles.enumerated() where row < canvas.size.height {
      let selected = row == selectedIndex
      let style = selected && showsFocusEffect ? base.merging(theme.focused) : base
      canvas.draw((selected ? "(•) " : "( ) ") + title, at: Point(x: 0, y: row), style: style)
    }
  }
}
