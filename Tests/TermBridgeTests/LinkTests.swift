import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Links that report what they open.
struct LinkScreen: View {
  let opened: @MainActor @Sendable (URL) -> Void

  var body: some View {
    VStack(alignment: .leading) {
      Link("Docs", destination: URL(string: "https://example.com/docs")!)
      Link(destination: URL(string: "https://example.com/src")!) { Text("Source") }
      Link("Gone", destination: URL(string: "https://example.com/gone")!).disabled(true)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened(url)
        return .handled
      })
  }
}

/// The URLs a test's links opened.
@MainActor final class OpenedURLs {
  var urls: [String] = []
}

extension TerminalSuites {
  /// `Link` and `OpenURLAction`: OSC 8 where the terminal has it, underlined
  /// text otherwise, and Enter, Space or a click calling `openURL`.
  @MainActor
  @Suite struct LinkTests {
    private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

    @Test(arguments: [(80, 24), (40, 12)])
    func withoutHyperlinksALinkIsUnderlinedAccentText(width: Int, height: Int) throws {
      try withHostedView(LinkScreen { _ in }, width: width, height: height) { _, _, screen in
        expectSnapshot(screen, named: "links-\(width)x\(height)")
        #expect(screen.rows()[0].hasPrefix("Docs "))
        let docs = screen.cell(at: Point(x: 1, y: 0)).style
        #expect(docs.attributes.isSuperset(of: [.underline, .reverse]), "focused: reverse")
        let source = screen.cell(at: Point(x: 1, y: 1)).style
        #expect(source.attributes == .underline)
        #expect(source.foreground == .cyan)
        #expect(screen.cell(at: Point(x: 1, y: 2)).style.attributes.contains(.dim), "disabled: dim")
      }
    }

    @Test func withHyperlinksALinkIsSentAsOSC8AndTakesOnlyItsTextsCells() throws {
      try TermScreen.withHeadless(width: 40, height: 6) { screen in
        screen.usesHyperlinks = true
        let app = TermApplication(screen: screen)
        let window = TermWindow()
        let host = TermHostingView(rootView: LinkScreen { _ in })
        window.addSubview(host)
        window.makeKeyAndVisible(in: app)
        host.frame = window.bounds
        let offset = screen.bytesWritten
        app.render()
        let sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(sent.contains("\u{1B}]8;;https://example.com/src\u{1B}\\"))
        #expect(sent.contains("Source\u{1B}]8;;\u{1B}\\"))
        #expect(
          screen.rows()[1] == "Source" + String(repeating: " ", count: 34), "no escape byte takes a cell")
        #expect(!screen.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.underline))
      }
    }

    @Test func enterSpaceAndAClickOpenTheLinkThroughOpenURL() throws {
      let opened = OpenedURLs()
      let screenView = LinkScreen { url in MainActor.assumeIsolated { opened.urls.append(url.absoluteString) }
      }
      try withHostedView(screenView, width: 40, height: 12) { app, _, _ in
        app.handle([key(.enter), key(.tab), .key(KeyEvent(.character(" ")))])
        app.handle([
          .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 0))),
          .mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 0))),
          .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 2))),
          .mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 2))),
        ])
        #expect(
          opened.urls == ["https://example.com/docs", "https://example.com/src", "https://example.com/docs"],
          "a disabled link opens nothing")
      }
    }

    @Test func theSystemActionOpensNothingAndReportsSo() {
      var results: [Bool] = []
      let action = EnvironmentValues().openURL
      action(URL(string: "https://example.com")!) { results.append($0) }
      let handled = OpenURLAction { _ in .handled }
      handled(URL(string: "https://example.com")!) { results.append($0) }
      #expect(results == [false, true])
    }
  }
}
