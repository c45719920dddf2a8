import TermBridgeTerminal

/// A push button, like `UIButton`: pressed with Enter or Space while
/// focused, with a mouse click, or with its keyboard shortcut from anywhere
/// in its window. Reports through a closure and through target-action.
///
/// It shows its ``title`` as `[ title ]`, or, with an empty title, its
/// subviews as its label (any views: the declarative `Button` puts its
/// label there) in its ``appearance``, on reverse video while it is the
/// first responder.
@MainActor
open class TermButton: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .button }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }

  /// How a button with subviews as its label looks, after
  /// `UIButton.Configuration`'s plain, bordered, prominent and borderless.
  public enum Appearance: Hashable, Sendable {
    /// The label with a column either side (the default).
    case standard
    /// The label in brackets: `[ Save ]`.
    case bordered
    /// The label in brackets on the ``TermButton/tint`` colour as background, bold.
    case borderedProminent
    /// The label alone, in the ``TermButton/tint`` colour.
    case borderless
    /// The label alone, as it is.
    case plain

    /// Columns kept before and after the label.
    public var labelInsets: (leading: Int, trailing: Int) {
      switch self {
      case .standard: (1, 1)
      case .bordered, .borderedProminent: (2, 2)
      case .borderless, .plain: (0, 0)
      }
    }
  }

  /// How the label of subviews is drawn round.
  open var appearance: Appearance = .standard {
    didSet { if appearance != oldValue { updateLabelHighlight() } }
  }

  /// The colour a prominent or borderless button uses (`UIButton`'s tint):
  /// the theme's accent unless set.
  open var tint: TermColor {
    get { tintOverride ?? theme.accent }
    set { tintOverride = newValue }
  }
  private var tintOverride: TermColor? {
    didSet { if tintOverride != oldValue { updateLabelHighlight() } }
  }

  /// The text shown in the button (`[ title ]`); empty to use the subviews as the label.
  open var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Called on every press, after the targets.
  open var onPress: (@MainActor () -> Void)?

  /// Whether the button is held down, like `UIButton.isHighlighted`: the
  /// left mouse button went down on it and is still down, with the pointer
  /// over it. A key press is never held (a terminal reports no key release).
  open private(set) var isHighlighted = false {
    didSet { if isHighlighted != oldValue { onHighlightChange?(isHighlighted) } }
  }
  /// Called when ``isHighlighted`` changes, with the new value (a
  /// declarative `ButtonStyle` draws its pressed look from it).
  open var onHighlightChange: (@MainActor (Bool) -> Void)?
  /// Whether the left mouse button went down on the button and is not yet up.
  private var isTrackingPress = false
  /// A key that presses the button from anywhere in its window, when no
  /// view before the window handles it.
  open var keyboardShortcut: KeyEvent? {
    didSet {
      guard keyboardShortcut != oldValue else { return }
      window?.removeKeyCommand(for: self)
      registerShortcut()
    }
  }
  /// Style of the title (or of a label of subviews) when the button is not focused.
  open var style: TermStyle = .plain {
    didSet {
      guard style != oldValue else { return }
      setNeedsDisplay()
      updateLabelHighlight()
    }
  }

  private var targets: [(target: () -> AnyObject?, action: (AnyObject, TermButton) -> Void)] = []

  /// A button titled `title` (empty: its subviews are the label) that
  /// calls `onPress` when pressed.
  public init(title: String = "", onPress: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.onPress = onPress
    super.init(frame: .zero)
  }

  /// Calls `action` on `target` at every press; the target is held weakly.
  /// `button.addTarget(self, action: MyController.save)`
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (TermButton) -> Void
  ) {
    targets.append(
      (
        target: { [weak target] in target },
        action: { object, button in
          guard let object = object as? Target else { return }
          action(object)(button)
        }
      ))
  }

  /// Removes every action registered for `target`.
  public func removeTarget(_ target: AnyObject) {
    targets.removeAll { $0.target() === target }
  }

  /// Presses the button as if the user did.
  public func sendActions() {
    guard isEffectivelyEnabled else { return }
    targets.removeAll { $0.target() == nil }
    for entry in targets {
      if let target = entry.target() { entry.action(target, self) }
    }
    onPress?()
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Presses the button (``sendActions()``); false while it is disabled.
  open override func accessibilityActivate() -> Bool {
    guard isEffectivelyEnabled else { return false }
    sendActions()
    return true
  }

  /// Whether the subviews are the label (the title is empty).
  private var showsSubviewsAsLabel: Bool { title.isEmpty && !subviews.isEmpty }

  open override var intrinsicContentSize: Size? {
    Size(width: DisplayWidth.of(title) + 4, height: 1)
  }

  open override func didMoveToWindow() { registerShortcut() }

  private func registerShortcut() {
    guard let keyboardShortcut, let window else { return }
    window.addKeyCommand(keyboardShortcut, owner: self, title: { [weak self] in self?.shortcutTitle }) {
      [weak self] in self?.sendActions()
    }
  }

  /// What the button's shortcut is listed as (the key hints bar, the
  /// command palette): its accessibility label, else its title, else the
  /// text of the views of its label.
  var shortcutTitle: String? {
    if let label = accessibilityLabel, !label.isEmpty { return label }
    var parts: [String] = []
    func collect(_ view: TermView) {
      if view.subviews.isEmpty, let label = view.accessibilityLabel, !label.isEmpty { parts.append(label) }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  open override func didBecomeFirstResponder() { updateLabelHighlight() }
  open override func didResignFirstResponder() { updateLabelHighlight() }

  /// A label of subviews is shown on reverse video while focused, over
  /// what its appearance gives it.
  private func updateLabelHighlight() {
    var style: TermStyle? = showsSubviewsAsLabel && self.style != .plain ? self.style : nil
    switch showsSubviewsAsLabel ? appearance : .standard {
    case .borderedProminent:
      // On a theme with its own background, the label takes that colour over the tint.
      let ink = theme.background
      style = TermStyle(foreground: ink, background: tint, attributes: .bold).merging(style ?? .plain)
    case .borderless: style = TermStyle(foreground: tint).merging(style ?? .plain)
    case .standard, .bordered, .plain: break
    }
    if isFirstResponder && showsSubviewsAsLabel && !isFocusEffectDisabledInHierarchy {
      style = (style ?? .plain).merging(theme.focused)
    }
    guard backgroundStyle != style else { return }
    backgroundStyle = style
    setNeedsDisplayRecursively()
  }

  /// Enter presses the button.
  open override var keyCommands: [TermKeyCommand] {
    [TermKeyCommand(title: "Press", input: KeyEvent(.enter))]
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") {
      sendActions()
      return true
    }
    return super.keyDown(event)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      isTrackingPress = true
      isHighlighted = isEffectivelyEnabled && bounds.contains(point)
      return true
    case .drag(.left) where isTrackingPress:
      // Held down: pressed while the pointer stays over the button.
      isHighlighted = isEffectivelyEnabled && bounds.contains(point)
    case .release(.left):
      isTrackingPress = false
      isHighlighted = false
      if bounds.contains(point) {
        sendActions()
        return true
      }
    default:
      break
    }
    return super.mouseEvent(event, at: point)
  }

  open override func didAddSubview(_ subview: TermView) { updateLabelHighlight() }

  open override func themeDidChange() { updateLabelHighlight() }

  open override func draw(in canvas: TermCanvas) {
    guard !showsSubviewsAsLabel else {
      if appearance == .bordered || appearance == .borderedProminent {
        canvas.draw("[", at: .zero)
        canvas.draw("]", at: Point(x: max(0, canvas.size.width - 1), y: 0))
      }
      return
    }
    let focused = showsFocusEffect
    let look = focused ? style.merging(theme.focused) : style
    let label = TextLayout.truncate(title, toWidth: max(0, canvas.size.width - 4))
    let text = "[ " + label + " ]"
    let x = max(0, (canvas.size.width - DisplayWidth.of(text)) / 2)
    canvas.draw(text, at: Point(x: x, y: max(0, (canvas.size.height - 1) / 2)), style: look)
  }
}
