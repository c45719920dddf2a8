import TermBridgeTerminal

/// A swatch of a colour that opens a picker, like `UIColorWell`: drawn
/// `title [  ]`, the brackets round two cells of ``selectedColor``. Enter,
/// Space or a click opens a ``TermColorPickerViewController`` below it
/// (the palette of ``colorCount`` colours, a hex field and, with
/// ``supportsAlpha``, an opacity field). Each choice is reported to
/// ``onValueChange`` and the targets (UIKit's `.valueChanged`); setting
/// ``selectedColor`` from code reports nothing.
@MainActor
open class TermColorWell: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .colorWell }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }
  open override var accessibilityContentValue: String? { TermRGB(selectedColor)?.hexString ?? "default" }

  /// The colour shown; `.default` is the terminal's own (drawn `[--]`).
  open var selectedColor: TermColor = .default {
    didSet { if selectedColor != oldValue { setNeedsDisplay() } }
  }
  /// The opacity chosen, 0–1 (edited when ``supportsAlpha``).
  open var alpha = 1.0
  /// Whether the picker offers an opacity field, like `supportsAlpha`.
  open var supportsAlpha = false
  /// Text before the swatch.
  open var title = "" {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// How many palette colours the picker offers (16 or 256); nil for
  /// what the terminal shows (256 from 256 colours up, else 16).
  open var colorCount: Int?
  /// Called with the colour and opacity after each choice the user makes.
  open var onValueChange: (@MainActor (TermColor, Double) -> Void)?
  /// The picker while it is open.
  public private(set) var presentedPicker: TermColorPickerViewController?

  private var targets = TargetActions<TermColorWell>()
  private var isPressing = false

  /// A well showing `color`.
  public init(title: String = "", selectedColor: TermColor = .default, supportsAlpha: Bool = false) {
    self.title = title
    self.selectedColor = selectedColor
    self.supportsAlpha = supportsAlpha
    super.init(frame: .zero)
  }

  /// Calls `action` on `target` after each choice the user makes; the
  /// target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (TermColorWell) -> Void
  ) {
    targets.add(target, action: action)
  }

  /// Removes every action registered for `target`.
  public func removeTarget(_ target: AnyObject) { targets.remove(target) }

  /// Opens the picker below the well, as the user does.
  public func showPicker() {
    guard presentedPicker == nil, isEffectivelyEnabled, let window else { return }
    let picker = TermColorPickerViewController(selectedColor: selectedColor, supportsAlpha: supportsAlpha)
    picker.alpha = alpha
    picker.colorCount = colorCount ?? ((window.application?.screen.colorCount ?? 16) >= 256 ? 256 : 16)
    picker.onColorChange = { [weak self] color, alpha in self?.userChose(color, alpha: alpha) }
    picker.onDismiss = { [weak self] in self?.presentedPicker = nil }
    presentedPicker = picker
    let frame = frameInWindow
    picker.popoverSourceRect = Rect(origin: frame.origin + window.frame.origin, size: frame.size)
    guard let application = window.application else { return presentedPicker = nil }
    if let presenter = topPresentingController {
      presenter.present(picker)
    } else {
      picker.presentFromApplication(application)
    }
  }

  private func userChose(_ color: TermColor, alpha: Double) {
    selectedColor = color
    self.alpha = alpha
    targets.send(self)
    onValueChange?(color, alpha)
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, let presentedPicker { presentedPicker.close() }
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }
  open override var intrinsicContentSize: Size? {
    Size(width: title.isEmpty ? 4 : DisplayWidth.of(title) + 5, height: 1)
  }
  /// The cursor sits on the swatch.
  open override var cursorPosition: Point? { Point(x: max(0, bounds.size.width - 3), y: 0) }

  /// Opens the picker.
  open override func accessibilityActivate() -> Bool {
    showPicker()
    return true
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") else {
      return super.keyDown(event)
    }
    showPicker()
    return true
  }

  /// A press then a release on the well opens the picker (a release alone,
  /// left from a click that closed a popup above it, does not).
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      isPressing = true
    case .release(.left):
      guard isPressing else { return true }
      isPressing = false
      showPicker()
    default:
      return super.mouseEvent(event, at: point)
    }
    return true
  }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() { setNeedsDisplay() }

  open override func draw(in canvas: TermCanvas) {
    let x = max(0, canvas.size.width - 4)
    if !title.isEmpty { canvas.draw(TextLayout.truncate(title, toWidth: max(0, x - 1)), at: .zero) }
    let frame: TermStyle =
      !isEffectivelyEnabled ? theme.disabled : showsFocusEffect ? theme.focused : .plain
    canvas.draw("[", at: Point(x: x, y: 0), style: frame)
    if selectedColor == .default {
      canvas.draw("--", at: Point(x: x + 1, y: 0), style: theme.faint)
    } else {
      canvas.draw("  ", at: Point(x: x + 1, y: 0), style: TermStyle(background: selectedColor))
    }
    canvas.draw("]", at: Point(x: x + 3, y: 0), style: frame)
  }
}
