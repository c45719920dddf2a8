import TermBridgeTerminal

/// A spinning wheel of options showing the selected one, like a
/// one-component `UIPickerView`: `Vanilla ▲▼`. Up/Down (and Home/End)
/// select the option before or after while focused; a click on `▲` or `▼`
/// does too. It is in reverse video while focused.
@MainActor
open class TermPickerView: TermView {
  /// The options' titles, in order.
  open var titles: [String] {
    didSet {
      guard titles != oldValue else { return }
      if selectedRow.map({ $0 >= titles.count }) == true { selectedRow = nil }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The selected option, if any.
  open var selectedRow: Int? {
    didSet { if selectedRow != oldValue { setNeedsDisplay() } }
  }
  /// Called when the user selects an option (not when the row is set).
  open var onValueChange: (@MainActor (Int) -> Void)?

  /// A wheel with an option per title, none selected.
  public init(titles: [String] = []) {
    self.titles = titles
    super.init(frame: .zero)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled && !titles.isEmpty }

  /// As wide as the widest option, so the wheel does not change size as it turns.
  private var titleWidth: Int { titles.map(DisplayWidth.of).max() ?? 0 }

  open override var intrinsicContentSize: Size? { Size(width: titleWidth + 3, height: 1) }

  private func step(_ delta: Int) {
    guard !titles.isEmpty else { return }
    let next = max(0, min(titles.count - 1, (selectedRow ?? (delta > 0 ? -1 : titles.count)) + delta))
    guard next != selectedRow else { return }
    selectedRow = next
    onValueChange?(next)
  }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() { setNeedsDisplay() }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !titles.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .up: step(-1)
    case .down: step(1)
    case .home: step(-titles.count)
    case .end: step(titles.count)
    default: return super.keyDown(event)
    }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return super.mouseEvent(event, at: point) }
    switch event.kind {
    case .press(.left): return true
    case .release(.left):
      if point.x == titleWidth + 1 { step(-1) }
      if point.x == titleWidth + 2 { step(1) }
      return true
    case .wheelUp: step(-1)
    case .wheelDown: step(1)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  open override func draw(in canvas: TermCanvas) {
    var style: TermStyle = isEffectivelyEnabled ? .plain : .attributes(.dim)
    if isFocused { style = style.adding(.reverse) }
    let title = selectedRow.map { titles[$0] } ?? ""
    let padding = String(repeating: " ", count: max(0, titleWidth - DisplayWidth.of(title)))
    canvas.draw(title + padding + " ▲▼", at: .zero, style: style)
  }
}
