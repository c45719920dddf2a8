import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a terminal session could not start. Each description is one line a
/// user can act on.
public enum TerminalSessionError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
  case notATerminal(stream: String)
  /// `TERM` is not set, so there is no terminal type to look up.
  case noTerminalType
  /// The terminfo database has no entry for the terminal type.
  case unknownTerminal(String)
  /// The terminal type cannot move the cursor (`TERM=dumb`): a full-screen
  /// program cannot run on it, so none is started (no mode is sent to it).
  case noCursorAddressing(String)
  /// Another session is running in this process (ncurses is process-global).
  case alreadyRunning
  /// A system call failed while setting the terminal up.
  case systemError(String)

  /// One line for the user: what went wrong and, where they can fix it, what to do.
  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return "\(stream) is not a terminal; run this program in an interactive terminal"
    case .noTerminalType:
      return "TERM is not set; set it to your terminal's type (e.g. TERM=xterm-256color)"
    case .unknownTerminal(let name):
      return
        "unknown terminal type '\(name)'; set TERM to a type in the terminfo database (e.g. xterm-256color)"
    case .noCursorAddressing(let name):
      return TermScreenError.noCursorAddressing(name).description
    case .alreadyRunning:
      return "a terminal session is already running in this process"
    case .systemError(let what):
      return "cannot set up the terminal: \(what)"
    }
  }
}

extension TerminalSession {
  /// Ends any running session, prints `error` to standard error as one line
  /// prefixed with the program's name, and exits with status 1.
  public static func fail(_ error: any Error) -> Never {
    current?.end()
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "program").lastPathComponent
    let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    StandardStream.error.write("\(program): \(text)\n")
    exit(1)
  }
}
