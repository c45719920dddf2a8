/// A key on the keyboard, after decoding the terminal's byte sequences.
public enum Key: Hashable, Sendable {
  /// A printable grapheme, or a letter combined with Control/Alt.
  case character(Character)
  /// Enter (CR or LF), Tab (Shift-Tab is `.tab` with `.shift`), Backspace (BS or DEL) and Escape.
  case enter, tab, backspace, escape
  /// The arrow keys.
  case up, down, left, right
  /// Home, End, Page Up, Page Down, Insert and Delete (forward delete, not Backspace).
  case home, end, pageUp, pageDown, insert, delete
  /// F1–F12 (`function(1)` is F1).
  case function(Int)
}

/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifier bits, one per key.
  public let rawValue: UInt8
  /// Makes the set whose bits are `rawValue`, as `OptionSet` requires.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift. A shifted character usually arrives as the character itself (`A`, `?`), so Shift
  /// shows mostly with keys that have none (Shift-Tab, Shift-arrows) and with the mouse.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Meta): sent by terminals as an ESC prefix or a CSI modifier.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control: a control byte arrives as its letter with this (Ctrl-Q is `q` with `.control`).
  public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// One key press with its modifiers. Control letters arrive as the letter
/// with `.control` (Ctrl-Q is `KeyEvent(.character("q"), modifiers: .control)`).
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key pressed.
  public var key: Key
  /// The modifier keys held with it.
  public var modifiers: KeyModifiers

  /// Makes the event for `key` with `modifiers` held.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Control plus a letter, e.g. `.control("q")`.
  public static func control(_ letter: Character) -> KeyEvent {
    KeyEvent(.character(letter), modifiers: .control)
  }

  /// Alt plus a key, e.g. `.alt("b")`.
  public static func alt(_ letter: Character) -> KeyEvent {
    KeyEvent(.character(letter), modifiers: .alt)
  }

  /// A plain printable character.
  public static func character(_ c: Character) -> KeyEvent { KeyEvent(.character(c)) }

  /// The event as its modifiers and key joined by `-` (`Ctrl-Q`, `Shift-Tab`, `F5`, `Space`), for test
  /// output and key names.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    switch key {
    case .character(let c): parts.append(c == " " ? "Space" : String(c))
    case .function(let n): parts.append("F\(n)")
    default: parts.append("\(key)".prefix(1).uppercased() + "\(key)".dropFirst())
    }
    return parts.joined(separator: "-")
  }
}

/// Mouse buttons as terminals report them.
public enum MouseButton: Hashable, Sendable {
  /// The primary, middle (wheel) and secondary buttons.
  case left, middle, right
}

extension KeyEvent {
  /// The character the key types into text: a printable character with no
  /// modifier but Shift; nil for controls, Alt- or Ctrl- keys and keys that
  /// are not characters.
  public var typedCharacter: Character? {
    guard case .character(let character) = key, modifiers.isSubset(of: .shift), character.isPrintable else {
      return nil
    }
    return character
  }
}

extension Character {
  /// Whether the character is drawn rather than acting: its first scalar
  /// is not a C0 or C1 control (or DEL).
  package var isPrintable: Bool {
    guard let first = unicodeScalars.first else { return false }
    return !(first.value < 0x20 || (0x7F...0x9F).contains(first.value))
  }
}

/// A mouse report (SGR mode) in screen coordinates.
public struct MouseEvent: Hashable, Sendable {
  /// What happened: a button pressed, released or dragged, or the wheel turned.
  public enum Kind: Hashable, Sendable {
    /// The button went down.
    case press(MouseButton)
    /// The button came up.
    case release(MouseButton)
    /// Motion with a button held.
    case drag(MouseButton)
    /// The wheel turned up (away from the user) or down.
    case wheelUp, wheelDown
    /// A wheel tilted (or a touchpad swiped) sideways.
    case wheelLeft, wheelRight
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer, 0-based from the screen's top-left.
  public var location: Point
  /// The modifier keys held, as far as the terminal reports them (some keep Shift for themselves).
  public var modifiers: KeyModifiers

  /// Makes a report of `kind` at screen cell `location` with `modifiers` held.
  public init(kind: Kind, location: Point, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.location = location
    self.modifiers = modifiers
  }

  /// Whether the report is of a button held down (a press or a drag),
  /// which the same report again would only repeat.
  public var isHeldButtonReport: Bool {
    switch kind {
    case .press, .drag: return true
    case .release, .wheelUp, .wheelDown, .wheelLeft, .wheelRight: return false
    }
  }
}

/// Messages from the terminal itself rather than the user: replies to
/// queries and, when enabled, focus notifications.
public enum TerminalReport: Hashable, Sendable {
  /// DECRPM for a private mode: whether the terminal knows the mode at all.
  case modeSupport(mode: Int, supported: Bool)
  /// A cursor position report (reply to `CSI 6 n` or `CSI ? 6 n`), 0-based.
  /// Prefer `CSI ? 6 n`: its reply cannot be mistaken for Ctrl-F3.
  case cursorPosition(Point)
  /// The terminal window gained focus (`CSI I`, sent after `CSI ? 1004 h`).
  case focusIn
  /// The terminal window lost focus (`CSI O`, sent after `CSI ? 1004 h`).
  case focusOut
  /// The kitty keyboard protocol's flags now in force (`CSI ? flags u`, the
  /// reply to `CSI ? u`): the terminal speaks the protocol.
  case keyboardFlags(Int)
  /// The terminal's background colour (the reply to OSC 11's query), each
  /// component scaled to 0–255.
  case backgroundColor(red: UInt8, green: UInt8, blue: UInt8)
  /// Primary device attributes (`CSI ? … c`, the reply to `CSI c`): every
  /// terminal answers it, so queries sent before it that got no reply by
  /// then are not understood.
  case deviceAttributes
}

extension TerminalReport {
  /// Whether a background colour is light: its luma (Rec. 709 weights)
  /// is above the middle.
  public static func isLight(red: UInt8, green: UInt8, blue: UInt8) -> Bool {
    let luma = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    return luma > 127.5
  }
}

/// Everything that arrives from the terminal, decoded.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// A bracketed paste, with its exact text (newlines included).
  case paste(String)
  /// A mouse press, release, drag or wheel turn.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize(Size)
  /// A reply to a query or a focus change from the terminal.
  case report(TerminalReport)
}
