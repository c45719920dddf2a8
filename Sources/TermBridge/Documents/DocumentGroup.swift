import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A document app's scene, like SwiftUI's `DocumentGroup`, for one
/// document at a time:
///
/// ```swift
/// @main struct Notes: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
///   }
/// }
/// ```
///
/// The terminal mapping: the file named by the program's first argument
/// is opened (read with the document's `init(configuration:)`; a path that
/// does not exist yet is a new document to be saved there); without one
/// the document is new and untitled. The bottom line shows the file's name
/// and a Save button, Ctrl-S: it writes the document where it came from,
/// or asks where with a ``TermSavePanel`` while untitled. A file that
/// cannot be read is reported on that line and a new document is shown.
/// There is no document browser, no autosave, and one window.
public struct DocumentGroup<Document, Content: View>: Scene {
  /// A document group has no body: the app shows its document.
  public typealias Body = Never
  let makeRoot: @MainActor (URL?) -> AnyView

  /// An editor of value documents, new ones made by `newDocument`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {
    makeRoot = { url in
      AnyView(
        FileDocumentHost(opened: DocumentOpening.open(url, make: newDocument), editable: true, editor: editor)
      )
    }
  }

  /// A viewer of value documents: the file must exist; nothing saves.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {
    makeRoot = { url in
      AnyView(FileDocumentHost(opened: DocumentOpening.open(url, make: nil), editable: false, editor: viewer))
    }
  }

  /// An editor of reference documents, new ones made by `newDocument`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    makeRoot = { url in
      AnyView(
        ReferenceDocumentHost(
          opened: DocumentOpening.open(url, make: newDocument), editable: true, editor: editor))
    }
  }

  /// A viewer of reference documents: the file must exist; nothing saves.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    makeRoot = { url in
      AnyView(
        ReferenceDocumentHost(opened: DocumentOpening.open(url, make: nil), editable: false, editor: viewer))
    }
  }

  /// The file the command line names, if any.
  static var commandLineURL: URL? {
    let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
    return arguments.first.map {
      TermFileEntry.resolve($0, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
  }
}

extension DocumentGroup: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    if parts.root == nil { parts.root = makeRoot(Self.commandLineURL) }
  }
}

/// A document as opened: the document (nil when none could be made), its
/// file and what to tell the user.
struct DocumentOpening<Document> {
  var document: Document?
  var fileURL: URL?
  var status: String

  /// Reads the file at `url` when it exists, else makes a new document
  /// (to be saved at `url`, if given).
  static func open(_ url: URL?, make: (() -> Document)?) -> DocumentOpening
  where Document: FileDocument {
    open(url, types: Document.readableContentTypes, read: { try Document(configuration: $0) }, make: make)
  }

  /// Reads or makes a reference document.
  static func open(_ url: URL?, make: (() -> Document)?) -> DocumentOpening
  where Document: ReferenceFileDocument {
    open(url, types: Document.readableContentTypes, read: { try Document(configuration: $0) }, make: make)
  }

  private static func open(
    _ url: URL?, types: [UTType], read: (FileDocumentReadConfiguration) throws -> Document,
    make: (() -> Document)?
  ) -> DocumentOpening {
    if let url, FileManager.default.fileExists(atPath: url.path) {
      do {
        let document = try read(DocumentFiles.readConfiguration(at: url, types: types))
        return DocumentOpening(document: document, fileURL: url, status: url.lastPathComponent)
      } catch {
        return DocumentOpening(
          document: make?(), fileURL: nil, status: "Could not read \(url.lastPathComponent): \(error)")
      }
    }
    if let url, make == nil {
      return DocumentOpening(document: nil, fileURL: nil, status: "No file \(url.path)")
    }
    return DocumentOpening(
      document: make?(), fileURL: url, status: url.map { "\($0.lastPathComponent) (new)" } ?? "Untitled")
  }
}

/// The bottom line of a document window: the name and status, and Save.
struct DocumentStatusBar: View {
  let status: String
  let canSave: Bool
  let save: () -> Void

  var body: some View {
    HStack {
      Text(status).lineLimit(1)
      Spacer()
      if canSave { Button("Save") { save() }.keyboardShortcut("s") }
    }
  }
}

/// A value document's window: the editor over the status bar.
struct FileDocumentHost<Document: FileDocument, Content: View>: View {
  @State private var document: Document?
  @State private var fileURL: URL?
  @State private var status: String
  @State private var asksWhere = false
  let editable: Bool
  let editor: (FileDocumentConfiguration<Document>) -> Content

  init(
    opened: DocumentOpening<Document>, editable: Bool,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    _document = State(initialValue: opened.document)
    _fileURL = State(initialValue: opened.fileURL)
    _status = State(initialValue: opened.status)
    self.editable = editable
    self.editor = editor
  }

  var body: some View {
    VStack(spacing: 0) {
      if let document {
        editor(
          FileDocumentConfiguration(
            document: Binding(get: { document }, set: { self.document = $0 }), fileURL: fileURL,
            isEditable: editable)
        )
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Spacer()
      }
      DocumentStatusBar(status: status, canSave: editable && document != nil, save: save)
    }
    .fileExporter(
      isPresented: $asksWhere, document: document,
      contentType: Document.writableContentTypes.first ?? .data, defaultFilename: "Untitled"
    ) { result in saved(result) }
  }

  private func save() {
    guard let document else { return }
    guard let fileURL else {
      asksWhere = true
      return
    }
    let type = DocumentFiles.contentType(of: fileURL, among: Document.writableContentTypes)
    saved(Result { try DocumentFiles.save(document, to: fileURL, as: type) }.map { fileURL })
  }

  private func saved(_ result: Result<URL, any Error>) {
    switch result {
    case .success(let url):
      fileURL = url
      status = "Saved \(url.lastPathComponent)"
    case .failure(let error):
      status = "Could not save: \(error)"
    }
  }
}

/// A reference document's window: the editor over the status bar.
struct ReferenceDocumentHost<Document: ReferenceFileDocument, Content: View>: View {
  @State private var document: Document?
  @State private var fileURL: URL?
  @State private var status: String
  @State private var asksWhere = false
  let editable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    opened: DocumentOpening<Document>, editable: Bool,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = State(initialValue: opened.document)
    _fileURL = State(initialValue: opened.fileURL)
    _status = State(initialValue: opened.status)
    self.editable = editable
    self.editor = editor
  }

  var body: some View {
    VStack(spacing: 0) {
      if let document {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: fileURL, isEditable: editable))
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Spacer()
      }
      DocumentStatusBar(status: status, canSave: editable && document != nil, save: save)
    }
    .fileExporter(
      isPresented: $asksWhere, document: document,
      contentType: Document.writableContentTypes.first ?? .data, defaultFilename: "Untitled"
    ) { result in saved(result) }
  }

  private func save() {
    guard let document else { return }
    guard let fileURL else {
      asksWhere = true
      return
    }
    let type = DocumentFiles.contentType(of: fileURL, among: Document.writableContentTypes)
    saved(Result { try DocumentFiles.save(document, to: fileURL, as: type) }.map { fileURL })
  }

  private func saved(_ result: Result<URL, any Error>) {
    switch result {
    case .success(let url):
      fileURL = url
      status = "Saved \(url.lastPathComponent)"
    case .failure(let error):
      status = "Could not save: \(error)"
    }
  }
}
