import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TerminalSession {
  /// Where a session draws: the whole terminal, or a few rows below the
  /// shell prompt.
  public enum Presentation: Sendable, Equatable {
    /// The whole terminal, on its alternate screen (ncurses): the shell's
    /// screen comes back as it was when the app ends.
    case fullScreen
    /// Rows below the shell prompt, on the main screen: text printed with
    /// ``TermScreen/printAbove(_:)`` scrolls up above them, and the last
    /// frame stays in the scrollback when the app ends, with the cursor on
    /// the line below it.
    case inline(height: InlineHeight)
  }

  /// How tall an inline app is.
  public enum InlineHeight: Sendable, Equatable {
    /// Always this many rows (fewer when the terminal is shorter).
    case fixed(Int)
    /// As tall as the content wants, from one row up to `max` rows (and
    /// the terminal's height): ``TermApplication`` asks its key window's
    /// content before each frame.
    case content(max: Int)

    /// The most rows the app may take on a terminal `terminalRows` tall.
    func limit(terminalRows: Int) -> Int {
      switch self {
      case .fixed(let rows), .content(max: let rows): return max(1, min(rows, terminalRows))
      }
    }
  }
}

extension TerminalSession.Options {
  /// `presentation` with `TERMBRIDGE_INLINE` applied: a number of rows
  /// runs any app inline with that fixed height, `0` full-screen.
  public var resolvedPresentation: TerminalSession.Presentation {
    guard let value = EnvironmentVariables.process["TERMBRIDGE_INLINE"], let rows = Int(value),
      rows >= 0
    else { return presentation }
    return rows == 0 ? .fullScreen : .inline(height: .fixed(rows))
  }
}

/// The terminal settings of an inline session: what ncurses' `raw()`,
/// `noecho()` and `nonl()` set for a full-screen one, with output
/// processing left on (the region is drawn on the shell's screen).
enum InlineTerminalModes {
  /// Puts `fd` in raw input mode; false when it is not a terminal.
  static func enterRawMode(fd: Int32) -> Bool {
    var settings = termios()
    guard tcgetattr(fd, &settings) == 0 else { return false }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return tcsetattr(fd, TCSADRAIN, &settings) == 0
  }
}
