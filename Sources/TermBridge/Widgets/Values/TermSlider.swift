import TermBridgeTerminal

/// A value chosen along a track, like `UISlider`, drawn as
/// `title min ━━━━●──── max`: the part below the value heavy, the thumb
/// `●`, the rest light. While focused, Left/Down and Right/Up move it by
/// ``stepValue`` (a twentieth of the range when that is nil), Home and End
/// go to the bounds; a click or drag on the track sets it. Each change the
/// user makes is reported to ``onValueChange`` and the targets; setting
/// ``value`` from code reports nothing.
@MainActor
open class TermSlider: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .slider }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }
  open override var accessibilityContentValue: String? {
    accessibilityPercent(value, from: minimumValue, to: maximumValue)
  }

  /// The current value, kept within ``minimumValue``...``maximumValue``
  /// and on a step when ``stepValue`` is set.
  open var value: Double {
    didSet {
      let kept = kept(value)
      if kept != value { value = kept }
      if value != oldValue { setNeedsDisplay() }
    }
  }
  /// The value at the track's start.
  open var minimumValue: Double = 0 {
    didSet { value = kept(value) }
  }
  /// The value at the track's end.
  open var maximumValue: Double = 1 {
    didSet { value = kept(value) }
  }
  /// The distance between values the slider can take, counted from
  /// ``minimumValue``; nil for any value.
  open var stepValue: Double? {
    didSet { value = kept(value) }
  }
  /// Text before the track.
  open var title = "" {
    didSet { textDidChange(oldValue != title) }
  }
  /// Text at the track's start (`UISlider`'s minimum value image).
  open var minimumValueText = "" {
    didSet { textDidChange(oldValue != minimumValueText) }
  }
  /// Text at the track's end.
  open var maximumValueText = "" {
    didSet { textDidChange(oldValue != maximumValueText) }
  }
  /// Style of the heavy part and the thumb.
  open var trackStyle: TermStyle {
    get { trackStyleOverride ?? theme.accentStyle }
    set {
      let oldValue = trackStyle
      trackStyleOverride = newValue
      if trackStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``trackStyle``; nil follows the theme.
  private var trackStyleOverride: TermStyle?
  /// Called with the new value after each change the user makes.
  open var onValueChange: (@MainActor (Double) -> Void)?
  /// Called with true when the user starts changing the value (a key, or
  /// a mouse press) and false when done, like SwiftUI's `onEditingChanged`.
  open var onEditingChanged: (@MainActor (Bool) -> Void)?

  private var targets = TargetActions<TermSlider>()
  private var editing = EditingTracking()

  /// A slider over `minimumValue...maximumValue` starting at `value`.
  public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, stepValue: Double? = nil)
  {
    self.minimumValue = minimumValue
    self.maximumValue = max(minimumValue, maximumValue)
    self.stepValue = stepValue
    self.value = min(max(minimumValue, value), max(minimumValue, maximumValue))
    super.init(frame: .zero)
  }

  /// Calls `action` on `target` after each change the user makes; the
  /// target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (TermSlider) -> Void
  ) {
    targets.add(target, action: action)
  }

  /// Removes every action registered for `target`.
  public func removeTarget(_ target: AnyObject) { targets.remove(target) }

  /// `candidate` within the bounds and on a step.
  private func kept(_ candidate: Double) -> Double {
    guard maximumValue > minimumValue, !candidate.isNaN else { return minimumValue }
    var result = min(maximumValue, max(minimumValue, candidate))
    // Steps are counted from a finite lower bound; from -infinity there is
    // no grid to snap to.
    if let stepValue, stepValue > 0, stepValue.isFinite, minimumValue.isFinite, result.isFinite {
      result = minimumValue + ((result - minimumValue) / stepValue).rounded() * stepValue
      if result > maximumValue { result -= stepValue }
    }
    return result
  }

  private func textDidChange(_ changed: Bool) {
    guard changed else { return }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// Sets the value as the user would: reported when it changes.
  public func setValueAsUser(_ newValue: Double) {
    guard isEffectivelyEnabled else { return }
    let old = value
    value = newValue
    guard value != old else { return }
    targets.send(self)
    onValueChange?(value)
  }

  /// What an arrow key moves: the step, or a twentieth of the range (1
  /// when the range is too wide to divide: infinite bounds, or bounds whose
  /// difference overflows).
  private var keyStep: Double {
    if let stepValue, stepValue > 0, stepValue.isFinite { return stepValue }
    let span = maximumValue - minimumValue
    return span.isFinite && span > 0 ? span / 20 : 1
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// The cursor sits on the thumb while the slider has focus.
  open override var cursorPosition: Point? {
    let track = trackRange(width: bounds.size.width)
    return Point(x: thumbX(in: track), y: 0)
  }

  /// The track takes the width it is given; alone it is 20 columns.
  open override var intrinsicContentSize: Size? {
    Size(width: prefixWidth + 20 + suffixWidth, height: 1)
  }

  private var prefixWidth: Int {
    (title.isEmpty ? 0 : DisplayWidth.of(title) + 1)
      + (minimumValueText.isEmpty ? 0 : DisplayWidth.of(minimumValueText) + 1)
  }
  private var suffixWidth: Int { maximumValueText.isEmpty ? 0 : DisplayWidth.of(maximumValueText) + 1 }

  /// The columns of the track in a slider `width` wide.
  private func trackRange(width: Int) -> Range<Int> {
    let start = min(prefixWidth, width)
    return start..<max(start, width - suffixWidth)
  }

  /// Where the value lies in the range, 0...1. A range too wide to divide
  /// (infinite bounds, or a difference that overflows) puts a value at a
  /// bound at its end and any other in the middle.
  private var fraction: Double {
    guard maximumValue > minimumValue, !value.isNaN else { return 0 }
    if value <= minimumValue { return 0 }
    if value >= maximumValue { return 1 }
    let span = maximumValue - minimumValue
    guard span.isFinite else { return 0.5 }
    return min(1, max(0, (value - minimumValue) / span))
  }

  /// The value at `fraction` (0...1) of the range; nil when the range has
  /// an infinite bound, where no column stands for a value.
  private func value(atFraction fraction: Double) -> Double? {
    guard minimumValue.isFinite, maximumValue.isFinite else { return nil }
    // Each bound weighted, so a range whose difference overflows still
    // gives a finite value.
    return minimumValue * (1 - fraction) + maximumValue * fraction
  }

  private func thumbX(in track: Range<Int>) -> Int {
    track.lowerBound + Int((fraction * Double(max(0, track.count - 1))).rounded())
  }

  /// Left and Right move the value a step.
  open override var keyCommands: [TermKeyCommand] {
    [
      TermKeyCommand(title: "Adjust", input: KeyEvent(.left)),
      TermKeyCommand(title: "Adjust", input: KeyEvent(.right)),
    ]
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    let target: Double
    switch event.key {
    case .left, .down: target = value - keyStep
    case .right, .up: target = value + keyStep
    case .home: target = minimumValue
    case .end: target = maximumValue
    default: return super.keyDown(event)
    }
    EditingTracking.around(onEditingChanged) { setValueAsUser(target) }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let track = trackRange(width: bounds.size.width)
    let hits = isEffectivelyEnabled && !track.isEmpty
    switch editing.follow(event, onEditingChanged, followsDrag: true, hits: hits) {
    case .change:
      let x = min(track.upperBound - 1, max(track.lowerBound, point.x))
      let fraction = track.count > 1 ? Double(x - track.lowerBound) / Double(track.count - 1) : 0
      if let value = value(atFraction: fraction) { setValueAsUser(value) }
      return true
    case .consumed: return true
    case .passOn: return super.mouseEvent(event, at: point)
    }
  }

  open override func draw(in canvas: TermCanvas) {
    let enabled = isEffectivelyEnabled
    let theme = self.theme
    let textStyle: TermStyle = enabled ? .plain : theme.disabled
    var x = 0
    if !title.isEmpty { x += canvas.draw(title, at: .zero, style: textStyle) + 1 }
    if !minimumValueText.isEmpty {
      x += canvas.draw(minimumValueText, at: Point(x: x, y: 0), style: textStyle) + 1
    }
    let track = trackRange(width: canvas.size.width)
    if !maximumValueText.isEmpty {
      canvas.draw(maximumValueText, at: Point(x: track.upperBound + 1, y: 0), style: textStyle)
    }
    guard !track.isEmpty else { return }
    let thumb = thumbX(in: track)
    let filled = enabled ? trackStyle : theme.disabled
    canvas.drawHorizontalLine(y: 0, from: track.lowerBound, to: thumb, character: "━", style: filled)
    canvas.drawHorizontalLine(
      y: 0, from: thumb + 1, to: track.upperBound, character: "─", style: theme.faint)
    let thumbStyle = showsFocusEffect ? filled.adding(.bold).merging(theme.focused) : filled.adding(.bold)
    canvas.draw("●", at: Point(x: thumb, y: 0), style: thumbStyle)
  }
}
