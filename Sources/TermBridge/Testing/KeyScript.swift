import TermBridgeTerminal

/// Input for tests, written in the bench harness's script language, so an
/// app can drive its screens the way the pty benchmark does:
///
/// ```swift
/// let script = try KeyScript("type hello\nkey down 3\nkey ctrl-q")
/// for event in script.events { window.handle(event) }
/// ```
///
/// Input commands: `type TEXT` (one key per character; a grapheme cluster is
/// one key, where the bench writes each code point separately), `key NAME
/// [COUNT]` (`enter tab btab backspace esc space delete insert home end pgup
/// pgdn up down left right f1`…`f12`, `ctrl-X`, `alt-X`, `shift-`/`ctrl-`/
/// `alt-<arrow>` and other combinations), `paste TEXT`, `raw BYTES` (Python
/// escapes such as `\x1b[A`, decoded like terminal input) and `resize COLS
/// ROWS`. TEXT may be `"quoted"` with Python escapes. The bench's other
/// commands (`wait-for`, `expect-screen-contains`, `snapshot`, `phase`,
/// `sleep`, …) are kept as ``Action/command(name:argument:)`` steps for
/// drivers that act on them; lines starting with `#` are comments.
///
/// Each key means exactly what `InputDecoder` makes of the bytes an xterm
/// sends for it (as the bench writes them), so `key ctrl-m` is Enter, like on
/// a real terminal.
public struct KeyScript: Sendable {
  /// What one line of a script asks for.
  public enum Action: Hashable, Sendable {
    /// Input to deliver, in order; `key down 3` gives three events.
    case input([InputEvent])
    /// A bench command with no input meaning (`wait-for`, `snapshot`, …) and
    /// its argument (TEXT arguments unquoted).
    case command(name: String, argument: String)
  }

  /// One line of a script that did something, with its 1-based line number.
  public struct Step: Hashable, Sendable {
    /// The line of the script this step came from (1-based).
    public var line: Int
    /// What the line asks for.
    public var action: Action

    /// Makes the step for `action`, from line `line` of its script (1-based).
    public init(line: Int, action: Action) {
      self.line = line
      self.action = action
    }
  }

  /// The script's steps in order, comments and blank lines left out.
  public let steps: [Step]

  /// All input events of the script, in order.
  public var events: [InputEvent] {
    steps.flatMap { step -> [InputEvent] in
      if case .input(let events) = step.action { return events }
      return []
    }
  }

  /// Parses a script; throws a ``KeyScriptError`` naming the line of the
  /// first mistake.
  public init(_ source: String) throws {
    var steps: [Step] = []
    var lineNumber = 0
    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Substring(rawLine)
      while line.last == "\r" { line = line.dropLast() }
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.trimmedString.isEmpty || trimmed.hasPrefix("#") { continue }
      let name: String
      let argument: String
      if let space = trimmed.firstIndex(of: " ") {
        name = trimmed[..<space].lowercased()
        argument = String(trimmed[trimmed.index(after: space)...])
      } else {
        name = trimmed.lowercased()
        argument = ""
      }
      do throws(ScriptText.Failure) {
        steps.append(Step(line: lineNumber, action: try Self.action(name, argument)))
      } catch {
        throw KeyScriptError(line: lineNumber, message: error.message)
      }
    }
    self.steps = steps
  }

  /// The bench commands that are not input.
  static let otherCommands: Set<String> = [
    "wait-for", "wait-gone", "wait-quiet", "sleep", "expect-screen-contains", "expect-screen-not-contains",
    "snapshot", "phase", "expect-exit", "set",
  ]

  private static func action(_ name: String, _ argument: String) throws(ScriptText.Failure) -> Action {
    switch name {
    case "type":
      let text = try nonEmptyText(name, argument)
      return .input(text.flatMap { decode(Array(String($0).utf8)) })
    case "key":
      let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard (1...2).contains(parts.count) else { throw .init(message: "key NAME [COUNT]") }
      guard let bytes = KeyNames.bytes(forKeyNamed: String(parts[0])) else {
        throw .init(message: "unknown key '\(parts[0])'")
      }
      var count = 1
      if parts.count == 2 {
        guard let n = Int(parts[1]), n >= 0, parts[1].allSatisfy(\.isASCII) else {
          throw .init(message: "COUNT must be a number, not '\(parts[1])'")
        }
        count = n
      }
      let events = decode(bytes)
      return .input(Array((0..<count).map { _ in events }.joined()))
    case "paste":
      return .input([.paste(try nonEmptyText(name, argument))])
    case "raw":
      return .input(decode(try ScriptText.bytes(argument)))
    case "resize":
      let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]), cols > 0, rows > 0 else {
        throw .init(message: "resize COLS ROWS (two positive numbers)")
      }
      return .input([.resize(Size(width: cols, height: rows))])
    case _ where otherCommands.contains(name):
      try validate(name, argument)
      let isText = name.hasPrefix("wait-") && name != "wait-quiet" || name.hasPrefix("expect-screen")
      let value = isText ? try nonEmptyText(name, argument) : argument.trimmingSpaces
      return .command(name: name, argument: value)
    default:
      throw .init(message: "unknown command '\(name)'")
    }
  }

  /// Checks the arguments of the non-input commands the way the bench does.
  private static func validate(_ name: String, _ argument: String) throws(ScriptText.Failure) {
    let value = argument.trimmingSpaces
    switch name {
    case "sleep":
      guard Double(value) != nil else { throw .init(message: "sleep SECONDS") }
    case "expect-exit":
      guard value.isEmpty || Double(value) != nil else { throw .init(message: "expect-exit [SECONDS]") }
    case "snapshot":
      let allowed = value.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
      }
      guard !value.isEmpty && allowed else { throw .init(message: "snapshot NAME ([A-Za-z0-9_.-])") }
    case "set":
      let parts = value.split(separator: " ", maxSplits: 1)
      let settings = ["quiet-ms", "idle-cpu", "step-timeout", "wait-timeout"]
      guard let setting = parts.first, settings.contains(String(setting)) else {
        throw .init(message: "unknown setting '\(parts.first ?? "")'")
      }
      guard parts.count == 2, Double(parts[1].trimmedString) != nil else {
        throw .init(message: "set \(setting) VALUE")
      }
    default:
      break
    }
  }

  private static func nonEmptyText(_ name: String, _ argument: String) throws(ScriptText.Failure) -> String {
    let text = try ScriptText.text(argument)
    guard !text.isEmpty else { throw .init(message: "\(name) needs TEXT") }
    return text
  }

  /// What the decoder makes of one write of `bytes` once the ESC delay has
  /// passed (a paste left open ends with the write).
  private static func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush() + decoder.finishPaste()
  }
}

/// A mistake in a ``KeyScript``, with the 1-based line it is on.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the mistake (1-based).
  public var line: Int
  /// What is wrong, e.g. `unknown key 'ctrl-1'`.
  public var message: String

  /// Makes the error for a mistake on line `line` (1-based), described by `message`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// The mistake with its line, as `key script line 3: unknown key 'ctrl-1'`.
  public var description: String { "key script line \(line): \(message)" }
}

extension Substring {
  fileprivate var trimmedString: String { String(self).trimmingSpaces }
}
