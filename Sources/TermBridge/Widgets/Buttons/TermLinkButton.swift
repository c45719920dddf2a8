import TermBridgeTerminal

/// A piece of text that opens a URL, like a link in a `UITextView`: drawn
/// as an OSC 8 hyperlink where the terminal draws them (so the terminal's
/// own link click works) and as underlined text otherwise; the escape bytes
/// never take a cell. Enter, Space or a click while it is focused calls
/// ``onOpen`` with the URL. Focused, it is on reverse video.
@MainActor
open class TermLinkButton: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .link }
  open override var accessibilityContentLabel: String? { title.isEmpty ? url : title }

  /// The text shown.
  open var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Where the link goes; written into the OSC 8 marker as it is.
  open var url: String {
    didSet { if url != oldValue { setNeedsDisplay() } }
  }
  /// The style of the text (the accent colour, for instance).
  open var style: TermStyle = .plain {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// Called with ``url`` when the user opens the link.
  open var onOpen: (@MainActor (String) -> Void)?

  /// A link showing `title` that goes to `url`.
  public init(title: String = "", url: String = "", onOpen: (@MainActor (String) -> Void)? = nil) {
    self.title = title
    self.url = url
    self.onOpen = onOpen
    super.init(frame: .zero)
  }

  /// Opens the link as if the user did.
  public func open() {
    guard isEffectivelyEnabled else { return }
    onOpen?(url)
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Opens the link (``open()``); false while it is disabled.
  open override func accessibilityActivate() -> Bool {
    guard isEffectivelyEnabled else { return false }
    open()
    return true
  }

  open override var intrinsicContentSize: Size? { Size(width: DisplayWidth.of(title), height: 1) }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") {
      open()
      return true
    }
    return super.keyDown(event)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if case .release(.left) = event.kind, bounds.contains(point) {
      open()
      return true
    }
    if case .press(.left) = event.kind { return true }
    return super.mouseEvent(event, at: point)
  }

  open override func draw(in canvas: TermCanvas) {
    var look = isEffectivelyEnabled ? style : style.merging(theme.disabled)
    if showsFocusEffect { look = look.merging(theme.focused) }
    canvas.drawLink(TextLayout.truncate(title, toWidth: canvas.size.width), url: url, at: .zero, style: look)
  }
}
