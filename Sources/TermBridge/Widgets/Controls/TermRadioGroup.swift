import TermBridgeTerminal

/// A column of options of which one is selected, like AppKit's radio
/// buttons in a group: `(•) Vanilla` over `( ) Chocolate`. Up/Down (and
/// Home/End) select the option above or below while focused, a click
/// selects the one under it. The selected row is in reverse video while focused.
@MainActor
open class TermRadioGroup: TermView {
  /// The options' titles, top to bottom.
  open var titles: [String] {
    didSet {
      guard titles != oldValue else { return }
      if selectedIndex.map({ $0 >= titles.count }) == true { selectedIndex = nil }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The selected option, if any.
  open var selectedIndex: Int? {
    didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
  }
  /// Called when the user selects an option (not when the index is set).
  open var onValueChange: (@MainActor (Int) -> Void)?

  /// A group with an option per title, none selected.
  public init(titles: [String] = []) {
    self.titles = titles
    super.init(frame: .zero)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled && !titles.isEmpty }

  open override var intrinsicContentSize: Size? {
    Size(width: (titles.map(DisplayWidth.of).max() ?? 0) + 4, height: titles.count)
  }

  private func select(_ index: Int) {
    guard titles.indices.contains(index), index != selectedIndex else { return }
    selectedIndex = index
    onValueChange?(index)
  }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() { setNeedsDisplay() }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !titles.isEmpty else { return super.keyDown(event) }
    switch (event.key, selectedIndex) {
    case (.up, let current?) where current > 0: select(current - 1)
    case (.up, nil), (.home, _): select(0)
    case (.down, let current?) where current < titles.count - 1: select(current + 1)
    case (.down, nil): select(0)
    case (.end, _): select(titles.count - 1)
    default: return super.keyDown(event)
    }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return super.mouseEvent(event, at: point) }
    switch event.kind {
    case .press(.left): return true
    case .release(.left):
      select(point.y)
      return true
    default: return super.mouseEvent(event, at: point)
    }
  }

  open override func draw(in canvas: TermCanvas) {
    let base: TermStyle = isEffectivelyEnabled ? .plain : .attributes(.dim)
    for (row, title) in titles.enumerated() where row < canvas.size.height {
      let selected = row == selectedIndex
      let style = selected && isFocused ? base.adding(.reverse) : base
      canvas.draw((selected ? "(•) " : "( ) ") + title, at: Point(x: 0, y: row), style: style)
    }
  }
}
