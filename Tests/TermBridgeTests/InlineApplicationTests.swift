import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// An app on an inline screen: as tall as its content, printing above
/// itself, and `@Environment(\.printAbove)`.
@MainActor
@Suite struct InlineApplicationTests {
  /// Collects what is printed.
  @MainActor final class Collector {
    var texts: [String] = []
    var bytes: [UInt8] = []
  }

  func makeApp(limit: Int, root: some View) -> (TermApplication, TermScreen, Collector) {
    let collector = Collector()
    let screen = TermScreen.inline(width: 12, height: limit) { collector.bytes += $0 }
    screen.inlineContentHeightLimit = limit
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    window.rootViewController = TermHostingController(rootView: root)
    window.makeKeyAndVisible(in: app)
    app.render()
    return (app, screen, collector)
  }

  @Test func anInlineScreenIsAsTallAsItsContentUpToItsLimit() {
    let (_, screen, _) = makeApp(
      limit: 6,
      root: VStack(alignment: .leading, spacing: 0) {
        Text("one")
        Text("two")
      }.frame(maxWidth: .infinity, alignment: .leading))
    #expect(screen.size == Size(width: 12, height: 2))
    #expect(screen.rows() == ["one         ", "two         "])
    #expect(screen.inlineRenderer?.regionHeight == 2)

    let (_, tall, _) = makeApp(
      limit: 3, root: VStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("\($0)") } })
    #expect(tall.size.height == 3, "the limit holds however tall the content is")
  }

  @Test func printAboveWritesTheTextWithTheNextFrame() {
    let (app, screen, collector) = makeApp(limit: 2, root: Text("live"))
    collector.bytes.removeAll()
    #expect(app.isInline)
    app.printAbove("✓ step")
    app.render()
    let sent = String(decoding: collector.bytes, as: UTF8.self)
    #expect(sent.contains("✓ step\u{1B}[0m\u{1B}[K\r\n"))
    #expect(
      sent.range(of: "✓ step")!.lowerBound < sent.range(of: "live")!.lowerBound, "the frame is drawn below")
    #expect(screen.rows() == ["    live    "])
  }

  @Test func thePrintAboveActionCallsItsHandler() async {
    let collector = Collector()
    struct Printer: View {
      @Environment(\.printAbove) private var printAbove
      var body: some View { Text("x").onAppear { printAbove("appeared") } }
    }
    let screen = TermScreen.inMemory(width: 10, height: 1)
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    window.rootViewController = TermHostingController(
      rootView: Printer().environment(\.printAbove, PrintAboveAction { collector.texts.append($0) }))
    window.makeKeyAndVisible(in: app)
    app.render()
    await app.nextFrame()
    #expect(collector.texts == ["appeared"])
  }

  @Test func anAppChoosesItsPresentation() {
    #expect(Steps.sessionOptions.presentation == .inline(height: .content(max: 8)))
    #expect(SceneApp.terminalPresentation == .fullScreen, "full-screen unless the app says otherwise")
    #expect(TerminalSession.InlineHeight.fixed(12).limit(terminalRows: 5) == 5)
    #expect(TerminalSession.InlineHeight.content(max: 0).limit(terminalRows: 5) == 1)
  }
}
