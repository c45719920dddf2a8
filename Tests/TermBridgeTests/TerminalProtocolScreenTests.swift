import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Draws one link, and anything else asked for.
@MainActor
private final class LinkView: TermView {
  var text = "docs"
  var drawsOver = false
  override func draw(in canvas: TermCanvas) {
    canvas.clear()
    canvas.draw("see ", at: .zero)
    canvas.drawLink(
      text, url: "https://example.com/a\u{7}b", at: Point(x: 4, y: 0), style: .attributes(.bold))
    if drawsOver { canvas.draw("XX", at: Point(x: 5, y: 0)) }
  }
}

@MainActor
private final class StateLog: TermApplicationDelegate {
  var calls: [String] = []
  func applicationDidBecomeActive(_ application: TermApplication) { calls.append("active") }
  func applicationWillResignActive(_ application: TermApplication) { calls.append("resign") }
  func applicationDidEnterBackground(_ application: TermApplication) { calls.append("background") }
  func applicationWillEnterForeground(_ application: TermApplication) { calls.append("foreground") }
  func applicationDidChangeUserInterfaceStyle(_ application: TermApplication) { calls.append("style") }
}

private struct PhaseView: View {
  @Environment(\.scenePhase) var phase
  @Environment(\.colorScheme) var scheme
  @Environment(\.palette) var palette
  var body: some View { Text("\(phase) \(scheme) \(palette == .light ? "light" : "standard")") }
}

extension TerminalSuites {
  @MainActor
  @Suite struct TerminalProtocolScreenTests {
    @Test func modesPushAndPopKittyFlagsOnlyOnceAnswered() throws {
      try TermScreen.withHeadless(width: 10, height: 2) { _ in
        var modes = TerminalModes(mouse: true, bracketedPaste: true)
        #expect(modes.enable.contains("\u{1B}[?1004h"))
        #expect(modes.disable.contains("\u{1B}[?1004l"))
        #expect(!modes.enable.contains("\u{1B}[>"))
        #expect(!modes.disable.contains("\u{1B}[<u"))
        #expect(!String(decoding: modes.emergencyRestore(), as: UTF8.self).contains("\u{1B}[<u"))
        modes.keyboardFlags = TerminalModes.requestedKeyboardFlags
        #expect(modes.enable.hasSuffix("\u{1B}[>1u"))
        #expect(modes.disable.hasPrefix("\u{1B}[<u"))
        // The crash restore pops before leaving the alternate screen.
        let restore = String(decoding: modes.emergencyRestore(), as: UTF8.self)
        let pop = try #require(restore.range(of: "\u{1B}[<u"))
        let rmcup = try #require(TerminalModes.capability("rmcup"))
        let main = try #require(restore.range(of: rmcup))
        #expect(pop.lowerBound < main.lowerBound)
        modes.focusEvents = false
        #expect(!modes.enable.contains("1004"))
      }
    }

    @Test func hyperlinksAreSentAfterTheFrameAndTakeNoCells() throws {
      try TermScreen.withHeadless(width: 20, height: 2) { screen in
        screen.usesHyperlinks = true
        let app = TermApplication(screen: screen)
        let view = LinkView()
        let window = TermWindow()
        window.rootViewController = TermViewController()
        window.rootViewController?.view.addSubview(view)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.makeKeyAndVisible(in: app)
        var offset = screen.bytesWritten
        app.render()
        var sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(
          sent.contains(
            "\u{1B}7\u{1B}[1;5H\u{1B}]8;;https://example.com/ab\u{1B}\\\u{1B}[0;1mdocs\u{1B}]8;;\u{1B}\\\u{1B}8"
          ))
        #expect(screen.rows()[0].hasPrefix("see docs "))
        #expect(screen.cell(at: Point(x: 4, y: 0)).style.attributes == .bold)

        // Nothing changed: nothing is sent again.
        offset = screen.bytesWritten
        view.setNeedsDisplay()
        app.render()
        sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(!sent.contains("]8;;"))

        // Drawn over in the middle: two pieces of link remain.
        offset = screen.bytesWritten
        view.drawsOver = true
        view.setNeedsDisplay()
        app.render()
        sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(
          sent.contains("\u{1B}[1;5H\u{1B}]8;;https://example.com/ab\u{1B}\\\u{1B}[0;1md\u{1B}]8;;\u{1B}\\"))
        #expect(
          sent.contains("\u{1B}[1;8H\u{1B}]8;;https://example.com/ab\u{1B}\\\u{1B}[0;1ms\u{1B}]8;;\u{1B}\\"))
        #expect(screen.rows()[0].hasPrefix("see dXXs "))
      }
    }

    @Test func withoutHyperlinksLinksAreUnderlinedAndNoOSC8IsSent() throws {
      try TermScreen.withHeadless(width: 20, height: 2) { screen in
        let app = TermApplication(screen: screen)
        let view = LinkView()
        let window = TermWindow()
        window.rootViewController = TermViewController()
        window.rootViewController?.view.addSubview(view)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.makeKeyAndVisible(in: app)
        let offset = screen.bytesWritten
        app.render()
        let sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(!sent.contains("]8;"))
        #expect(screen.rows()[0].hasPrefix("see docs "))
        #expect(screen.cell(at: Point(x: 4, y: 0)).style.attributes == [.bold, .underline])
        #expect(screen.cell(at: Point(x: 3, y: 0)).style.attributes == [])
      }
    }

    @Test func focusSuspendAndBackgroundReachTheDelegateAndTheEnvironment() throws {
      try TermScreen.withHeadless(width: 40, height: 2) { screen in
        let app = TermApplication(screen: screen)
        let previous = TermApplication.shared
        TermApplication.shared = app
        defer { TermApplication.shared = previous }
        let log = StateLog()
        app.delegate = log
        let window = TermWindow()
        window.rootViewController = TermHostingController(rootView: PhaseView())
        window.makeKeyAndVisible(in: app)
        app.render()
        #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "active dark standard")

        app.handle([.report(.focusOut)])
        #expect(app.applicationState == .inactive)
        #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "inactive dark standard")
        app.handle([.report(.focusIn)])
        #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "active dark standard")

        app.handle([.report(.backgroundColor(red: 250, green: 250, blue: 250))])
        #expect(app.userInterfaceStyle == .light)
        #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "active light light")

        app.setApplicationState(.background)
        app.render()
        #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "background light light")
        // Focus reports while suspended do not bring it back; resuming does.
        app.handle([.report(.focusIn)])
        #expect(app.applicationState == .background)
        app.setApplicationState(.active)
        #expect(log.calls == ["resign", "active", "style", "resign", "background", "foreground", "active"])
      }
    }

    @Test func copyAndCutOfASelectionReachTheSystemClipboard() throws {
      try TermScreen.withHeadless(width: 20, height: 3) { _ in
        let pasteboard = TermPasteboard.general
        let writer = pasteboard.systemClipboardWriter
        defer { pasteboard.systemClipboardWriter = writer }
        var sent: [String] = []
        pasteboard.systemClipboardWriter = {
          sent.append($0); return true
        }
        let view = TermTextView()
        view.text = "hello world"
        view.selectAll()
        view.copy()
        #expect(sent == ["hello world"])
        #expect(pasteboard.string == "hello world")
        view.cut()
        #expect(sent == ["hello world", "hello world"])
        #expect(view.text.isEmpty)
        // A kill (no selection) stays on the internal pasteboard.
        view.text = "abc"
        _ = view.keyDown(.control("u"))
        #expect(sent.count == 2)
      }
    }
  }
}
