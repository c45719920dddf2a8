import TermBridgeTerminal

/// An on/off control, like `UISwitch`, drawn as a check box `[x]` with an
/// optional title after it. Space, Enter or a click flips it and reports
/// the new value; setting ``isOn`` from code reports nothing.
///
/// With an empty title, its subviews can be the label (the declarative
/// `Toggle` puts its label there, four columns in).
@MainActor
open class TermSwitch: TermView {
  /// Whether the switch is on.
  open var isOn: Bool {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }

  /// Text after the box.
  open var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Called when the user flips the switch, with the new value.
  open var onValueChange: (@MainActor (Bool) -> Void)?

  /// A switch showing `title`, on or off, reporting user flips to `onValueChange`.
  public init(title: String = "", isOn: Bool = false, onValueChange: (@MainActor (Bool) -> Void)? = nil) {
    self.title = title
    self.isOn = isOn
    self.onValueChange = onValueChange
    super.init(frame: .zero)
  }

  /// Flips the switch as if the user did, and reports the new value.
  public func toggle() {
    guard isEffectivelyEnabled else { return }
    isOn.toggle()
    onValueChange?(isOn)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Flips the switch (``toggle()``); false while it is disabled.
  open override func accessibilityActivate() -> Bool {
    guard isEffectivelyEnabled else { return false }
    toggle()
    return true
  }

  /// The cursor sits in the box while the switch has focus.
  open override var cursorPosition: Point? { Point(x: 1, y: 0) }

  open override var intrinsicContentSize: Size? {
    Size(width: title.isEmpty ? 3 : 4 + DisplayWidth.of(title), height: 1)
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" ")) {
      toggle()
      return true
    }
    return super.keyDown(event)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if case .release(.left) = event.kind {
      toggle()
      return true
    }
    return super.mouseEvent(event, at: point)
  }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() { setNeedsDisplay() }

  open override func draw(in canvas: TermCanvas) {
    let style: TermStyle = isFocused ? .attributes(.bold) : .plain
    canvas.draw(isOn ? "[x]" : "[ ]", at: .zero, style: style)
    if !title.isEmpty {
      canvas.draw(TextLayout.truncate(title, toWidth: max(0, canvas.size.width - 4)), at: Point(x: 4, y: 0))
    }
  }
}
