import Dispatch
import Glibc
import TermBridgeCore

/// The first TermDemo: takes over the terminal, draws styled text and a box,
/// and echoes every decoded input event. Ctrl-Q quits, Ctrl-Z suspends.
///
/// It shows `item 000000` because the terminal-restore check waits for that
/// text; there is no list yet and `--items` is accepted but not used.
@MainActor
final class EchoDemo {
  private let session: TerminalSession
  private var log: [String] = []
  private var eventCount = 0
  private let requestedItems: Int?

  /// Keeps the running demo alive while `dispatchMain()` drives it.
  private static var running: EchoDemo?

  private init(session: TerminalSession, requestedItems: Int?) {
    self.session = session
    self.requestedItems = requestedItems
  }

  static func run(arguments: [String]) -> Never {
    var items: Int?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--items":
        guard let value = rest.popFirst(), let n = Int(value), n >= 0 else {
          usage(error: "--items needs a number")
        }
        items = n
      case "-h", "--help":
        print(
          "usage: TermDemo [--items N]\n  Echo demo: shows decoded input events. Ctrl-Q quits, Ctrl-Z suspends, Alt-C copies to the system clipboard."
        )
        exit(0)
      default:
        usage(error: "unknown argument '\(argument)'")
      }
    }
    let session: TerminalSession
    do {
      session = try TerminalSession.start()
    } catch {
      TerminalSession.fail(error)
    }
    let demo = EchoDemo(session: session, requestedItems: items)
    running = demo
    session.onEvents = { [weak demo] events in demo?.handle(events) }
    demo.draw()
    dispatchMain()
  }

  private static func usage(error: String) -> Never {
    StandardStream.error.write("TermDemo: \(error) (usage: TermDemo [--items N])\n")
    exit(2)
  }

  private func handle(_ events: [InputEvent]) {
    for event in events {
      switch event {
      case .key(.control("q")):
        session.end()
        exit(0)
      case .key(.control("z")):
        record(event)
        session.suspend()
      case .key(.alt("c")):
        record(event)
        let sent = session.copyToSystemClipboard("copied from the echo demo")
        log.append("      clipboard \(sent ? "sent over OSC 52" : "not sent (off for this terminal)")")
      default:
        record(event)
      }
    }
    draw()
  }

  private func record(_ event: InputEvent) {
    eventCount += 1
    log.append("\(eventCount)".leftPadded(4) + "  " + EchoDemo.describe(event))
    if log.count > 200 { log.removeFirst(log.count - 200) }
  }

  static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key):
      return "key     \(key)"
    case .paste(let text):
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return "paste   \(text.count) characters: \(shown.debugDescription)"
    case .mouse(let mouse):
      var text = "mouse   \(mouse.kind) at \(mouse.location)"
      if !mouse.modifiers.isEmpty { text += " with \(mouse.modifiers.rawValue)" }
      return text
    case .resize(let size):
      return "resize  \(size)"
    case .report(let report):
      return "report  \(report)"
    }
  }

  private func draw() {
    let size = session.size
    let screen = session.screen
    session.withCanvas { canvas in
      canvas.clear()
      let bar = TermStyle(foreground: .black, background: .cyan, attributes: .bold)
      canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: bar)
      canvas.draw(" TermBridge · echo demo", at: Point(x: 0, y: 0), style: bar)

      var note = "item 000000 — waiting for keys (echo demo: there is no list yet"
      note += requestedItems.map { ", --items \($0) is not used)" } ?? ")"
      canvas.draw(note, at: Point(x: 1, y: 2))

      var x = 1
      let samples: [(String, TermStyle)] = [
        ("bold", .attributes(.bold)), ("italic", .attributes(.italic)),
        ("underline", .attributes(.underline)), ("reverse", .attributes(.reverse)),
        ("red", TermStyle(foreground: .red)), ("green", TermStyle(foreground: .green)),
        ("blue on yellow", TermStyle(foreground: .blue, background: .yellow)),
        ("日本語 é 👍", .plain),
      ]
      for (text, style) in samples {
        x += canvas.draw(text, at: Point(x: x, y: 3), style: style) + 2
      }
      canvas.drawLink("TermBridge docs", url: "https://example.com/termbridge", at: Point(x: x, y: 3))

      let box = Rect(x: 0, y: 5, width: size.width, height: max(0, size.height - 6))
      canvas.drawBorder(
        box, style: .rounded, lineStyle: TermStyle(foreground: .cyan), title: "Events, newest last",
        titleStyle: .attributes(.bold))
      let rows = max(0, box.height - 2)
      let inner = canvas.clipped(to: Rect(x: 2, y: box.minY + 1, width: max(0, box.width - 4), height: rows))
      for (row, line) in log.suffix(rows).enumerated() {
        inner.draw(line, at: Point(x: 0, y: row))
      }
      if log.isEmpty && rows > 0 {
        inner.draw("Type, paste, click or resize; events appear here.", at: .zero, style: .attributes(.dim))
      }

      let sync = screen.usesSynchronizedOutput ? "on" : "off"
      let status =
        " Ctrl-Q quit · Ctrl-Z suspend · \(size) · sync output \(sync) · frame \(screen.frameCount + 1)"
      canvas.draw(status, at: Point(x: 0, y: size.height - 1), style: .attributes(.dim))
    }
    screen.render()
  }
}
