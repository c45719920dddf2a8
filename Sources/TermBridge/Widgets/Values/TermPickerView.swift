import TermBridgeTerminal

/// A spinning wheel of options showing the selected one, like a
/// one-component `UIPickerView`: `Vanilla ▲▼`. Up/Down (and Home/End)
/// select the option before or after while focused; a click on `▲` or `▼`
/// does too. Typing letters chooses the next option whose title starts
/// with them, as a menu's type-select does (`TermTypeSelect`: letters
/// typed within a second make a prefix). It is in reverse video while
/// focused.
@MainActor
open class TermPickerView: TermChoiceView {
  open override var accessibilityRole: TermAccessibilityRole { .picker }
  open override var accessibilityContentValue: String? {
    selectedRow.flatMap { titles.indices.contains($0) ? titles[$0] : nil }
  }

  /// The selected option, if any, as `UIPickerView.selectedRow(inComponent:)`
  /// names it.
  open var selectedRow: Int? {
    get { chosenIndex }
    set { chosenIndex = newValue }
  }

  /// As wide as the widest option, so the wheel does not change size as it turns.
  open override var intrinsicContentSize: Size? { Size(width: widestTitle + 3, height: 1) }

  /// The letters typed to choose an option.
  package var typeSelect = TermTypeSelect()

  /// Letters choose by title; other keys (and a letter no title starts
  /// with, which goes on up the responder chain) are the wheel's.
  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard isEffectivelyEnabled, typeSelect.isTyping(event), case .character(let letter) = event.key else {
      typeSelect.reset()
      return super.keyDown(event)
    }
    guard let found = typeSelect.type(letter, titles: titles.map { $0 }, current: selectedRow) else {
      return super.keyDown(event)
    }
    choose(found)
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let arrows = takeClick(event, at: point) { point in
      if point.x == widestTitle + 1 { step(-1) }
      if point.x == widestTitle + 2 { step(1) }
    }
    if let arrows { return arrows }
    guard isEffectivelyEnabled else { return super.mouseEvent(event, at: point) }
    switch event.kind {
    case .wheelUp: step(-1)
    case .wheelDown: step(1)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  open override func draw(in canvas: TermCanvas) {
    var style: TermStyle = isEffectivelyEnabled ? .plain : theme.disabled
    if showsFocusEffect { style = style.merging(theme.focused) }
    let title = selectedRow.map { titles[$0] } ?? ""
    let padding = String(repeating: " ", count: max(0, widestTitle - DisplayWidth.of(title)))
    canvas.draw(title + padding + " ▲▼", at: .zero, style: style)
  }
}
