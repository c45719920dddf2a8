import TermBridgeTerminal

/// An on/off control, like `UISwitch`, drawn in its ``preferredStyle``: a
/// check box `[x]`, a sliding switch `( ●)`, or a button `[ title ]` on
/// reverse video while on. Space, Enter or a click flips it and reports
/// the new value; setting ``isOn`` from code reports nothing.
///
/// With an empty title, its subviews can be the label (the declarative
/// `Toggle` puts its label there, ``Style/labelInsets`` from the edges).
@MainActor
open class TermSwitch: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .toggle }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }
  open override var accessibilityContentValue: String? { isOn ? "on" : "off" }
  open override var accessibilityLabelOrigin: Point {
    // The title, or the label a `Toggle` puts at the same place.
    Point(x: title.isEmpty && subviews.isEmpty ? 0 : preferredStyle.labelInsets.leading, y: 0)
  }

  /// How a switch is drawn, like `UISwitch.Style`.
  public enum Style: Hashable, Sendable {
    /// `[x]` or `[ ]` before the title.
    case checkbox
    /// `( ●)` on, in ``TermSwitch/onTint``, or `(○ )` off, before the title.
    case sliding
    /// The title as a button, `[ title ]`, on reverse video while on.
    case button

    /// Columns kept before and after the title or label.
    public var labelInsets: (leading: Int, trailing: Int) {
      switch self {
      case .checkbox: (4, 0)
      case .sliding: (5, 0)
      case .button: (2, 2)
      }
    }
  }

  /// How the switch is drawn.
  open var preferredStyle: Style = .checkbox {
    didSet {
      guard preferredStyle != oldValue else { return }
      updateLabelHighlight()
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The style of the knob of a sliding switch that is on (`UISwitch.onTintColor`).
  open var onTint: TermStyle {
    get { onTintOverride ?? theme.accentStyle }
    set {
      let oldValue = onTint
      onTintOverride = newValue
      if onTint != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``onTint``; nil follows the theme.
  private var onTintOverride: TermStyle?

  /// Whether the switch is on.
  open var isOn: Bool {
    didSet {
      guard isOn != oldValue else { return }
      updateLabelHighlight()
      setNeedsDisplay()
    }
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
  open override var cursorPosition: Point? { Point(x: preferredStyle == .sliding && isOn ? 2 : 1, y: 0) }

  open override var intrinsicContentSize: Size? {
    let insets = preferredStyle.labelInsets
    let box = preferredStyle == .sliding ? 4 : 3
    return Size(
      width: title.isEmpty ? box : insets.leading + DisplayWidth.of(title) + insets.trailing, height: 1)
  }

  /// Space toggles the switch.
  open override var keyCommands: [TermKeyCommand] {
    [TermKeyCommand(title: "Toggle", input: KeyEvent(.character(" ")))]
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

  open override func didAddSubview(_ subview: TermView) { updateLabelHighlight() }

  open override func themeDidChange() { updateLabelHighlight() }

  /// A button-style switch's label of subviews is on reverse video while on.
  private func updateLabelHighlight() {
    let highlighted = preferredStyle == .button && isOn && title.isEmpty && !subviews.isEmpty
    let style: TermStyle? = highlighted ? theme.focused : nil
    guard backgroundStyle != style else { return }
    backgroundStyle = style
    setNeedsDisplayRecursively()
  }

  open override func draw(in canvas: TermCanvas) {
    let focus: TermStyle = showsFocusEffect ? .attributes(.bold) : .plain
    let look = isEffectivelyEnabled ? focus : theme.disabled
    let insets = preferredStyle.labelInsets
    switch preferredStyle {
    case .checkbox:
      canvas.draw(isOn ? "[x]" : "[ ]", at: .zero, style: look)
    case .sliding:
      canvas.draw(isOn ? "( " : "(", at: .zero, style: look)
      canvas.draw(
        isOn ? "●" : "○", at: Point(x: isOn ? 2 : 1, y: 0), style: isOn ? look.merging(onTint) : look)
      canvas.draw(isOn ? ")" : " )", at: Point(x: isOn ? 3 : 2, y: 0), style: look)
    case .button:
      let width = canvas.size.width
      if isOn && !title.isEmpty {
        canvas.fill(
          Rect(x: 1, y: 0, width: max(0, width - 2), height: 1), with: " ", style: theme.focused)
      }
      canvas.draw("[", at: .zero, style: look)
      canvas.draw("]", at: Point(x: max(0, width - 1), y: 0), style: look)
    }
    if !title.isEmpty {
      let room = max(0, canvas.size.width - insets.leading - insets.trailing)
      let style: TermStyle = preferredStyle == .button && isOn ? theme.focused : .plain
      canvas.draw(TextLayout.truncate(title, toWidth: room), at: Point(x: insets.leading, y: 0), style: style)
    }
  }
}
