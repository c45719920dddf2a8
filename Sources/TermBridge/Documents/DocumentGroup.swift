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
    makeRoot = Self.host(.value, make: newDocument, editable: true, editor: editor)
  }

  /// A viewer of value documents: the file must exist; nothing saves.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) where Document: FileDocument {
    makeRoot = Self.host(.value, make: nil, editable: false, editor: viewer)
  }

  /// An editor of reference documents, new ones made by `newDocument`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    makeRoot = Self.host(.reference, make: newDocument, editable: true, editor: editor)
  }

  /// A viewer of reference documents: the file must exist; nothing saves.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) where Document: ReferenceFileDocument {
    makeRoot = Self.host(.reference, make: nil, editable: false, editor: viewer)
  }

  /// The root of the window of a `kind` document at a URL.
  private static func host<Configuration>(
    _ kind: DocumentKind<Document, Configuration>, make: (() -> Document)?, editable: Bool,
    editor: @escaping (Configuration) -> Content
  ) -> @MainActor (URL?) -> AnyView {
    { url in
      AnyView(DocumentHost(opening: url, kind: kind, make: make, editable: editable, editor: editor))
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
  static func open(_ url: URL?, read: (URL) throws -> Document, make: (() -> Document)?) -> DocumentOpening {
    if let url, FileManager.default.fileExists(atPath: url.path) {
      do {
        let document = try read(url)
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

/// A document's window, value or reference (its `kind`): the editor over the
/// status bar; Save writes the document where it came from, or asks where
/// while it is untitled.
struct DocumentHost<Document, Configuration, Content: View>: View {
  @State private var document: Document?
  @State private var fileURL: URL?
  @State private var status: String
  @State private var asksWhere = false
  let kind: DocumentKind<Document, Configuration>
  let editable: Bool
  let editor: (Configuration) -> Content

  /// The window of the document at `url` (see ``DocumentOpening``).
  init(
    opening url: URL?, kind: DocumentKind<Document, Configuration>, make: (() -> Document)?, editable: Bool,
    editor: @escaping (Configuration) -> Content
  ) {
    let opened = DocumentOpening.open(url, read: kind.read, make: make)
    _document = State(initialValue: opened.document)
    _fileURL = State(initialValue: opened.fileURL)
    _status = State(initialValue: opened.status)
    self.kind = kind
    self.editable = editable
    self.editor = editor
  }

  var body: some View {
    let exportType = kind.writableContentTypes.first ?? .data
    VStack(spacing: 0) {
      if let document {
        editor(
          kind.configuration(Binding(get: { document }, set: { self.document = $0 }), fileURL, editable)
        )
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Spacer()
      }
      DocumentStatusBar(status: status, canSave: editable && document != nil, save: save)
    }
    .exporter(
      isPresented: $asksWhere, document: document, contentType: exportType, defaultFilename: "Untitled",
      save: { try kind.save($0, $1, exportType) }, onCompletion: { result in saved(result) },
      onCancellation: {})
  }

  private func save() {
    guard let document else { return }
    guard let fileURL else {
      asksWhere = true
      return
    }
    let type = DocumentFiles.contentType(of: fileURL, among: kind.writableContentTypes)
    saved(Result { try kind.save(document, fileURL, type) }.map { fileURL })
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
