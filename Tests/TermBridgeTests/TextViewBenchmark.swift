import Foundation
import Testing

@testable import TermBridge

/// Not a timed test: prints what a keystroke costs in a megabyte document,
/// only when asked.
///
///     TERMBRIDGE_BENCH=1 swift test -c release --filter TextViewBenchmark
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TERMBRIDGE_BENCH"] != nil))
struct TextViewBenchmark {
  @Test func megabyteDocument() async throws {
    let document = largeTextViewDocument()
    let clock = ContinuousClock()
    let screen = try await openHeadlessScreenWhenFree(width: 80, height: 24)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    var view: TermTextView!
    let load = clock.measure { view = TermTextView(text: document) }
    window.addSubview(view)
    view.frame = screen.bounds
    let show = clock.measure {
      window.makeKeyAndVisible(in: app)
      app.render()
    }
    print(
      "bench textview: \(document.utf8.count) bytes, \(view.lineCount) lines; load \(load), first frame \(show)"
    )

    @MainActor func run(_ name: String, count: Int, _ events: (Int) -> [InputEvent]) {
      let wrapped = view.statistics.linesWrapped
      let rows = view.statistics.rowsDrawn
      let views = app.drawnViewCount
      let elapsed = clock.measure {
        for i in 0..<count { app.handle(events(i)) }
      }
      print(
        "bench textview \(name) x\(count): \(elapsed / count) per keystroke (frame included); "
          + "per keystroke: \(Double(view.statistics.linesWrapped - wrapped) / Double(count)) lines wrapped, "
          + "\(Double(view.statistics.rowsDrawn - rows) / Double(count)) rows drawn, "
          + "\(Double(app.drawnViewCount - views) / Double(count)) views drawn")
    }

    view.selectedRange =
      TermTextView.Position(
        line: view.lineCount / 2, column: 0)..<TermTextView
      .Position(line: view.lineCount / 2, column: 0)
    app.render()
    run("type", count: 2000) { i in [.key(.character(Character(Unicode.Scalar(UInt8(97 + i % 26)))))] }
    let dispatchOnly = clock.measure {
      for i in 0..<2000 { app.dispatch(.key(.character(Character(Unicode.Scalar(UInt8(97 + i % 26)))))) }
    }
    let frame = clock.measure {
      view.setNeedsDisplay()
      app.render()
    }
    print(
      "bench textview type, handling only (no frame): \(dispatchOnly / 2000) per keystroke; one frame: \(frame)"
    )
    run("enter", count: 200) { _ in [.key(KeyEvent(.enter))] }
    run("backspace", count: 400) { _ in [.key(KeyEvent(.backspace))] }
    run("down", count: 2000) { _ in [.key(KeyEvent(.down))] }
    run("pageDown", count: 200) { _ in [.key(KeyEvent(.pageDown))] }
    run("shift-down", count: 200) { _ in [.key(KeyEvent(.down, modifiers: .shift))] }
    run("ctrl-end/home", count: 100) { i in
      [.key(KeyEvent(i % 2 == 0 ? .end : .home, modifiers: .control))]
    }
    run("paste 100 lines", count: 20) { _ in
      [.paste(String(repeating: "pasted line of text\n", count: 100))]
    }
    run("undo", count: 20) { _ in [.key(.control("_"))] }
    var text = ""
    let read = clock.measure { text = view.text }
    let same = clock.measure { view.text = text }
    print("bench textview: text getter \(read), setting identical text \(same)")
    view.frame = Rect(x: 0, y: 0, width: 60, height: 24)
    let resize = clock.measure { app.render() }
    print("bench textview: resize (re-wrap of the visible lines only) \(resize)")
  }
}
