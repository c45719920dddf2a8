import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Random text of the kinds that break terminal UIs: control characters and
/// escape sequences, lone combining marks, ZWJ sequences, flags and lone
/// regional indicators, right-to-left text and bidi controls, wide and
/// unassigned characters, and very long lines.
struct FuzzText {
  static let pieces: [String] = [
    "a", "word", " ", "  ", "x", "Z9", "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\r\n", "\u{B}",
    "\u{C}", "\u{E}", "\u{F}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9D}", "\u{1B}[31m", "\u{1B}[2J",
    "\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}P+q\u{1B}\\", "\u{1B}c",
    "\u{1B}[?1049l", "\u{9B}2J", "\u{301}", "\u{20DD}", "\u{308}\u{308}\u{308}", "e\u{301}", "\u{E01}\u{E31}",
    "👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "\u{200D}", "👍\u{200D}", "🇫🇷", "🇺", "🇺🇸🇬",
    "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
    "שלום", "مرحبا", "\u{202E}", "\u{202D}", "\u{2067}", "\u{200F}", "\u{200E}", "\u{200B}", "\u{FEFF}",
    "日本語", "한", "\u{1100}\u{1161}\u{11A8}", "क्षि", "❤️", "☺︎", "\u{FE0F}", "\u{1F3FD}", "\u{0378}",
    "\u{E000}", "\u{FFFF}", "\u{10FFFF}", "\u{FFFD}", "\u{2028}", "\u{2029}", "\u{AD}", "𝕏", "\u{3000}",
  ]

  /// A string of `count` random pieces.
  static func string(pieces count: Int, using rng: inout SplitMix64) -> String {
    var result = ""
    for _ in 0..<count { result += pieces.randomElement(using: &rng)! }
    return result
  }

  /// Mostly short strings; now and then a line of about 10,000 characters.
  static func string(using rng: inout SplitMix64) -> String {
    if Int.random(in: 0..<20, using: &rng) == 0 {
      let unit = string(pieces: Int.random(in: 1...8, using: &rng), using: &rng)
      let base = String(repeating: "long line ", count: 1000 - unit.count / 10)
      return base + unit + String(repeating: "日", count: Int.random(in: 0...50, using: &rng))
    }
    return string(pieces: Int.random(in: 0...12, using: &rng), using: &rng)
  }
}

/// A view that fills itself with `#`, so anything drawn over it outside the
/// widget under test shows.
final class SentinelView: TermView {
  static let character: Character = "#"

  override func draw(in canvas: TermCanvas) {
    canvas.fill(canvas.bounds, with: Self.character)
  }
}

/// A headless screen with a sentinel-filled window and one widget on it,
/// checked after every frame: sentinels outside the widget's rectangle
/// intact, no control byte from the data in what ncurses wrote, and the
/// terminal cursor (when shown) inside the widget.
@MainActor
final class SentinelStage {
  let screen: TermScreen
  let app: TermApplication
  let window: TermWindow
  let widget: TermView
  /// The widget's rectangle on screen.
  let rect: Rect
  private var checkedBytes = 0

  init(screen: TermScreen, widget: TermView, rect: Rect) {
    self.screen = screen
    self.widget = widget
    self.rect = rect
    app = TermApplication(screen: screen)
    window = TermWindow()
    let sentinel = SentinelView(frame: Rect(origin: .zero, size: screen.size))
    window.addSubview(sentinel)
    widget.frame = rect
    sentinel.addSubview(widget)
    window.makeKeyAndVisible(in: app)
    window.makeFirstResponder(widget)
    app.render()
    checkedBytes = 0
  }

  /// Renders a frame and returns what is wrong with it (empty when nothing).
  func renderAndCheck() -> [String] {
    app.render()
    var problems: [String] = []
    for y in 0..<screen.size.height {
      for (x, cell) in screen.cells(inRow: y).enumerated() where !rect.contains(Point(x: x, y: y)) {
        if cell.text != String(SentinelView.character) {
          problems.append(
            "cell (\(x), \(y)) outside the widget at \(rect) shows \(cell.text.debugDescription)")
          break
        }
      }
    }
    if let cursor = screen.renderedCursor, !rect.contains(cursor) {
      problems.append("the terminal cursor \(cursor) is outside the widget at \(rect)")
    }
    let bytes = screen.writtenBytes(from: checkedBytes)
    checkedBytes += bytes.count
    if let problem = TerminalOutputScanner.firstProblem(in: bytes) { problems.append(problem) }
    return problems
  }
}

/// Reads what ncurses sent a terminal and finds control bytes that only the
/// drawn data could have put there: anything but the escape sequences,
/// CR, LF, BS and HT that ncurses uses to move and style; string sequences
/// (OSC, DCS, APC, PM, SOS), which ncurses never sends for xterm-256color;
/// C1 controls, raw or UTF-8 encoded; and broken UTF-8.
enum TerminalOutputScanner {
  static func firstProblem(in bytes: [UInt8]) -> String? {
    var i = 0
    func context() -> String {
      let lower = max(0, i - 12)
      let upper = min(bytes.count, i + 12)
      return String(decoding: bytes[lower..<upper], as: UTF8.self).debugDescription
    }
    while i < bytes.count {
      let b = bytes[i]
      switch b {
      case 0x1B:
        guard i + 1 < bytes.count else { return "a lone ESC at the end of the output" }
        let next = bytes[i + 1]
        if next == 0x5B {  // CSI: parameters, intermediates, one final byte
          var k = i + 2
          while k < bytes.count, (0x30...0x3F).contains(bytes[k]) { k += 1 }
          while k < bytes.count, (0x20...0x2F).contains(bytes[k]) { k += 1 }
          guard k < bytes.count, (0x40...0x7E).contains(bytes[k]) else {
            return "a broken CSI sequence at byte \(i): \(context())"
          }
          i = k + 1
        } else if [0x5D, 0x50, 0x5F, 0x5E, 0x58].contains(next) {
          return "a string sequence (ESC \(Character(Unicode.Scalar(next)))) at byte \(i): \(context())"
        } else if (0x28...0x2B).contains(next) {  // charset designation: one more byte
          i += 3
        } else if (0x30...0x7E).contains(next) {
          i += 2
        } else {
          return "ESC followed by \(next) at byte \(i): \(context())"
        }
      case 0x0D, 0x0A, 0x08, 0x09:
        i += 1
      case 0x00..<0x20, 0x7F:
        return "control byte \(b) at byte \(i): \(context())"
      case 0x20..<0x7F:
        i += 1
      default:
        // UTF-8: decode one scalar; reject broken sequences and C1 controls.
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return "broken UTF-8 at byte \(i): \(context())" }
        var decoder = UTF8()
        var iterator = bytes[i..<(i + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
          return "broken UTF-8 at byte \(i): \(context())"
        }
        if (0x80..<0xA0).contains(scalar.value) {
          return "C1 control U+\(String(scalar.value, radix: 16)) at byte \(i): \(context())"
        }
        i += length
      }
    }
    return nil
  }
}

/// Whether `index` is between two `Character`s of `text`, by walking the
/// graphemes from the start (independent of how the widgets round).
func isGraphemeBoundary(_ index: String.Index, in text: String) -> Bool {
  let target = text.utf8.distance(from: text.utf8.startIndex, to: index)
  var i = text.startIndex
  while i < text.endIndex {
    let offset = text.utf8.distance(from: text.utf8.startIndex, to: i)
    if offset >= target { return offset == target }
    i = text.index(after: i)
  }
  return target == text.utf8.count
}

/// Whether `position` is a valid cursor of `view`: on a line, within it,
/// and between two graphemes.
@MainActor
func isValidPosition(_ position: TermTextView.Position, in view: TermTextView) -> Bool {
  guard position.line >= 0, position.line < view.lineCount else { return false }
  let line = view.line(at: position.line)
  guard position.column >= 0, position.column <= line.utf8.count else { return false }
  return isGraphemeBoundary(line.utf8.index(line.utf8.startIndex, offsetBy: position.column), in: line)
}
