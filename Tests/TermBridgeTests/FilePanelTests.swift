import Foundation
import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The kit's file panels (`TermSavePanel`, `TermOpenPanel`) without the
/// declarative layer: listing, completion, saving, replacing, opening.
@MainActor
@Suite struct FilePanelTests {
  /// A folder with `notes.txt`, `data.csv` and a subfolder `sub` holding `inner.csv`.
  /// `named` gives the folder a fixed name, for a snapshot showing its path.
  private func makeFolder(named name: String? = nil) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      name ?? "tb-panel-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Data("n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try Data("d".utf8).write(to: folder.appendingPathComponent("data.csv"))
    try Data("i".utf8).write(to: folder.appendingPathComponent("sub/inner.csv"))
    return folder
  }

  private func withPanel(
    _ panel: TermSavePanel,
    _ body: (TermApplication, TermScreen, () -> TermSavePanel.Response?) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: 60, height: 20) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = TermViewController()
      window.makeKeyAndVisible(in: app)
      var response: TermSavePanel.Response?
      panel.beginSheetModal(for: window) { response = $0 }
      app.render()
      try body(app, screen, { response })
    }
  }

  private func type(_ app: TermApplication, _ text: String) {
    app.handle(text.map { .key(KeyEvent(.character($0))) })
  }

  @Test func entriesListFoldersFirstAndOnlyAllowedFiles() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let all = TermFileEntry.entries(of: folder)
    #expect(all.map(\.displayName) == ["../", "sub/", "data.csv", "notes.txt"])
    let csv = TermFileEntry.entries(of: folder) { $0.hasSuffix(".csv") }
    #expect(csv.map(\.name) == ["..", "sub", "data.csv"])
    #expect(TermFileEntry.complete("no", in: folder) == "notes.txt")
    #expect(TermFileEntry.complete("s", in: folder) == "sub/")
    #expect(TermFileEntry.complete("sub/in", in: folder) == "sub/inner.csv")
    #expect(TermFileEntry.complete("zzz", in: folder) == nil)
    #expect(
      TermFileEntry.resolve("sub/../data.csv", in: folder).path
        == folder.appendingPathComponent("data.csv").path)
    #expect(TermFileEntry.resolve("/tmp/x", in: folder).path == "/tmp/x")
  }

  @Test func theSavePanelCompletesWithTabAndSavesANewName() throws {
    let folder = try makeFolder(named: "tb-save-panel-snapshot")
    defer { try? FileManager.default.removeItem(at: folder) }
    let panel = TermSavePanel()
    panel.directoryURL = folder
    panel.allowedFileExtensions = ["csv"]
    try withPanel(panel) { app, screen, response in
      expectSnapshot(screen, named: "save-panel-60x20")
      let text = screen.rows().joined(separator: "\n")
      #expect(text.contains("sub/"))
      #expect(text.contains("data.csv"))
      #expect(!text.contains("notes.txt"))
      type(app, "s")
      app.handle([.key(KeyEvent(.tab))])
      #expect(panel.nameFieldStringValue == "sub/")
      type(app, "garden")
      app.handle([.key(KeyEvent(.enter))])
      #expect(response() == .OK)
      #expect(panel.url?.path == folder.appendingPathComponent("sub/garden.csv").path)
      #expect(!screen.rows().joined().contains("data.csv"))  // the sheet is gone
    }
  }

  @Test func theSavePanelAsksBeforeReplacingAFileAndEscCancels() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let panel = TermSavePanel()
    panel.directoryURL = folder
    panel.nameFieldStringValue = "data.csv"
    try withPanel(panel) { app, screen, response in
      app.handle([.key(KeyEvent(.enter))])
      #expect(response() == nil)
      #expect(screen.rows().joined().contains("exists"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(response() == .OK)
    }
    let cancelled = TermSavePanel()
    try withPanel(cancelled) { app, _, response in
      app.handle([.key(KeyEvent(.escape))])
      #expect(response() == .cancel)
      #expect(cancelled.url == nil)
    }
  }

  @Test func theListGoesIntoFoldersAndTheOpenPanelOpensTheCurrentFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let panel = TermOpenPanel()
    panel.directoryURL = folder
    try withPanel(panel) { app, screen, response in
      app.handle([.key(KeyEvent(.tab))])  // nothing to complete: focus goes to the list
      // Move to sub/ and go in.
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      #expect(panel.directoryURL.path.hasSuffix("/sub"))
      #expect(screen.rows().joined().contains("inner.csv"))
      app.handle([.key(KeyEvent(.down))])
      #expect(panel.nameFieldStringValue == "inner.csv")
      app.handle([.key(KeyEvent(.enter))])
      #expect(response() == .OK)
      #expect(panel.urls.map(\.lastPathComponent) == ["inner.csv"])
    }
  }

  @Test func theOpenPanelMarksSeveralFilesAndRefusesAMissingOne() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let panel = TermOpenPanel()
    panel.directoryURL = folder
    panel.allowsMultipleSelection = true
    try withPanel(panel) { app, screen, response in
      type(app, "missing.txt")
      app.handle([.key(KeyEvent(.enter))])
      #expect(response() == nil)
      #expect(screen.rows().joined().contains("No file"))
      app.handle([.key(KeyEvent(.tab))])
      app.handle([
        .key(KeyEvent(.down)), .key(KeyEvent(.down)), .key(KeyEvent(.character(" "))), .key(KeyEvent(.down)),
        .key(KeyEvent(.character(" "))),
      ])
      #expect(screen.rows().joined().contains("✓ data.csv"))
      panel.accept()
      #expect(response() == .OK)
      #expect(panel.urls.map(\.lastPathComponent) == ["data.csv", "notes.txt"])
    }
  }
}
