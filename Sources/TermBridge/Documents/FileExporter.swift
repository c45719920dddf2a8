import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension View {
  /// Asks where to save `document` while `isPresented` is true, like
  /// SwiftUI's `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`:
  /// a ``TermSavePanel`` sheet; Save writes the document's file there and
  /// calls `onCompletion` with `.success(url)`, or `.failure(error)` when
  /// writing failed. Cancel (or Esc) calls nothing, as in SwiftUI. Either
  /// way `isPresented` becomes false. A nil document presents nothing.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: document, contentType: contentType,
      defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Exports a reference document, like SwiftUI's
  /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`
  /// for a ``ReferenceFileDocument``: its snapshot is taken and written
  /// when Save is chosen.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented: isPresented, document: document, contentType: contentType,
      defaultFilename: defaultFilename,
      save: { try DocumentFiles.save($0, to: $1, as: contentType) }, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Exports a document, calling `onCancellation` when the user cancels,
  /// like SwiftUI's form with `onCancellation:`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    exporter(
      isPresented: isPresented, document: document, contentType: contentType,
      defaultFilename: defaultFilename,
      save: { try DocumentFiles.save($0, to: $1, as: contentType) }, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }

  /// Exports several documents, like SwiftUI's
  /// `fileExporter(isPresented:documents:contentType:onCompletion:)`: the
  /// panel asks for the first file's name (`Untitled` by default); the
  /// documents are saved in its folder as `Name`, `Name 2`, … with the
  /// type's extension.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    exporter(
      isPresented: isPresented, documents: Array(documents), contentType: contentType, defaultFilename: nil,
      save: { try DocumentFiles.save($0, to: $1, as: contentType) }, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Exports several reference documents into one folder, like SwiftUI's
  /// `fileExporter(isPresented:documents:contentType:onCompletion:)`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    exporter(
      isPresented: isPresented, documents: Array(documents), contentType: contentType, defaultFilename: nil,
      save: { try DocumentFiles.save($0, to: $1, as: contentType) }, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Exports one document (nil: nothing to present), saved by `save`.
  func exporter<D>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String?,
    save: @escaping @MainActor (D, URL) throws -> Void,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> FileExporterView<Self> {
    exporter(
      isPresented: isPresented, documents: document.map { [$0] } ?? [], contentType: contentType,
      defaultFilename: defaultFilename, save: save, onCompletion: { onCompletion($0.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// What every `fileExporter` is: a save panel for `documents`, each
  /// saved by `save` to its file (the first where the user says, the
  /// others beside it).
  private func exporter<D>(
    isPresented: Binding<Bool>, documents: [D], contentType: UTType, defaultFilename: String?,
    save: @escaping @MainActor (D, URL) throws -> Void,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> FileExporterView<Self> {
    FileExporterView(
      wrapped: self, isPresented: isPresented, count: documents.count, contentType: contentType,
      defaultFilename: defaultFilename,
      write: { urls in
        for (document, url) in zip(documents, urls) {
          try save(document, url)
        }
      },
      onCompletion: onCompletion, onCancellation: onCancellation)
  }
}

/// Presents a ``TermSavePanel`` for an export and writes the chosen files.
struct FileExporterView<Wrapped: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  /// How many documents are exported (0: nothing to present).
  let count: Int
  let contentType: UTType
  let defaultFilename: String?
  let write: @MainActor ([URL]) throws -> Void
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void

  var attachedContent: any View { wrapped }

  func updateAttachment(_ presenter: PresentationAttachment, environment: EnvironmentValues) {
    let isPresented = count > 0 ? self.isPresented : .constant(false)
    let view = self
    presenter.request = PresentationRequest(
      isPresented: isPresented, environment: environment,
      makeController: { environment, _ in view.makePanel(dismiss: { environment.dismiss() }) })
  }

  /// `count` files beside `first`: `first`, then `Name 2`, `Name 3`, …
  static func fileURLs(count: Int, from first: URL) -> [URL] {
    let ext = first.pathExtension
    let stem = first.deletingPathExtension().lastPathComponent
    let folder = first.deletingLastPathComponent()
    return (0..<count).map { index in
      guard index > 0 else { return first }
      let url = folder.appendingPathComponent("\(stem) \(index + 1)")
      return ext.isEmpty ? url : url.appendingPathExtension(ext)
    }
  }

  func makePanel(dismiss: @escaping @MainActor () -> Void) -> TermSavePanel {
    let panel = TermSavePanel()
    panel.title = count > 1 ? "Export \(count) Documents" : "Export"
    let ext = contentType.preferredFilenameExtension
    panel.allowedFileExtensions = ext.map { [$0] }
    let name = defaultFilename ?? "Untitled"
    panel.nameFieldStringValue = ext.map { name.hasSuffix(".\($0)") ? name : "\(name).\($0)" } ?? name
    let view = self
    panel.completionHandler = { [weak panel] response in
      dismiss()
      guard response == .OK, let url = panel?.url else {
        view.onCancellation()
        return
      }
      let urls = FileExporterView.fileURLs(count: view.count, from: url)
      do {
        try view.write(urls)
        view.onCompletion(.success(urls))
      } catch {
        view.onCompletion(.failure(error))
      }
    }
    return panel
  }
}
