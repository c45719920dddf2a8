internal import CNcurses

/// The escape sequences a session sends around ncurses: modes ncurses does
/// not manage itself, and the bytes that undo everything after a crash.
///
/// Make one after ncurses has loaded the terminal's terminfo entry.
struct TerminalModes {
  var mouse: Bool
  var bracketedPaste: Bool
  /// Focus in/out reports (mode 1004).
  var focusEvents: Bool = true
  /// The kitty keyboard flags pushed at start, once the terminal answered
  /// ``queryKeyboardFlags``; nil while nothing is pushed (a terminal
  /// without the protocol is never sent a push or a pop).
  var keyboardFlags: Int?
  /// Keypad transmit mode (application cursor keys) on and off, from
  /// terminfo. Sent by the session itself: ncurses forgets it across
  /// endwin and a resume.
  let keypadOn: String
  let keypadOff: String

  init(mouse: Bool, bracketedPaste: Bool) {
    self.mouse = mouse
    self.bracketedPaste = bracketedPaste
    keypadOn = TerminalModes.capability("smkx") ?? ""
    keypadOff = TerminalModes.capability("rmkx") ?? ""
  }

  /// Turns the session's modes on.
  var enable: String {
    var s = keypadOn
    if bracketedPaste { s += "\u{1B}[?2004h" }
    // Clicks (1000) and drags (1002), reported in SGR form (1006).
    if mouse { s += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
    if focusEvents { s += "\u{1B}[?1004h" }
    if let keyboardFlags { s += TerminalModes.pushKeyboardFlags(keyboardFlags) }
    return s
  }

  /// Turns every mode the session may have set off, whatever the options:
  /// cheap, and a terminal ignores a reset of a mode that is off.
  /// The kitty keyboard flags are popped first, on the screen they were
  /// pushed on (kitty keeps one stack per screen).
  var disable: String {
    (keyboardFlags == nil ? "" : TerminalModes.popKeyboardFlags)
      + "\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2026l" + keypadOff
  }

  /// DECRQM: asks whether the terminal knows synchronized output (2026).
  static let querySynchronizedOutput = "\u{1B}[?2026$p"
  /// Asks for the kitty keyboard flags in force; only terminals with the
  /// protocol answer (`CSI ? flags u`).
  static let queryKeyboardFlags = "\u{1B}[?u"
  /// OSC 11: asks for the background colour (`ESC ] 11 ; rgb:… ST`).
  static let queryBackgroundColor = "\u{1B}]11;?\u{1B}\\"
  /// Primary device attributes: every terminal answers, so it goes last as
  /// the end of the start-up queries.
  static let queryDeviceAttributes = "\u{1B}[c"
  /// The kitty keyboard flags TermBridge asks for: disambiguate escape
  /// codes (1), so Esc, Alt- and Ctrl- keys arrive as `CSI … u`.
  static let requestedKeyboardFlags = 1

  /// Pushes kitty keyboard `flags` onto the terminal's stack.
  static func pushKeyboardFlags(_ flags: Int) -> String { "\u{1B}[>\(flags)u" }
  /// Pops the flags pushed by ``pushKeyboardFlags(_:)``.
  static let popKeyboardFlags = "\u{1B}[<u"

  /// What a crash handler writes to give the terminal back: cancel any
  /// half-written sequence (CAN), the modes off, then from terminfo the
  /// default rendition, a visible cursor and the main screen.
  ///
  /// An inline session (`inlineFinish` given) never left the main screen:
  /// no `rmcup`, and the cursor goes below the region instead.
  func emergencyRestore(inlineFinish: String? = nil) -> [UInt8] {
    var s = "\u{18}" + disable
    for capability in inlineFinish == nil ? ["sgr0", "cnorm", "rmcup"] : ["sgr0", "cnorm"] {
      if let value = TerminalModes.capability(capability) { s += value }
    }
    if let inlineFinish { s += inlineFinish }
    return Array(s.utf8)
  }

  /// A terminfo string capability of the current terminal, as raw text
  /// without padding (`$<5>`), which only `tputs` understands.
  static func capability(_ name: String) -> String? {
    guard let value = tb_tigetstr(name) else { return nil }
    let count = strlen(value)
    return value.withMemoryRebound(to: UInt8.self, capacity: count) {
      withoutPadding(UnsafeBufferPointer(start: $0, count: count))
    }
  }

  /// `bytes` without terminfo padding (`$<5>`, `$<2*/>`): each `$<` up to
  /// the next `>` goes; a `$<` that is never closed stays.
  static func withoutPadding(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
        let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = close + 1
        continue
      }
      kept.append(bytes[index])
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
