import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension View {
  /// Asks for files to open while `isPresented` is true, like SwiftUI's
  /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`:
  /// a ``TermOpenPanel`` sheet listing folders and the files whose
  /// extension is one of `allowedContentTypes`' (every file when none of
  /// them has an extension: `.data`, `.item`). Open calls `onCompletion`
  /// with `.success(urls)`; Cancel (or Esc) calls nothing. The app reads
  /// the files itself, as in SwiftUI.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    FileImporterView(
      wrapped: self, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
  }

  /// Asks for one file to open, like SwiftUI's
  /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    FileImporterView(
      wrapped: self, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false, onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: {})
  }

  /// Asks for files, calling `onCancellation` when the user cancels, like
  /// SwiftUI's form with `onCancellation:`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    FileImporterView(
      wrapped: self, isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }
}

/// Presents a ``TermOpenPanel`` and reports the chosen files.
struct FileImporterView<Wrapped: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void

  var attachedContent: any View { wrapped }

  func updateAttachment(_ presenter: PresentationAttachment, environment: EnvironmentValues) {
    let view = self
    presenter.request = PresentationRequest(
      isPresented: isPresented, environment: environment,
      makeController: { environment, _ in view.makePanel(dismiss: { environment.dismiss() }) })
  }

  /// The extensions the types give, nil (any file) when one of them has
  /// none.
  static func extensions(of types: [UTType]) -> [String]? {
    var extensions: [String] = []
    for type in types {
      guard let ext = type.preferredFilenameExtension else { return nil }
      extensions.append(ext)
      extensions += UTType.otherExtensions[type.identifier] ?? []
    }
    return extensions.isEmpty ? nil : extensions
  }

  func makePanel(dismiss: @escaping @MainActor () -> Void) -> TermOpenPanel {
    let panel = TermOpenPanel()
    panel.allowsMultipleSelection = allowsMultipleSelection
    panel.allowedFileExtensions = FileImporterView.extensions(of: allowedContentTypes)
    panel.nameFieldStringValue = ""
    let view = self
    panel.completionHandler = { [weak panel] response in
      dismiss()
      guard response == .OK, let urls = panel?.urls, !urls.isEmpty else {
        view.onCancellation()
        return
      }
      view.onCompletion(.success(urls))
    }
    return panel
  }
}
