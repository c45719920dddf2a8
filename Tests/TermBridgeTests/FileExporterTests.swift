import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What an exporter or importer reported.
@MainActor
final class FileDialogLog {
  var entries: [String] = []
}

/// `.fileExporter` and `.fileImporter` on the kit's panels.
@MainActor
@Suite struct FileExporterTests {
  struct Exporter: View {
    let folder: URL
    let log: FileDialogLog
    @State var exporting = false
    @State var store = ListStore(items: ["rose", "fern"])
    var body: some View {
      Button("Export") { exporting = true }
        .fileExporter(
          isPresented: $exporting, document: store, contentType: .commaSeparatedText,
          defaultFilename: "Garden"
        ) { result in
          switch result {
          case .success(let url): log.entries.append("saved \(url.lastPathComponent)")
          case .failure(let error): log.entries.append("failed \(error)")
          }
        }
        .onAppear {}
    }
  }

  private func type(_ app: TermApplication, _ text: String) {
    app.handle(text.map { .key(KeyEvent(.character($0))) })
  }

  @Test func theExporterWritesTheDocumentWhereTheUserSays() throws {
    let folder = try makeTemporaryFolder(named: "tb-file-exporter-snapshot")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = FileDialogLog()
    try withHostedController(Exporter(folder: folder, log: log), width: 60, height: 20) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])
      let panel = try #require(app.keyWindow?.rootViewController as? TermSavePanel)
      #expect(panel.nameFieldStringValue == "Garden.csv")
      #expect(panel.allowedFileExtensions == ["csv"])
      panel.directoryURL = folder
      app.render()
      expectSnapshot(screen, named: "file-exporter-60x20")
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.entries == ["saved Garden.csv"])
      #expect(
        try String(contentsOf: folder.appendingPathComponent("Garden.csv"), encoding: .utf8) == "rose,fern")
      #expect(!(app.keyWindow?.rootViewController is TermSavePanel))
      // Presented again on the next press; Esc cancels without a call.
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.keyWindow?.rootViewController is TermSavePanel)
      app.handle([.key(KeyEvent(.escape))])
      #expect(log.entries == ["saved Garden.csv"])
    }
  }

  @Test func aFailedWriteIsReportedAsAFailure() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = FileDialogLog()
    try withHostedController(Exporter(folder: folder, log: log), width: 60, height: 20) { app, _, _ in
      app.handle([.key(KeyEvent(.enter))])
      let panel = try #require(app.keyWindow?.rootViewController as? TermSavePanel)
      // A folder where the file should go makes the write fail.
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Garden.csv/inside"), withIntermediateDirectories: true)
      panel.directoryURL = folder
      panel.acceptFile(folder.appendingPathComponent("Garden.csv"))
      panel.acceptFile(folder.appendingPathComponent("Garden.csv"))  // replace: confirmed
      #expect(log.entries.count == 1)
      #expect(log.entries.first?.hasPrefix("failed") == true)
    }
  }

  @Test func severalDocumentsAreSavedSideBySide() {
    let urls = FileExporterView<EmptyView>.fileURLs(count: 3, from: URL(fileURLWithPath: "/tmp/x/Garden.csv"))
    #expect(urls.map(\.lastPathComponent) == ["Garden.csv", "Garden 2.csv", "Garden 3.csv"])
  }

  struct Importer: View {
    let log: FileDialogLog
    let multiple: Bool
    @State var importing = true
    var body: some View {
      Text("importer")
        .fileImporter(
          isPresented: $importing, allowedContentTypes: [.commaSeparatedText],
          allowsMultipleSelection: multiple
        ) { result in
          if case .success(let urls) = result {
            log.entries.append(urls.map(\.lastPathComponent).joined(separator: ","))
          }
        }
    }
  }

  @Test func theImporterReportsTheChosenFiles() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("a".utf8).write(to: folder.appendingPathComponent("a.csv"))
    try Data("b".utf8).write(to: folder.appendingPathComponent("b.txt"))
    let log = FileDialogLog()
    try withHostedController(Importer(log: log, multiple: false), width: 60, height: 20) { app, _, screen in
      let panel = try #require(app.keyWindow?.rootViewController as? TermOpenPanel)
      #expect(panel.allowedFileExtensions == ["csv"])
      panel.directoryURL = folder
      app.render()
      #expect(screen.rows().joined().contains("a.csv"))
      #expect(!screen.rows().joined().contains("b.txt"))
      type(app, "a.csv")
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.entries == ["a.csv"])
      #expect(!(app.keyWindow?.rootViewController is TermOpenPanel))
    }
    #expect(FileImporterView<EmptyView>.extensions(of: [.jpeg, .png]) == ["jpeg", "jpg", "png"])
    #expect(FileImporterView<EmptyView>.extensions(of: [.data]) == nil)
  }
}
