#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the environment says about the terminal, for the protocols no
/// query can detect: truecolour (`COLORTERM`), hyperlinks (OSC 8) and the
/// clipboard (OSC 52). Pure functions of the environment, so tests can
/// play any terminal.
enum TerminalFeatures {
  /// Whether `COLORTERM` says the terminal takes 24-bit colour.
  static func saysTruecolor(_ environment: EnvironmentVariables) -> Bool {
    let value = environment["COLORTERM"]?.lowercased() ?? ""
    return value == "truecolor" || value == "24bit"
  }

  /// The direct-colour terminfo entries to try before `type` when
  /// `COLORTERM` says truecolour: ncurses draws 24-bit colour only through
  /// an entry with `RGB` and 2^24 colours (ncurses-term's `*-direct`).
  /// Empty when `COLORTERM` does not ask or `type` is direct already.
  static func directColorTypes(for type: String, environment: EnvironmentVariables) -> [String] {
    guard saysTruecolor(environment), !type.hasSuffix("-direct") else { return [] }
    var base = type
    for suffix in ["-256color", "-88color", "-color", "-16color"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      break
    }
    var candidates = ["\(base)-direct"]
    if base.hasPrefix("screen") || base.hasPrefix("tmux") { candidates.append("tmux-direct") }
    if base == "xterm-kitty" { candidates.append("kitty-direct") }
    return candidates.filter { terminfoEntryExists($0, environment: environment) }
  }

  /// Whether a compiled terminfo entry named `name` is where ncurses looks:
  /// `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS`, then the system directories
  /// (letter and hexadecimal subdirectories both).
  static func terminfoEntryExists(_ name: String, environment: EnvironmentVariables) -> Bool {
    guard let first = name.unicodeScalars.first, !name.contains("/") else { return false }
    var directories: [String] = []
    if let terminfo = environment["TERMINFO"], !terminfo.isEmpty { directories.append(terminfo) }
    if let home = environment["HOME"], !home.isEmpty { directories.append(home + "/.terminfo") }
    if let dirs = environment["TERMINFO_DIRS"] {
      directories += dirs.split(separator: ":").map(String.init)
    }
    directories += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    let subdirectories = [String(Character(first)), String(first.value, radix: 16)]
    return directories.contains { directory in
      subdirectories.contains { FileManager.default.fileExists(atPath: "\(directory)/\($0)/\(name)") }
    }
  }

  /// A `TERMBRIDGE_…=1` or `=0` override, or nil.
  static func override(_ name: String, _ environment: EnvironmentVariables) -> Bool? {
    switch environment[name] {
    case "1": return true
    case "0": return false
    default: return nil
    }
  }

  /// Whether copies go to the system clipboard over OSC 52. Terminals
  /// cannot be asked and quietly ignore an OSC they do not know, so it is
  /// on except where the terminal is known to print it (the Linux console,
  /// `dumb`).
  static func usesClipboard(type: String, environment: EnvironmentVariables) -> Bool {
    if let forced = override("TERMBRIDGE_CLIPBOARD", environment) { return forced }
    return !(type == "linux" || type.hasPrefix("linux-") || type == "dumb")
  }

  /// Whether a terminal draws OSC 8 hyperlinks: no query exists, so known
  /// terminals are recognised by what they put in the environment. Elsewhere
  /// links are drawn underlined and no OSC 8 is sent.
  static func usesHyperlinks(type: String, environment: EnvironmentVariables) -> Bool {
    if let forced = override("TERMBRIDGE_HYPERLINKS", environment) { return forced }
    // tmux 3.3a keeps OSC 8 to itself; the outer terminal cannot be known.
    if environment["TMUX"] != nil || type.hasPrefix("screen") || type.hasPrefix("tmux") { return false }
    if environment["KITTY_WINDOW_ID"] != nil || type == "xterm-kitty" { return true }
    if environment["WEZTERM_EXECUTABLE"] != nil || environment["WT_SESSION"] != nil { return true }
    if type == "foot" || type.hasPrefix("foot-") || type == "xterm-ghostty" { return true }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
    switch environment["TERM_PROGRAM"] {
    case "iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper": return true
    default: return environment["KONSOLE_VERSION"] != nil
    }
  }
}
