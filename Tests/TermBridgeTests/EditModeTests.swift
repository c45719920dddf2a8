import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Reads the screen's edit mode, as SwiftUI code does.
struct EditModeReader: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
  }
}

/// An Edit button in the toolbar, written as an iOS app does.
struct EditToolbarScreen: View {
  var body: some View {
    NavigationStack {
      EditModeReader()
        .navigationTitle("Items")
        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { EditButton() } }
    }
  }
}

/// An Edit button in the content, beside what reads the mode.
struct EditInlineScreen: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        EditButton()
        EditModeReader()
      }
    }
  }
}

/// A mode set by the app with `.environment(\.editMode, $mode)`.
struct EditBoundScreen: View {
  @State var mode = EditMode.active
  var body: some View {
    VStack(spacing: 0) {
      EditButton()
      EditModeReader()
      Text("mode \(mode == .active ? "active" : "inactive")")
    }
    .environment(\.editMode, $mode)
  }
}

extension TerminalSuites {
  /// `EditButton`, `EditMode` and `@Environment(\.editMode)`.
  @MainActor
  @Suite struct EditModeTests {
    @Test func anEditButtonInTheToolbarTogglesTheScreensEditMode() throws {
      try withHostedView(EditToolbarScreen(), width: 40, height: 6) { app, _, screen in
        expectSnapshot(screen, named: "edit-button-toolbar-40x6")
        #expect(screen.rows()[0].hasSuffix("[ Edit ]"))
        #expect(screen.rows().contains { $0.contains("browsing") })
        let x = try #require(screen.rows()[0].firstRange(of: "Edit")).lowerBound
        let column = screen.rows()[0].distance(from: screen.rows()[0].startIndex, to: x)
        app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: column, y: 0)))])
        app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: column, y: 0)))])
        #expect(screen.rows().contains { $0.contains("editing") })
        #expect(screen.rows()[0].hasSuffix("[ Done ]"))
      }
    }

    @Test func anEditButtonInTheContentTogglesToo() throws {
      try withHostedView(EditInlineScreen(), width: 30, height: 6) { app, _, screen in
        #expect(screen.rows().contains { $0.contains("Edit") })
        #expect(screen.rows().contains { $0.contains("browsing") })
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows().contains { $0.contains("Done") })
        #expect(screen.rows().contains { $0.contains("editing") })
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows().contains { $0.contains("browsing") })
      }
    }

    @Test func anAppsOwnBindingIsTheEditMode() throws {
      try withHostedView(EditBoundScreen(), width: 30, height: 4) { app, _, screen in
        #expect(screen.rows().contains { $0.contains("Done") })
        #expect(screen.rows().contains { $0.contains("editing") })
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows().contains { $0.contains("mode inactive") })
        #expect(screen.rows().contains { $0.contains("browsing") })
      }
    }

    @Test func outsideANavigationStackThereIsNoEditMode() {
      #expect(EnvironmentValues().editMode == nil)
      #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
  }
}
