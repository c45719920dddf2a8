// What a keystroke costs in TermTextView on a megabyte document: wall time
// per keystroke (handling plus one frame on a headless 80x24 screen) and the
// work counted by the view (lines re-wrapped, rows drawn).
//
//     swift run -c release TextViewBench [megabytes]
import Foundation
import TermBridge

/// A deterministic document of about `bytes` bytes: prose lines of varying
/// length, some wrapping, some with wide glyphs, emoji and tabs.
func document(bytes: Int) -> String {
  let words = ["alpha", "beta", "gamma", "delta", "日本語", "テキスト", "emoji👍🏽", "x", "lorem", "ipsum"]
  var lines: [String] = []
  var size = 0
  var seed: UInt64 = 42
  while size < bytes {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let count = Int(seed >> 60) * 2 + 2
    var line = lines.count % 50 == 0 ? "\t" : ""
    for i in 0..<count {
      if i > 0 { line += " " }
      line += words[Int((seed >> UInt64(i % 40)) % UInt64(words.count))]
    }
    lines.append(line)
    size += line.utf8.count + 1
  }
  return lines.joined(separator: "\n")
}

@MainActor
func main() throws {
  let megabytes = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 1
  let text = document(bytes: Int(megabytes * 1_048_576))
  let clock = ContinuousClock()
  let screen = try TermScreen.headless(width: 80, height: 24)
  defer { screen.close() }
  let app = TermApplication(screen: screen)
  let window = TermWindow()
  var created: TermTextView?
  let load = clock.measure { created = TermTextView(text: text) }
  let view = created!
  window.addSubview(view)
  view.frame = screen.bounds
  let show = clock.measure {
    window.makeKeyAndVisible(in: app)
    app.render()
  }
  print("document: \(text.utf8.count) bytes, \(view.lineCount) lines")
  print("load: \(load), first frame: \(show)")

  func run(_ name: String, count: Int, _ events: (Int) -> [InputEvent]) {
    let before = view.statistics
    let drawn = app.drawnViewCount
    let start = clock.now
    for i in 0..<count { app.handle(events(i)) }
    let perKey = (clock.now - start) / count
    let after = view.statistics
    func per(_ value: Int) -> String { String(format: "%.2f", Double(value) / Double(count)) }
    print(
      "\(name.padding(toLength: 18, withPad: " ", startingAt: 0)) x\(count): \(perKey) per key;"
        + " per key \(per(after.linesWrapped - before.linesWrapped)) lines wrapped,"
        + " \(per(after.rowsDrawn - before.rowsDrawn)) rows drawn,"
        + " \(per(app.drawnViewCount - drawn)) views drawn")
  }

  let middle = TermTextView.Position(line: view.lineCount / 2, column: 0)
  view.selectedRange = middle..<middle
  app.render()
  let letters = Array("abcdefghijklmnopqrstuvwxyz")
  run("type (prose)", count: 5000) { i in
    [.key(i % 70 == 69 ? KeyEvent(.enter) : .character(i % 7 == 6 ? " " : letters[i % 26]))]
  }
  run("type (2000-col line)", count: 2000) { [.key(.character(letters[$0 % 26]))] }
  run("enter", count: 500) { _ in [.key(KeyEvent(.enter))] }
  run("backspace", count: 1000) { _ in [.key(KeyEvent(.backspace))] }
  run("left/right", count: 2000) { [.key(KeyEvent($0 % 2 == 0 ? .left : .right))] }
  run("down", count: 2000) { _ in [.key(KeyEvent(.down))] }
  run("page down", count: 200) { _ in [.key(KeyEvent(.pageDown))] }
  run("shift-down", count: 500) { _ in [.key(KeyEvent(.down, modifiers: .shift))] }
  run("ctrl-end/home", count: 200) { [.key(KeyEvent($0 % 2 == 0 ? .end : .home, modifiers: .control))] }
  run("paste 100 lines", count: 50) { _ in [.paste(String(repeating: "pasted line of text\n", count: 100))] }
  run("undo", count: 50) { _ in [.key(.control("_"))] }

  var start = clock.now
  let current = view.text
  print("text getter (joins all lines): \(clock.now - start)")
  start = clock.now
  view.text = current
  print("setting the same text back: \(clock.now - start)")
  start = clock.now
  view.text = current + "!"
  print("setting new text: \(clock.now - start)")
  view.frame = Rect(x: 0, y: 0, width: 60, height: 24)
  start = clock.now
  app.render()
  print("resize to 60 columns (re-wraps the visible lines): \(clock.now - start)")
}

try MainActor.assumeIsolated { try main() }
