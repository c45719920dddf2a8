import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Toasts on the SwiftUI side: `.toast(isPresented:)`, `.toast(item:)`
/// and `@Environment(\.showToast)`, on a clock the test moves.
@MainActor
@Suite struct ToastTests {
  final class Time {
    var now: UInt64 = 1_000_000_000
  }

  struct Note: Identifiable {
    let id: Int
    let text: String
  }

  struct Screen: View {
    @State var saved = false
    @State var note: Note?
    @State var name = ""
    @Environment(\.showToast) private var showToast

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Name", text: $name)
        Button("Save") { saved = true }
        Button("Note") { note = Note(id: 1, text: "Noted") }
        Button("Hello") { showToast("Hello there", kind: .info) }
        Text(saved ? "saved: on" : "saved: off")
      }
      .toast(isPresented: $saved, "Saved", kind: .success, duration: .seconds(2))
      .toast(item: $note) { TermToast($0.text, kind: .warning) }
    }
  }

  private func run(
    width: Int = 40, height: Int = 12,
    _ body: (TermApplication, TermWindow, TermScreen, (Double) -> Void) throws -> Void
  ) throws {
    let time = Time()
    let timers = MainLoopTimers(clock: { time.now })
    try withHostedController(Screen(), width: width, height: height) { app, controller, screen in
      let window = try #require(controller.view.window)
      window.toastStack.timers = timers
      try body(
        app, window, screen,
        { seconds in
          time.now += UInt64(seconds * 1_000_000_000)
          timers.fireDue(now: time.now)
        })
    }
  }

  private func press(_ app: TermApplication, _ keys: KeyEvent...) {
    for key in keys { app.handle([.key(key)]) }
  }

  @Test func aPresentedToastShowsAndSetsItsBindingBackWhenItsTimeIsUp() throws {
    try run { app, window, screen, advance in
      press(app, KeyEvent(.tab), KeyEvent(.enter))
      app.render()
      #expect(window.toasts.map(\.message) == ["Saved"])
      #expect(screen.rows().contains { $0.contains("saved: on") })
      expectSnapshot(screen, named: "toast-one-40x12")
      advance(2.1)
      app.render()
      #expect(window.toasts.isEmpty)
      #expect(screen.rows().contains { $0.contains("saved: off") }, "the binding went back to false")
    }
  }

  @Test func toastsFromTheEnvironmentAndAnItemStack() throws {
    try run { app, window, screen, _ in
      press(
        app, KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.tab),
        KeyEvent(.enter))
      app.render()
      #expect(window.toasts.map(\.message) == ["Hello there", "Noted", "Saved"])
      expectSnapshot(screen, named: "toast-stacked-40x12")
      press(app, KeyEvent(.escape))
      press(app, KeyEvent(.escape))
      app.render()
      #expect(window.toasts.map(\.message) == ["Saved"], "Esc dismissed the two newest")
    }
  }

  @Test func aToastLeavesTheFocusedFieldItsKeys() throws {
    try run { app, window, screen, _ in
      press(app, KeyEvent(.tab), KeyEvent(.enter))
      press(app, KeyEvent(.tab, modifiers: .shift))
      press(app, KeyEvent(.character("x")))
      app.render()
      #expect(window.toasts.count == 1)
      #expect(screen.rows().contains { $0.hasPrefix("x ") }, "the key reached the field while a toast showed")
    }
  }
}
