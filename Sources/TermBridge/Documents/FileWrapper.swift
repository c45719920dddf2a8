#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file or a folder of files in memory, TermBridge's stand-in for
/// Foundation's `FileWrapper` (Apple platforms only): what a document's
/// `fileWrapper(configuration:)` returns and what it is read from.
///
/// A regular file holds its bytes; a directory holds named wrappers.
/// `write(to:options:originalContentsURL:)` writes it to disk, and
/// `init(url:options:)` reads a file or a folder back.
public final class FileWrapper: @unchecked Sendable {
  /// How a wrapper reads from disk (accepted; reading is always immediate).
  public struct ReadingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Read the contents now (always so here).
    public static let immediate = ReadingOptions(rawValue: 1)
    /// Read without mapping the file (always so here).
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// How a wrapper writes to disk.
  public struct WritingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Write to a temporary file and move it into place.
    public static let atomic = WritingOptions(rawValue: 1)
    /// Update the wrappers' file names after writing (accepted).
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }

  private enum Contents {
    case file(Data)
    case directory([String: FileWrapper])
  }

  private var contents: Contents
  /// The name the wrapper is saved under.
  public var filename: String?
  /// The name the wrapper would like to be saved under.
  public var preferredFilename: String?

  /// A regular file holding `contents`.
  public init(regularFileWithContents contents: Data) {
    self.contents = .file(contents)
  }

  /// A folder holding `childrenByPreferredName`.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    self.contents = .directory(childrenByPreferredName)
  }

  /// The file or folder at `url`, read now.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isDirectory = false
    let path = url.path
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileNoSuchFile, userInfo: ["NSFilePath": path])
    }
    if isDirectory {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: path) {
        let child = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        children[name] = child
      }
      contents = .directory(children)
    } else {
      contents = .file(try Data(contentsOf: url))
    }
    filename = url.lastPathComponent
    preferredFilename = filename
  }

  /// Whether the wrapper is a regular file.
  public var isRegularFile: Bool {
    if case .file = contents { return true }
    return false
  }

  /// Whether the wrapper is a folder.
  public var isDirectory: Bool {
    if case .directory = contents { return true }
    return false
  }

  /// Whether the wrapper is a symbolic link (never, here).
  public var isSymbolicLink: Bool { false }

  /// A regular file's bytes; nil for a folder.
  public var regularFileContents: Data? {
    if case .file(let data) = contents { return data }
    return nil
  }

  /// A folder's wrappers by name; nil for a regular file.
  public var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = contents { return children }
    return nil
  }

  /// Adds `child` to a folder under its preferred name and returns the name.
  @discardableResult
  public func addFileWrapper(_ child: FileWrapper) -> String {
    let name = child.preferredFilename ?? child.filename ?? "Untitled"
    if case .directory(var children) = contents {
      children[name] = child
      contents = .directory(children)
    }
    return name
  }

  /// Writes the wrapper to `url`: a file's bytes, or a folder and its
  /// children.
  public func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
    switch contents {
    case .file(let data):
      try data.write(to: url, options: options.contains(.atomic) ? [.atomic] : [])
    case .directory(let children):
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children {
        try child.write(to: url.appendingPathComponent(name), options: options)
      }
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }
}
