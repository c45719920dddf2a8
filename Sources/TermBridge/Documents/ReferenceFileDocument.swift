/// A document a class holds, like SwiftUI's `ReferenceFileDocument`: an
/// ``ObservableObject`` read from a file, saved through a snapshot of its
/// state taken when the save starts.
///
/// ```swift
/// extension Store: ReferenceFileDocument {
///   typealias Snapshot = [Garden]
///   static var readableContentTypes: [UTType] { [.commaSeparatedText] }
///   convenience init(configuration: ReadConfiguration) throws { self.init() }
///   func snapshot(contentType: UTType) throws -> [Garden] { gardens }
///   func fileWrapper(snapshot: [Garden], configuration: WriteConfiguration) throws -> FileWrapper { … }
/// }
/// ```
///
/// Saving takes the snapshot and writes its file on the main actor (the
/// terminal has no background autosave).
public protocol ReferenceFileDocument: ObservableObject {
  /// What the document's state is saved from.
  associatedtype Snapshot
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes (its readable types by default).
  static var writableContentTypes: [UTType] { get }
  /// The document read from a file.
  init(configuration: ReadConfiguration) throws
  /// The document's state to save as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file to save for `snapshot`.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
