#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A document a value type holds, like SwiftUI's `FileDocument`: it says
/// which types it reads, is made from a file and makes the file to save.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
///
/// ``DocumentGroup`` opens one from the file named on the command line
/// and saves it on Ctrl-S; `.fileExporter` writes one where the user says.
public protocol FileDocument {
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes (its readable types by default).
  static var writableContentTypes: [UTType] { get }
  /// The document read from a file.
  init(configuration: ReadConfiguration) throws
  /// The file to save for the document.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from, like SwiftUI's
/// `FileDocumentReadConfiguration`: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file (from its extension, else the document's first
  /// readable type).
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// What a document is written for, like SwiftUI's
/// `FileDocumentWriteConfiguration`: the type to write and the file on
/// disk now, if there is one.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file as it is on disk, when the document was read from one.
  public let existingFile: FileWrapper?
}

/// Reading and writing documents at URLs, shared by ``DocumentGroup`` and
/// the file exporter.
package enum DocumentFiles {
  /// The type of the file at `url` among `types`: by its extension, else
  /// the first of them.
  package static func contentType(of url: URL, among types: [UTType]) -> UTType {
    let ext = url.pathExtension.lowercased()
    return types.first { $0.preferredFilenameExtension == ext } ?? types.first ?? .data
  }

  /// The configuration to read the file at `url` as one of `types`.
  package static func readConfiguration(at url: URL, types: [UTType]) throws -> FileDocumentReadConfiguration
  {
    FileDocumentReadConfiguration(
      contentType: contentType(of: url, among: types), file: try FileWrapper(url: url))
  }

  /// Reads the document at `url`, as one of its readable types.
  package static func read<D: FileDocument>(at url: URL) throws -> D {
    try D(configuration: readConfiguration(at: url, types: D.readableContentTypes))
  }

  /// Reads the reference document at `url`, as one of its readable types.
  package static func read<D: ReferenceFileDocument>(at url: URL) throws -> D {
    try D(configuration: readConfiguration(at: url, types: D.readableContentTypes))
  }

  /// Writes `wrapper` to `url` atomically.
  package static func write(_ wrapper: FileWrapper, to url: URL) throws {
    try wrapper.write(to: url, options: .atomic)
  }

  /// The configuration to write to `url` as `type`, with the file there now.
  package static func writeConfiguration(for url: URL?, type: UTType) -> FileDocumentWriteConfiguration {
    FileDocumentWriteConfiguration(contentType: type, existingFile: url.flatMap { try? FileWrapper(url: $0) })
  }

  /// Saves `document` to `url` as `type`.
  package static func save<D: FileDocument>(_ document: D, to url: URL, as type: UTType) throws {
    let wrapper = try document.fileWrapper(configuration: writeConfiguration(for: url, type: type))
    try write(wrapper, to: url)
  }

  /// Saves `document` to `url` as `type`, through a snapshot.
  package static func save<D: ReferenceFileDocument>(_ document: D, to url: URL, as type: UTType) throws {
    let snapshot = try document.snapshot(contentType: type)
    let wrapper = try document.fileWrapper(
      snapshot: snapshot, configuration: writeConfiguration(for: url, type: type))
    try write(wrapper, to: url)
  }
}
