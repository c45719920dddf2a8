import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

@MainActor
final class AlertLog {
  var entries: [String] = []
}

/// A delete confirmation, written as SwiftUI is.
struct DeleteScreen: View {
  let log: AlertLog
  @State var confirming = false
  @State var choosing = false
  @State var pending: String? = nil

  var body: some View {
    VStack(spacing: 0) {
      Button("Delete") { confirming = true }
      Button("Options") { choosing = true }
      Button("About") { pending = "TermBridge" }
      Text("main screen")
    }
    .alert("Delete the task?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { log.entries.append("deleted") }
      Button("Cancel", role: .cancel) { log.entries.append("cancelled") }
    } message: {
      Text("It cannot be undone.")
    }
    .confirmationDialog("Sort by", isPresented: $choosing) {
      Button("Name") { log.entries.append("name") }
      Button("Cancel", role: .cancel) {}
      Button("Date") { log.entries.append("date") }
    }
    .alert("About", isPresented: .constant(pending != nil), presenting: pending) { name in
      Button("Close") { pending = nil }
    } message: { name in
      Text("This is \(name).")
    }
  }
}

/// `.alert` and `.confirmationDialog` with `Button(role:)`.
@MainActor
@Suite struct AlertTests {
  @Test func enterRunsTheFirstActionThatIsNotCancelAndEscTheCancelOne() throws {
    let log = AlertLog()
    try withHostedView(DeleteScreen(log: log), width: 40, height: 12) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])  // Delete…
      #expect(app.windows.count == 2)
      expectSnapshot(screen, named: "alert-delete-40x12")
      #expect(screen.rows().contains { $0.contains("It cannot be undone.") })
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.entries == ["deleted"])
      #expect(app.windows.count == 1)
      app.handle([.key(KeyEvent(.enter))])
      app.handle([.key(KeyEvent(.escape))])
      #expect(log.entries == ["deleted", "cancelled"])
      #expect(app.windows.count == 1)
      #expect(screen.rows().contains { $0.contains("main screen") })
    }
  }

  @Test func aDialogListsItsChoicesWithCancelLast() throws {
    let log = AlertLog()
    try withHostedView(DeleteScreen(log: log), width: 80, height: 24) { app, _, screen in
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Options
      expectSnapshot(screen, named: "dialog-sort-80x24")
      let rows = screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
      let name = try #require(rows.firstIndex { $0.contains("Name") })
      #expect(rows[name + 1].contains("Date"))
      #expect(rows[name + 2].contains("Cancel"))
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      #expect(log.entries == ["date"])
      #expect(app.windows.count == 1)
    }
  }

  @Test func anAlertPresentingDataShowsItAndItsButtonEndsIt() throws {
    let log = AlertLog()
    try withHostedView(DeleteScreen(log: log), width: 40, height: 12) { app, _, screen in
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // About
      #expect(screen.rows().contains { $0.contains("This is TermBridge.") })
      // No cancel button: Esc closes it (and sets the binding).
      app.handle([.key(KeyEvent(.escape))])
      #expect(app.windows.count == 1)
    }
  }

  @Test func aDestructiveButtonIsRedOutsideAnAlertToo() throws {
    struct Destructive: View {
      var body: some View { Button("Erase", role: .destructive) {} }
    }
    try withHostedView(Destructive(), width: 12, height: 1) { _, host, _ in
      let button = try #require(findView(TermButton.self, in: host))
      #expect(button.style.foreground == .red)
    }
  }
}

@MainActor
@Suite struct FullScreenCoverTests {
  struct Cover: View {
    @State var shown = false
    var body: some View {
      Button("Open") { shown = true }
        .fullScreenCover(isPresented: $shown) { CoverContent() }
    }
  }

  struct CoverContent: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("Close cover") { dismiss() } }
  }

  @Test func aFullScreenCoverFillsTheScreenAndDismissEndsIt() throws {
    try withHostedView(Cover(), width: 30, height: 6) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.count == 2)
      #expect(app.windows.last?.frame == Rect(x: 0, y: 0, width: 30, height: 6))
      #expect(!screen.rows().joined().contains("╭"))
      #expect(screen.rows().contains { $0.contains("Close cover") })
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.count == 1)
      #expect(screen.rows().contains { $0.contains("Open") })
    }
  }
}

@MainActor
@Suite struct PopoverTests {
  struct Anchored: View {
    @State var shown = false
    let atBottom: Bool
    var body: some View {
      VStack(spacing: 0) {
        if atBottom { Spacer() }
        Button("Details") { shown = true }
          .popover(isPresented: $shown) { Text("More about it") }
        if !atBottom { Spacer() }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
  }

  @Test func aPopoverOpensUnderItsViewOrAboveItWhenThereIsNoRoom() throws {
    try withHostedView(Anchored(atBottom: false), width: 30, height: 10) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])
      expectSnapshot(screen, named: "popover-below-30x10")
      #expect(app.windows.last?.frame == Rect(x: 0, y: 1, width: 15, height: 3))
      #expect(screen.rows()[2].contains("More about it"))
      app.handle([.key(KeyEvent(.escape))])
      #expect(app.windows.count == 1)
    }
    try withHostedView(Anchored(atBottom: true), width: 30, height: 10) { app, _, _ in
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.last?.frame == Rect(x: 0, y: 6, width: 15, height: 3))
    }
  }
}
