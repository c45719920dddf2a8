import TermBridgeTerminal

/// The part a one-of-several control shares (``TermRadioGroup``,
/// ``TermPickerView``): titles, the chosen index, and the keys that step
/// it. Up/Down choose the option before or after (from none, Down chooses
/// the first and Up the last), Home/End the first and last; the user's
/// choices are reported through ``onValueChange``. Subclasses size and
/// draw themselves and handle the mouse.
@MainActor
open class TermChoiceView: TermView {
  /// The options' titles, in order.
  open var titles: [String] {
    didSet {
      guard titles != oldValue else { return }
      widestTitle = TermChoiceView.widest(titles)
      if chosenIndex.map({ $0 >= titles.count }) == true { chosenIndex = nil }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The chosen option, if any.
  public var chosenIndex: Int? {
    didSet { if chosenIndex != oldValue { setNeedsDisplay() } }
  }

  /// Called when the user chooses an option (not when the index is set).
  open var onValueChange: (@MainActor (Int) -> Void)?

  /// A control with an option per title, none chosen.
  public init(titles: [String] = []) {
    self.titles = titles
    widestTitle = TermChoiceView.widest(titles)
    super.init(frame: .zero)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled && !titles.isEmpty }

  /// The width of the widest option, kept with the titles (sizing,
  /// drawing and hit-testing all read it).
  private(set) var widestTitle: Int

  private static func widest(_ titles: [String]) -> Int { titles.map(DisplayWidth.of).max() ?? 0 }

  /// Chooses `index` for the user (ignored outside the titles or when it
  /// is already chosen).
  func choose(_ index: Int) {
    guard titles.indices.contains(index), index != chosenIndex else { return }
    chosenIndex = index
    onValueChange?(index)
  }

  /// Chooses the option `delta` places on, stopping at the ends.
  func step(_ delta: Int) {
    guard !titles.isEmpty else { return }
    let from = chosenIndex ?? (delta > 0 ? -1 : titles.count)
    choose(max(0, min(titles.count - 1, from + delta)))
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !titles.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .up: step(-1)
    case .down: step(1)
    case .home: choose(0)
    case .end: choose(titles.count - 1)
    default: return super.keyDown(event)
    }
    return true
  }
}
