import TermBridgeTerminal

/// A value stepped down and up, like `UIStepper`, drawn as `[-|+]` after
/// an optional title. While focused, Left or `-` steps down and Right or
/// `+` steps up; a click on `-` or `+` does the same. Each step reports
/// the new value to ``onValueChange`` and to the targets; setting
/// ``value`` from code reports nothing.
///
/// At a bound the side that would leave the range is dim and does nothing,
/// unless ``wraps`` is on. With ``onIncrement`` or ``onDecrement`` set the
/// stepper does not keep a value: a step calls them instead (the
/// declarative `Stepper` steps its own value type this way).
///
/// With an empty title, its subviews can be the label (the declarative
/// `Stepper` puts its label there, the control six columns from the end).
@MainActor
open class TermStepper: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .stepper }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }
  open override var accessibilityContentValue: String? { accessibilityNumber(value) }

  /// The current value, kept within ``minimumValue``...``maximumValue``.
  open var value: Double {
    didSet {
      let clamped = min(maximumValue, max(minimumValue, value))
      if clamped != value { value = clamped }
      if value != oldValue { setNeedsDisplay() }
    }
  }
  /// The lowest value.
  open var minimumValue: Double = 0 {
    didSet { if value < minimumValue { value = minimumValue } else { setNeedsDisplay() } }
  }
  /// The highest value.
  open var maximumValue: Double = 100 {
    didSet { if value > maximumValue { value = maximumValue } else { setNeedsDisplay() } }
  }
  /// How much one step changes the value.
  open var stepValue: Double = 1
  /// Whether stepping past a bound goes round to the other one.
  open var wraps = false {
    didSet { if wraps != oldValue { setNeedsDisplay() } }
  }
  /// Text before the control.
  open var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Called with the new value after each step the user makes.
  open var onValueChange: (@MainActor (Double) -> Void)?
  /// Called for `+` instead of changing ``value``, when set.
  open var onIncrement: (@MainActor () -> Void)?
  /// Called for `-` instead of changing ``value``, when set.
  open var onDecrement: (@MainActor () -> Void)?
  /// Whether `+` may be used, besides the bound (a `Stepper` with no
  /// increment action, or at its top, turns it off).
  open var isIncrementEnabled = true {
    didSet { if isIncrementEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Whether `-` may be used, besides the bound.
  open var isDecrementEnabled = true {
    didSet { if isDecrementEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Called with true when a press begins (a key, or a mouse button down)
  /// and false when it ends, like SwiftUI's `onEditingChanged`.
  open var onEditingChanged: (@MainActor (Bool) -> Void)?

  private var targets = TargetActions<TermStepper>()
  private var editing = EditingTracking()

  /// A stepper showing `title`, starting at `value` in 0...100.
  public init(title: String = "", value: Double = 0, onValueChange: (@MainActor (Double) -> Void)? = nil) {
    self.title = title
    self.value = max(0, min(100, value))
    self.onValueChange = onValueChange
    super.init(frame: .zero)
  }

  /// Calls `action` on `target` after each step the user makes; the target
  /// is held weakly. `stepper.addTarget(self, action: Controller.quantityChanged)`
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (TermStepper) -> Void
  ) {
    targets.add(target, action: action)
  }

  /// Removes every action registered for `target`.
  public func removeTarget(_ target: AnyObject) { targets.remove(target) }

  /// Whether `+` would do something now.
  public var canIncrement: Bool {
    isIncrementEnabled && isEffectivelyEnabled && (onIncrement != nil || wraps || value < maximumValue)
  }
  /// Whether `-` would do something now.
  public var canDecrement: Bool {
    isDecrementEnabled && isEffectivelyEnabled && (onDecrement != nil || wraps || value > minimumValue)
  }

  /// Steps up once as if the user did; nothing when ``canIncrement`` is false.
  public func increment() {
    guard canIncrement else { return }
    if let onIncrement { return onIncrement() }
    value = value + stepValue > maximumValue ? (wraps ? minimumValue : maximumValue) : value + stepValue
    report()
  }

  /// Steps down once as if the user did; nothing when ``canDecrement`` is false.
  public func decrement() {
    guard canDecrement else { return }
    if let onDecrement { return onDecrement() }
    value = value - stepValue < minimumValue ? (wraps ? maximumValue : minimumValue) : value - stepValue
    report()
  }

  private func report() {
    targets.send(self)
    onValueChange?(value)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// The cursor sits on `+` while the stepper has focus.
  open override var cursorPosition: Point? { Point(x: max(0, bounds.size.width - 2), y: 0) }

  open override var intrinsicContentSize: Size? {
    Size(width: title.isEmpty ? 5 : DisplayWidth.of(title) + 6, height: 1)
  }

  /// Steps up (``increment()``); false while it cannot.
  open override func accessibilityActivate() -> Bool {
    guard canIncrement else { return false }
    increment()
    return true
  }

  /// Minus and plus step the value.
  open override var keyCommands: [TermKeyCommand] {
    [
      TermKeyCommand(title: "Step", input: .character("-")),
      TermKeyCommand(title: "Step", input: .character("+")),
    ]
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isSubset(of: .shift) else { return super.keyDown(event) }
    switch event.key {
    case .left, .character("-"): press { decrement() }
    case .right, .character("+"), .character("="): press { increment() }
    // Up and Down step too, unless a list or a scroll view above uses them.
    case .up where !isInsideScrollingContainer: press { increment() }
    case .down where !isInsideScrollingContainer: press { decrement() }
    default: return super.keyDown(event)
    }
    return true
  }

  /// Whether a list, a table or a scroll view contains the stepper: they
  /// take Up and Down.
  private var isInsideScrollingContainer: Bool {
    nearestSuperview { $0 is TermScrollView || $0 is TermListView || $0 is TermTableView } != nil
  }

  /// A press from a key: editing begins and ends round the step.
  private func press(_ step: () -> Void) {
    EditingTracking.around(onEditingChanged, step)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let minus = bounds.size.width - 4
    let plus = bounds.size.width - 2
    let hits = point.x == minus || point.x == plus
    switch editing.follow(event, onEditingChanged, followsDrag: false, hits: hits) {
    case .change:
      point.x == minus ? decrement() : increment()
      return true
    case .consumed: return true
    case .passOn: return super.mouseEvent(event, at: point)
    }
  }

  open override func draw(in canvas: TermCanvas) {
    let x = max(0, canvas.size.width - 5)
    if !title.isEmpty {
      canvas.draw(TextLayout.truncate(title, toWidth: max(0, x - 1)), at: .zero)
    }
    let enabled = isEffectivelyEnabled
    let theme = self.theme
    let frame: TermStyle = !enabled ? theme.disabled : showsFocusEffect ? theme.focused : .plain
    let side = { (active: Bool) in active ? frame : frame.merging(theme.disabled) }
    canvas.draw("[", at: Point(x: x, y: 0), style: frame)
    canvas.draw("-", at: Point(x: x + 1, y: 0), style: side(canDecrement))
    canvas.draw("|", at: Point(x: x + 2, y: 0), style: frame)
    canvas.draw("+", at: Point(x: x + 3, y: 0), style: side(canIncrement))
    canvas.draw("]", at: Point(x: x + 4, y: 0), style: frame)
  }
}
