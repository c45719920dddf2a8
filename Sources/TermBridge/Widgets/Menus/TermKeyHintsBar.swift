import TermBridgeTerminal

/// A line of key hints, `Enter Open · Del Delete · Ctrl-N New Plant`: the
/// keys that work where focus is, in the key window, read from the
/// responder chain (``TermWindow/discoverableKeyCommands()``: the focused
/// control's own keys first, then its containers', the window's shortcuts,
/// its menu bar's and the palette's key, the quit key). A TermBridge
/// addition, after the key bars of Midnight Commander, nano and htop.
///
/// Set it as a window's ``TermWindow/keyHintsBar``: it takes the window's
/// bottom line, follows focus as it moves, and never takes focus itself.
/// Keys of the same title next to each other share one hint (`↑↓ Move`);
/// disabled commands are left out. When the hints do not fit, the last
/// ones are dropped whole and `…` ends the line.
@MainActor
open class TermKeyHintsBar: TermView {
  /// The separator drawn between two hints.
  public static let separator = " · "

  /// A bar; set it as a window's ``TermWindow/keyHintsBar``.
  public init() {
    super.init(frame: .zero)
    backgroundStyle = .attributes(.reverse)
  }

  /// The bar takes the theme's ``TermTheme/bar`` style as its background.
  open override func themeDidChange() { backgroundStyle = theme.bar }

  open override var canBecomeFirstResponder: Bool { false }

  /// Follows focus in the window it is in (as a window's bar it is also
  /// told of keys that come and go; placed inside a screen, focus alone).
  open override func didMoveToWindow() {
    window?.addFirstResponderObserver(self) { [weak self] _ in self?.setNeedsDisplay() }
  }
  open override var intrinsicContentSize: Size? { Size(width: 0, height: 1) }

  /// The hints shown now, as `key title` strings, in order.
  public var hints: [String] {
    let target = window?.application?.keyWindow ?? window
    guard let target else { return [] }
    var hints: [(keys: String, title: String)] = []
    for command in target.discoverableKeyCommands() where command.isEnabled && !command.title.isEmpty {
      let key = command.input.shortcutText
      if let last = hints.last, last.title == command.title {
        // Arrows join without a space (`↑↓`), other keys with `/`.
        let joiner = key.count == 1 && last.keys.last.map({ "↑↓←→".contains($0) }) == true ? "" : "/"
        hints[hints.count - 1].keys += joiner + key
      } else {
        hints.append((key, command.title))
      }
    }
    return hints.map { "\($0.keys) \($0.title)" }
  }

  /// The line drawn for a width: the hints that fit whole, `…` after them
  /// when some did not.
  public func line(forWidth width: Int) -> String {
    var line = ""
    let all = hints
    for (index, hint) in all.enumerated() {
      let candidate = line.isEmpty ? " " + hint : line + Self.separator + hint
      let isLast = index == all.count - 1
      // Room for a closing " …" unless this is the last hint.
      if DisplayWidth.of(candidate) + (isLast ? 0 : 2) <= width {
        line = candidate
      } else if DisplayWidth.of(candidate) <= width && isLast {
        line = candidate
      } else {
        return line.isEmpty ? TextLayout.truncate(" " + hint, toWidth: width) : line + " …"
      }
    }
    return line
  }

  open override func draw(in canvas: TermCanvas) {
    let style = theme.bar
    canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
    canvas.draw(line(forWidth: canvas.size.width), at: .zero, style: style)
  }
}
