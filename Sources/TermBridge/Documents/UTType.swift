/// A uniform type identifier, TermBridge's stand-in for
/// UniformTypeIdentifiers' `UTType` (that framework does not exist on
/// Linux): a reverse-DNS identifier, the file-name extension it is saved
/// with, and the types it conforms to.
///
/// It has the subset documents, exporters and importers use: the common
/// system types (`.plainText`, `.json`, `.commaSeparatedText`, images …),
/// `init(exportedAs:)` and `init(importedAs:)` for an app's own types,
/// `init(filenameExtension:)` and `init(_:)` for known identifiers, and
/// `conforms(to:)`. There is no system database: an identifier this table
/// does not know and the app has not declared has no extension.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, e.g. `public.plain-text`.
  public let identifier: String
  /// The extension a file of this type is saved with, without the dot.
  public let preferredFilenameExtension: String?
  /// The MIME type of the type, when it has one.
  public let preferredMIMEType: String?
  /// The identifiers of the types this one conforms to, its own included.
  let conformances: Set<String>
  /// Whether the app declared the type itself (`init(exportedAs:)`).
  public let isDeclared: Bool

  init(
    identifier: String, filenameExtension: String? = nil, mimeType: String? = nil, parents: [UTType] = [],
    declared: Bool = false
  ) {
    self.identifier = identifier
    self.preferredFilenameExtension = filenameExtension
    self.preferredMIMEType = mimeType
    var conformances: Set<String> = [identifier]
    for parent in parents { conformances.formUnion(parent.conformances) }
    self.conformances = conformances
    self.isDeclared = declared
  }

  /// The known type with `identifier`, or nil (as Apple's initializer
  /// returns nil for an identifier the system does not know).
  public init?(_ identifier: String) {
    guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// A type the app declares and owns, like `UTType(exportedAs:)`:
  /// `identifier` conforming to `parentType` (`.data` by default).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    if let known = UTType(identifier) {
      self = known
    } else {
      self.init(identifier: identifier, parents: [parentType ?? .data], declared: true)
    }
  }

  /// A type another app owns that this one uses, like
  /// `UTType(importedAs:)`.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The known type whose files end in `.filenameExtension` and that
  /// conforms to `supertype`; nil when no known type does.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let ext = filenameExtension.lowercased()
    guard
      let known = UTType.known.first(where: {
        ($0.preferredFilenameExtension == ext || UTType.otherExtensions[$0.identifier]?.contains(ext) == true)
          && $0.conforms(to: supertype)
      })
    else { return nil }
    self = known
  }

  /// The known type of `mimeType` that conforms to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard
      let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType && $0.conforms(to: supertype) }
      )
    else { return nil }
    self = known
  }

  /// Whether a value of this type is also one of `type` (a `.json` file
  /// is `.text` and `.data`).
  public func conforms(to type: UTType) -> Bool { conformances.contains(type.identifier) }

  /// Whether `type` conforms to this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

  /// Whether this type conforms to `type`.
  public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

  /// The types this one conforms to, itself excluded.
  public var supertypes: Set<UTType> {
    Set(UTType.known.filter { $0.identifier != identifier && conformances.contains($0.identifier) })
  }

  /// The identifier.
  public var description: String { identifier }

  /// Identity is the identifier, as Apple's.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
  /// Any item: the root of the hierarchy.
  public static let item = UTType(identifier: "public.item")
  /// Any content a user works with.
  public static let content = UTType(identifier: "public.content", parents: [.item])
  /// Bytes of any kind.
  public static let data = UTType(identifier: "public.data", parents: [.item])
  /// A folder.
  public static let folder = UTType(identifier: "public.folder", parents: [.item])
  /// A directory.
  public static let directory = UTType(identifier: "public.directory", parents: [.item])
  /// Text of any encoding.
  public static let text = UTType(identifier: "public.text", parents: [.data, .content])
  /// Plain text (`.txt`).
  public static let plainText = UTType(
    identifier: "public.plain-text", filenameExtension: "txt", mimeType: "text/plain", parents: [.text])
  /// UTF-8 plain text.
  public static let utf8PlainText = UTType(
    identifier: "public.utf8-plain-text", filenameExtension: "txt", parents: [.plainText])
  /// JSON (`.json`).
  public static let json = UTType(
    identifier: "public.json", filenameExtension: "json", mimeType: "application/json", parents: [.text])
  /// Comma-separated values (`.csv`).
  public static let commaSeparatedText = UTType(
    identifier: "public.comma-separated-values-text", filenameExtension: "csv", mimeType: "text/csv",
    parents: [.text])
  /// Tab-separated values (`.tsv`).
  public static let tabSeparatedText = UTType(
    identifier: "public.tab-separated-values-text", filenameExtension: "tsv",
    mimeType: "text/tab-separated-values",
    parents: [.text])
  /// XML (`.xml`).
  public static let xml = UTType(
    identifier: "public.xml", filenameExtension: "xml", mimeType: "application/xml", parents: [.text])
  /// YAML (`.yaml`).
  public static let yaml = UTType(
    identifier: "public.yaml", filenameExtension: "yaml", mimeType: "application/x-yaml", parents: [.text])
  /// HTML (`.html`).
  public static let html = UTType(
    identifier: "public.html", filenameExtension: "html", mimeType: "text/html", parents: [.text])
  /// Source code of any language.
  public static let sourceCode = UTType(identifier: "public.source-code", parents: [.plainText])
  /// Swift source (`.swift`).
  public static let swiftSource = UTType(
    identifier: "public.swift-source", filenameExtension: "swift", parents: [.sourceCode])
  /// A property list (`.plist`).
  public static let propertyList = UTType(
    identifier: "com.apple.property-list", filenameExtension: "plist", parents: [.data])
  /// A log file (`.log`).
  public static let log = UTType(identifier: "public.log", filenameExtension: "log", parents: [.plainText])
  /// Rich text (`.rtf`).
  public static let rtf = UTType(
    identifier: "public.rtf", filenameExtension: "rtf", mimeType: "text/rtf", parents: [.text])
  /// A PDF document (`.pdf`).
  public static let pdf = UTType(
    identifier: "com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf",
    parents: [.data, .content])
  /// Any image.
  public static let image = UTType(identifier: "public.image", parents: [.data, .content])
  /// A PNG image (`.png`).
  public static let png = UTType(
    identifier: "public.png", filenameExtension: "png", mimeType: "image/png", parents: [.image])
  /// A JPEG image (`.jpeg`, `.jpg`).
  public static let jpeg = UTType(
    identifier: "public.jpeg", filenameExtension: "jpeg", mimeType: "image/jpeg", parents: [.image])
  /// A GIF image (`.gif`).
  public static let gif = UTType(
    identifier: "com.compuserve.gif", filenameExtension: "gif", mimeType: "image/gif", parents: [.image])
  /// A WebP image (`.webp`).
  public static let webP = UTType(
    identifier: "org.webmproject.webp", filenameExtension: "webp", mimeType: "image/webp", parents: [.image])
  /// Any archive.
  public static let archive = UTType(identifier: "public.archive", parents: [.data])
  /// A zip archive (`.zip`).
  public static let zip = UTType(
    identifier: "public.zip-archive", filenameExtension: "zip", mimeType: "application/zip",
    parents: [.archive])
  /// Any audio.
  public static let audio = UTType(identifier: "public.audio", parents: [.data, .content])
  /// Any movie.
  public static let movie = UTType(identifier: "public.movie", parents: [.data, .content])
  /// A URL.
  public static let url = UTType(identifier: "public.url", parents: [.data])
  /// A URL of a file.
  public static let fileURL = UTType(identifier: "public.file-url", parents: [.url])

  /// Every type above, for lookups by identifier, extension and MIME type.
  static let known: [UTType] = [
    .item, .content, .data, .folder, .directory, .text, .plainText, .utf8PlainText, .json,
    .commaSeparatedText, .tabSeparatedText, .xml, .yaml, .html, .sourceCode, .swiftSource, .propertyList,
    .log, .rtf, .pdf, .image, .png, .jpeg, .gif, .webP, .archive, .zip, .audio, .movie, .url, .fileURL,
  ]

  /// Extensions a type is also saved with.
  static let otherExtensions: [String: [String]] = [
    "public.jpeg": ["jpg"], "public.yaml": ["yml"], "public.html": ["htm"], "public.plain-text": ["text"],
  ]
}
