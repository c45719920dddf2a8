import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// An inline app shown on the whole terminal for a while and back: the
/// bytes of the switch (the alternate screen, the region kept), printing
/// meanwhile, the end, and `fullScreenCover` and `showsFullScreen` asking
/// for it.
@MainActor
@Suite struct InlineFullScreenTests {
  /// What the screen sends.
  final class Output {
    var bytes: [UInt8] = []
    /// The bytes since the last call, as text.
    func take() -> String {
      defer { bytes.removeAll() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  static let enter = "\u{1B}[?1049h"
  static let leave = "\u{1B}[?1049l"

  @Test func theSwitchUsesTheAlternateScreenAndKeepsTheRegion() {
    let output = Output()
    let screen = TermScreen.inline(width: 8, height: 2) { output.bytes += $0 }
    var canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
    canvas.draw("row0", at: .zero)
    canvas.draw("row1", at: Point(x: 0, y: 1))
    screen.render()
    _ = output.take()
    #expect(
      screen.inlineFinishingBytes == "\u{1B}[0m\r\n\u{1B}[?25h", "the cursor is on the region's last row")

    screen.enterFullScreen(size: Size(width: 8, height: 5), enter: Self.enter, leave: Self.leave)
    #expect(screen.isShowingFullScreen && screen.size == Size(width: 8, height: 5))
    #expect(
      output.take() == Self.enter + "\u{1B}[0m\u{1B}[H\u{1B}[2J", "home and clear on the alternate screen")
    #expect(
      screen.inlineFinishingBytes == "\u{1B}[0m" + Self.leave + "\r\n\u{1B}[?25h",
      "a crash restore leaves the alternate screen, then goes below the kept region")

    canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
    canvas.draw("detail", at: Point(x: 0, y: 4))
    screen.printAbove("later")
    screen.render()
    let frame = output.take()
    #expect(!frame.contains("\r\n"), "no newline: every row exists already, nothing scrolls")
    #expect(!frame.contains("later"), "printed text waits for the rows below the prompt")
    #expect(
      frame.hasPrefix("\u{1B}[0m\u{1B}[2K\u{1B}[B\u{1B}[2K") && frame.hasSuffix("\u{1B}[B\u{1B}[2Kdetail"),
      "painted from the top row down")
    #expect(screen.rows().last == "detail  ")

    screen.leaveFullScreen(size: Size(width: 8, height: 2))
    #expect(!screen.isShowingFullScreen && screen.size == Size(width: 8, height: 2))
    #expect(output.take() == "\u{1B}[0m" + Self.leave)
    canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
    canvas.draw("back", at: .zero)
    screen.render()
    let back = output.take()
    #expect(
      back.contains("later\u{1B}[0m\u{1B}[K\r\n"), "the text printed meanwhile comes now, above the region")
    #expect(back.contains("back"))
  }

  @Test func endingWhileFullScreenLeavesTheAlternateScreenFirst() {
    let output = Output()
    let screen = TermScreen.inline(width: 6, height: 3) { output.bytes += $0 }
    let canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
    canvas.draw("x", at: .zero)
    screen.cursorPosition = Point(x: 0, y: 0)
    screen.render()
    screen.enterFullScreen(size: Size(width: 6, height: 9), enter: Self.enter, leave: Self.leave)
    screen.render()
    _ = output.take()
    screen.finishInline()
    let end = output.take()
    #expect(end.hasPrefix("\u{1B}[0m" + Self.leave), "out of the alternate screen first")
    #expect(
      end.hasSuffix("\u{1B}[0m\u{1B}[2B\r\n\u{1B}[?25h"),
      "then below the kept region, from the cursor's row in it (the terminal restores it)")
    #expect(!screen.isShowingFullScreen)
  }

  /// An inline app whose full-screen requests are carried out as the
  /// session would, on a terminal `terminalRows` tall.
  func makeApp(root: some View, terminalRows: Int = 10) -> (TermApplication, TermScreen, Output) {
    let output = Output()
    let screen = TermScreen.inline(width: 12, height: 4) { output.bytes += $0 }
    screen.inlineContentHeightLimit = 4
    let app = TermApplication(screen: screen)
    app.fullScreenHandler = { [unowned screen] fullScreen in
      if fullScreen {
        screen.enterFullScreen(
          size: Size(width: 12, height: terminalRows), enter: Self.enter, leave: Self.leave)
      } else {
        screen.leaveFullScreen(size: Size(width: 12, height: 4))
      }
    }
    let window = TermWindow()
    window.rootViewController = TermHostingController(rootView: root)
    window.makeKeyAndVisible(in: app)
    app.render()
    return (app, screen, output)
  }

  struct Detail: View {
    @State private var showsLog = false
    var body: some View {
      Button("Log") { showsLog = true }
        .fullScreenCover(isPresented: $showsLog) {
          VStack(spacing: 0) {
            Text("whole log")
            Spacer()
            Text("bottom")
          }
        }
    }
  }

  @Test func aFullScreenCoverTakesTheWholeTerminalWhileItLasts() {
    let (app, screen, output) = makeApp(root: Detail())
    #expect(screen.size.height == 1, "as tall as its content")
    #expect(!app.isShowingFullScreen)
    app.handle([.key(KeyEvent(.enter))])
    app.render()
    #expect(app.isShowingFullScreen)
    #expect(screen.size == Size(width: 12, height: 10), "the whole terminal, not the region's rows")
    #expect(screen.rows().first?.contains("whole log") == true, "\(screen.rows())")
    #expect(screen.rows().last?.contains("bottom") == true, "the cover reaches the terminal's last row")
    let sent = output.take()
    let entered = sent.range(of: Self.enter)
    #expect(entered != nil)
    #expect(
      entered.map { !sent[..<$0.lowerBound].contains("log") } == true,
      "the cover is never drawn in the rows below the prompt")

    app.handle([.key(KeyEvent(.escape))])
    app.render()
    #expect(!app.isShowingFullScreen)
    #expect(screen.size.height == 1, "back to the content's height below the prompt")
    #expect(screen.rows() == ["    Log     "])
    #expect(output.take().contains(Self.leave))
  }

  @Test func anAppAsksForTheWholeTerminalAndGivesItBack() {
    let (app, screen, _) = makeApp(root: Text("status"))
    app.showsFullScreen = true
    app.render()
    #expect(screen.size.height == 10 && app.isShowingFullScreen)
    app.showsFullScreen = false
    app.render()
    #expect(screen.size.height == 1 && !app.isShowingFullScreen)
  }

  @Test func aFullScreenAppIgnoresTheRequest() {
    let screen = TermScreen.inMemory(width: 10, height: 3)
    let app = TermApplication(screen: screen)
    var asked = false
    app.fullScreenHandler = { _ in asked = true }
    app.showsFullScreen = true
    app.render()
    #expect(!asked && !app.isShowingFullScreen && screen.size.height == 3)
  }
}
