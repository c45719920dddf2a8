import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A plain-text document, as a SwiftUI document app writes one.
struct NoteFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""
  init(text: String = "") { self.text = text }
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    text = String(decoding: data, as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// A reference document saved through a snapshot, as GardenApp's `Store`.
final class ListStore: ReferenceFileDocument {
  typealias Snapshot = [String]
  static var readableContentTypes: [UTType] { [.commaSeparatedText] }
  @Published var items: [String]
  var snapshots = 0
  init(items: [String] = []) { self.items = items }
  init(configuration: ReadConfiguration) throws {
    items = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
      .split(separator: ",").map(String.init)
  }
  func snapshot(contentType: UTType) throws -> [String] {
    snapshots += 1
    return items
  }
  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: ",").utf8))
  }
}

/// A fresh folder under the temporary directory.
/// A new empty folder in the temporary folder; `named` gives it a fixed
/// name (emptied first), for a snapshot that shows its path.
func makeTemporaryFolder(named name: String? = nil) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(name ?? "tb-\(UUID().uuidString)")
  if name != nil { try? FileManager.default.removeItem(at: url) }
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Documents: `FileWrapper`, `FileDocument`, `ReferenceFileDocument` and
/// the one-document `DocumentGroup`.
@MainActor
@Suite struct DocumentTests {
  @Test func fileWrappersWriteAndReadFilesAndFolders() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = FileWrapper(regularFileWithContents: Data("hello".utf8))
    #expect(file.isRegularFile && !file.isDirectory)
    let tree = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
    let extra = FileWrapper(regularFileWithContents: Data("b".utf8))
    extra.preferredFilename = "b.txt"
    #expect(tree.addFileWrapper(extra) == "b.txt")
    try tree.write(to: folder.appendingPathComponent("tree"), options: .atomic)
    let read = try FileWrapper(url: folder.appendingPathComponent("tree"))
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("hello".utf8))
    #expect(read.fileWrappers?["b.txt"]?.regularFileContents == Data("b".utf8))
    #expect(throws: (any Error).self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
  }

  @Test func valueAndReferenceDocumentsSaveAndReadBack() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let noteURL = folder.appendingPathComponent("note.txt")
    try DocumentFiles.save(NoteFile(text: "buy seeds"), to: noteURL, as: .plainText)
    let note = try NoteFile(configuration: DocumentFiles.readConfiguration(at: noteURL, types: [.plainText]))
    #expect(note.text == "buy seeds")
    #expect(NoteFile.writableContentTypes == [.plainText])

    let store = ListStore(items: ["rose", "tulip"])
    let csvURL = folder.appendingPathComponent("garden.csv")
    try DocumentFiles.save(store, to: csvURL, as: .commaSeparatedText)
    #expect(store.snapshots == 1)
    #expect(try String(contentsOf: csvURL, encoding: .utf8) == "rose,tulip")
    let configuration = try DocumentFiles.readConfiguration(at: csvURL, types: ListStore.readableContentTypes)
    #expect(configuration.contentType == .commaSeparatedText)
    #expect(try ListStore(configuration: configuration).items == ["rose", "tulip"])
  }

  struct NoteEditor: View {
    let configuration: FileDocumentConfiguration<NoteFile>
    var body: some View {
      VStack(alignment: .leading) {
        Text("text: \(configuration.document.text)")
        Button("Append") { configuration.document.text += "!" }
      }
    }
  }

  @Test func aDocumentGroupOpensTheNamedFileAndCtrlSSavesIt() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("todo.txt")
    try Data("water".utf8).write(to: url)
    let group = DocumentGroup(newDocument: NoteFile()) { NoteEditor(configuration: $0) }
    try withHostedController(group.makeRoot(url), width: 40, height: 8) { app, _, screen in
      expectSnapshot(screen, named: "document-group-40x8")
      // The editor is centred in the window above the status line, as
      // SwiftUI centres a window's content.
      #expect(screen.rows()[2].contains("text: water"))
      #expect(screen.rows()[7].contains("todo.txt"))
      #expect(screen.rows()[7].contains("Save"))
      app.handle([.key(KeyEvent(.enter))])  // Append has the keys
      #expect(screen.rows()[2].contains("text: water!"))
      app.handle([.key(KeyEvent(.character("s"), modifiers: .control))])
      #expect(screen.rows()[7].contains("Saved todo.txt"))
      #expect((try? String(contentsOf: url, encoding: .utf8)) == "water!")
    }
  }

  @Test func aDocumentGroupWithANewPathMakesANewDocumentThere() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("new.csv")
    let group = DocumentGroup(newDocument: { ListStore(items: ["a"]) }) { configuration in
      Text("items \(configuration.document.items.count)")
    }
    try withHostedController(group.makeRoot(url), width: 40, height: 6) { app, _, screen in
      #expect(screen.rows()[2].contains("items 1"))
      #expect(screen.rows()[5].contains("new.csv (new)"))
      app.handle([.key(KeyEvent(.character("s"), modifiers: .control))])
      #expect((try? String(contentsOf: url, encoding: .utf8)) == "a")
    }
    let viewer = DocumentGroup(viewing: NoteFile.self) { Text("viewing \($0.document.text)") }
    try withHostedController(viewer.makeRoot(folder.appendingPathComponent("none.txt")), width: 40, height: 4)
    {
      _, _, screen in
      #expect(screen.rows()[3].contains("No file"))
      #expect(!screen.rows()[3].contains("Save"))
    }
  }
}
