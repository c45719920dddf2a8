import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

extension TerminalSuites {
  /// SwiftUI's older initializers and modifier forms: sections and group
  /// boxes labelled by a view, decorations given as a view, a popover
  /// with an anchor, a context menu with a preview.
  @MainActor
  @Suite struct LegacyInitializerTests {
    @Test func sectionsTakeTheirHeaderAndFooterAsViews() throws {
      struct Meeting: View {
        var body: some View {
          Form {
            Section(header: Text("Meeting Info")) { Text("Length 5") }
            Section(header: Text("Attendees"), footer: Text("2 people")) { Text("Ada") }
            Section(footer: Text("Only a footer")) { Text("Row") }
          }
        }
      }
      try withHostedView(Meeting(), width: 30, height: 12) { _, _, screen in
        expectSnapshot(screen, named: "legacy-sections-30x12")
        let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
        let info = try #require(rows.firstIndex(of: "Meeting Info"))
        #expect(rows[info + 1] == "Length 5")
        let attendees = try #require(rows.firstIndex(of: "Attendees"))
        #expect(rows[attendees + 1] == "Ada")
        #expect(rows[attendees + 2] == "2 people")
        let row = try #require(rows.firstIndex(of: "Row"))
        #expect(rows[row + 1] == "Only a footer")
      }
    }

    @Test func aGroupBoxTakesItsLabelAsAView() throws {
      let box = GroupBox(label: Text("Totals")) { Text("42") }
      try withHostedView(box, width: 20, height: 3) { _, _, screen in
        #expect(screen.rows()[0].contains("Totals"))
        #expect(screen.rows()[1].contains("42"))
      }
    }

    @Test func overlayAndBackgroundTakeAViewAndBorderAWidth() throws {
      let view = VStack(spacing: 0) {
        Text("....").overlay(Text("ab"), alignment: .trailing)
        Text("cd").background(Text("xyzw"), alignment: .leading)
        Text("thin").border(Color.red, width: 1)
        Text("wide").border(Color.red, width: 3)
      }
      try withHostedView(view, width: 10, height: 8) { _, _, screen in
        let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
        // The overlay at the trailing edge, over the content.
        #expect(rows[0] == "..ab")
        // The background behind, cut to the content's size, under it.
        #expect(rows[1] == "cd")
        #expect(rows[2].contains("┌") || rows[2].contains("╭"))
        #expect(rows[5].contains("┏"))
      }
    }

    @Test func aPopoverWithAnAnchorOpensUnderItsView() throws {
      struct Anchored: View {
        @State var shown = false
        var body: some View {
          VStack(spacing: 0) {
            Button("Details") { shown = true }
              .popover(isPresented: $shown, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                Text("More about it")
              }
            Spacer()
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
      }
      try withHostedView(Anchored(), width: 30, height: 10) { app, _, screen in
        app.handle([.key(KeyEvent(.enter))])
        #expect(app.windows.last?.frame == Rect(x: 0, y: 1, width: 15, height: 3))
        #expect(screen.rows()[2].contains("More about it"))
        app.handle([.key(KeyEvent(.escape))])
        #expect(app.windows.count == 1)
      }
      #expect(PopoverAttachmentAnchor.rect(.bounds) != .point(.center))
    }

    @Test func aContextMenuWithAPreviewOpensItsItems() throws {
      let log = AlertLog()
      let view = Button("Photo") {}
        .contextMenu {
          Button("Share") { log.entries.append("share") }
        } preview: {
          Text("big preview")
        }
      try withHostedView(view, width: 30, height: 6) { app, _, screen in
        app.handle([.key(KeyEvent(.function(10), modifiers: .shift))])
        #expect(screen.rows().contains { $0.contains("Share") })
        #expect(!screen.rows().contains { $0.contains("big preview") })
        app.handle([.key(KeyEvent(.enter))])
        #expect(log.entries == ["share"])
      }
    }
  }
}
