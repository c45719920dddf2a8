#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What ``DocumentGroup`` needs of a document type, value or reference:
/// the types it writes, how one is read and saved, and what its editor is
/// given. There is one for each document protocol (`value`, `reference`),
/// so the window that opens, edits and saves a document is written once
/// (`DocumentHost`).
struct DocumentKind<Document, Configuration> {
  /// The types the document writes.
  let writableContentTypes: [UTType]
  /// The document read from the file at a URL, as one of its readable types.
  let read: (URL) throws -> Document
  /// Saves a document to a URL as a type.
  let save: (Document, URL, UTType) throws -> Void
  /// What the editor of a document at a URL is given (editable or not).
  let configuration: @MainActor (Binding<Document>, URL?, Bool) -> Configuration
}

extension DocumentKind where Document: FileDocument, Configuration == FileDocumentConfiguration<Document> {
  /// A ``FileDocument``: a value, edited through a binding.
  static var value: Self {
    Self(
      writableContentTypes: Document.writableContentTypes, read: { try DocumentFiles.read(at: $0) },
      save: { try DocumentFiles.save($0, to: $1, as: $2) },
      configuration: { FileDocumentConfiguration(document: $0, fileURL: $1, isEditable: $2) })
  }
}

extension DocumentKind
where Document: ReferenceFileDocument, Configuration == ReferenceFileDocumentConfiguration<Document> {
  /// A ``ReferenceFileDocument``: an object, saved through a snapshot.
  static var reference: Self {
    Self(
      writableContentTypes: Document.writableContentTypes, read: { try DocumentFiles.read(at: $0) },
      save: { try DocumentFiles.save($0, to: $1, as: $2) },
      configuration: {
        ReferenceFileDocumentConfiguration(document: $0.wrappedValue, fileURL: $1, isEditable: $2)
      })
  }
}
