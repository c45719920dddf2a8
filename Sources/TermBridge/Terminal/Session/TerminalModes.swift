internal import CNcurses

/// The escape sequences a session sends around ncurses: modes ncurses does
/// not manage itself, and the bytes that undo everything after a crash.
///
/// Make one after ncurses has loaded the terminal's terminfo entry.
struct TerminalModes {
  var mouse: Bool
  var bracketedPaste: Bool
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
    return s
  }

  /// Turns every mode the session may have set off, whatever the options:
  /// cheap, and a terminal ignores a reset of a mode that is off.
  var disable: String {
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2026l" + keypadOff
  }

  /// DECRQM: asks whether the terminal knows synchronized output (2026).
  static let querySynchronizedOutput = "\u{1B}[?2026$p"

  /// What a crash handler writes to give the terminal back: cancel any
  /// half-written sequence (CAN), the modes off, then from terminfo the
  /// default rendition, a visible cursor and the main screen.
  func emergencyRestore() -> [UInt8] {
    var s = "\u{18}" + disable
    for capability in ["sgr0", "cnorm", "rmcup"] {
      if let value = TerminalModes.capability(capability) { s += value }
    }
    return Array(s.utf8)
  }

  /// A terminfo string capability of the current terminal, as raw text
  /// without padding (`$<5>`), which only `tputs` understands.
  static func capability(_ name: String) -> String? {
    guard let value = tb_tigetstr(name) else { return nil }
    var text = String(cString: value)
    while let start = text.range(of: "$<"), let end = text[start.upperBound...].firstIndex(of: ">") {
      text.removeSubrange(start.lowerBound...end)
    }
    return text
  }
}
