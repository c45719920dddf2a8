#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a ``DocumentGroup``'s editor is given for a value document, like
/// SwiftUI's `FileDocumentConfiguration`: a binding to the document, its
/// file and whether it may be edited.
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document, edited through `$document`.
  @Binding public var document: Document
  /// The file the document was read from or saved to (nil while untitled).
  public var fileURL: URL?
  /// Whether the document may be edited (false for a viewer).
  public var isEditable: Bool

  /// A configuration of `document` at `fileURL`.
  public init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// What a ``DocumentGroup``'s editor is given for a reference document,
/// like SwiftUI's `ReferenceFileDocumentConfiguration`.
@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document object.
  @ObservedObject public var document: Document
  /// The file the document was read from or saved to (nil while untitled).
  public var fileURL: URL?
  /// Whether the document may be edited (false for a viewer).
  public var isEditable: Bool

  /// A configuration of `document` at `fileURL`.
  public init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
