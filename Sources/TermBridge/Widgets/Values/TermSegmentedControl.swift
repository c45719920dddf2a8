import TermBridgeTerminal

/// A row of options of which one is selected, like `UISegmentedControl`:
/// ` Vanilla │ Chocolate │ Mint `. Left/Right (and Home/End) select the
/// option beside while focused, a click selects the one under it. The
/// selected segment is bold and underlined, in reverse video while focused.
@MainActor
open class TermSegmentedControl: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .segmentedControl }
  open override var accessibilityContentValue: String? {
    segmentTitles.indices.contains(selectedSegmentIndex) ? segmentTitles[selectedSegmentIndex] : nil
  }

  /// The value of ``selectedSegmentIndex`` with no segment selected.
  public static let noSegment = -1

  /// The segments' titles, in order.
  open var segmentTitles: [String] {
    didSet {
      guard segmentTitles != oldValue else { return }
      if selectedSegmentIndex >= segmentTitles.count { selectedSegmentIndex = Self.noSegment }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = TermSegmentedControl.noSegment {
    didSet { if selectedSegmentIndex != oldValue { setNeedsDisplay() } }
  }
  /// Called when the user selects a segment (not when the index is set).
  open var onValueChange: (@MainActor (Int) -> Void)?

  /// A control with a segment per title, none selected.
  public init(items: [String] = []) {
    segmentTitles = items
    super.init(frame: .zero)
  }

  /// How many segments there are.
  public var numberOfSegments: Int { segmentTitles.count }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled && !segmentTitles.isEmpty }

  open override var intrinsicContentSize: Size? {
    let titles = segmentTitles.reduce(0) { $0 + DisplayWidth.of($1) + 2 }
    return Size(width: titles + max(0, segmentTitles.count - 1), height: 1)
  }

  /// The columns segment `index` takes, its separator not included.
  private func columns(of index: Int) -> Range<Int> {
    var x = 0
    for i in 0..<index { x += DisplayWidth.of(segmentTitles[i]) + 3 }
    return x..<(x + DisplayWidth.of(segmentTitles[index]) + 2)
  }

  private func select(_ index: Int) {
    guard segmentTitles.indices.contains(index), index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    onValueChange?(index)
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !segmentTitles.isEmpty else { return super.keyDown(event) }
    let current = selectedSegmentIndex
    switch event.key {
    case .left where current > 0: select(current - 1)
    case .right where current < segmentTitles.count - 1: select(current + 1)
    case .home: select(0)
    case .end: select(segmentTitles.count - 1)
    default: return super.keyDown(event)
    }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let click = takeClick(event, at: point) { point in
      if let index = segmentTitles.indices.first(where: { columns(of: $0).contains(point.x) }) {
        select(index)
      }
    }
    return click ?? super.mouseEvent(event, at: point)
  }

  open override func draw(in canvas: TermCanvas) {
    let enabled = isEffectivelyEnabled
    let theme = self.theme
    let base: TermStyle = enabled ? .plain : theme.disabled
    for (index, title) in segmentTitles.enumerated() {
      let x = columns(of: index).lowerBound
      if index > 0 { canvas.draw("│", at: Point(x: x - 1, y: 0), style: theme.faint) }
      var style = base
      if index == selectedSegmentIndex {
        style = showsFocusEffect ? style.merging(theme.focused) : style.adding([.bold, .underline])
      }
      canvas.draw(" \(title) ", at: Point(x: x, y: 0), style: style)
    }
  }
}
