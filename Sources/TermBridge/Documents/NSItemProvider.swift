import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Items being pasted or dropped, TermBridge's stand-in for Foundation's
/// `NSItemProvider` (swift-corelibs-foundation has none): each item is
/// offered as one or more representations, each of a ``UTType``, read
/// when asked for.
///
/// A terminal hands an app text only, through a bracketed paste: a file
/// dropped on the terminal window arrives as its path. The library makes
/// the providers from that text (``providers(forPastedText:)``): a provider per
/// file when the text is one or more paths of existing files, else one
/// provider of the text. Load handlers run off the main actor, as
/// Apple's do, so an app hops back to the main queue itself.
public final class NSItemProvider: Sendable, CustomStringConvertible {
  /// Where a representation's bytes come from.
  enum Source: Sendable {
    case data(Data)
    case file(URL)
  }

  /// One representation: its type and its bytes.
  struct Representation: Sendable {
    let type: UTType
    let source: Source
  }

  private let representations: Mutex<[Representation]>
  private let name: Mutex<String?>

  /// A provider with no representations yet.
  public init() {
    representations = Mutex([])
    name = Mutex(nil)
  }

  /// A provider of the file at `fileURL`: its contents, typed by the
  /// file's extension (`.data` when the extension is not known), and its
  /// URL as `.fileURL`; nil when `fileURL` is not a file URL.
  public convenience init?(contentsOf fileURL: URL) {
    guard fileURL.isFileURL else { return nil }
    self.init()
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    representations.withLock {
      $0.append(Representation(type: type, source: .file(fileURL)))
      $0.append(Representation(type: .fileURL, source: .data(Data(fileURL.absoluteString.utf8))))
    }
    name.withLock { $0 = fileURL.deletingPathExtension().lastPathComponent }
  }

  /// A provider of `text` as UTF-8 plain text, as Apple's provider of an
  /// `NSString` offers it.
  public convenience init(text: String) {
    self.init()
    representations.withLock {
      $0.append(Representation(type: .utf8PlainText, source: .data(Data(text.utf8))))
    }
  }

  /// A name for the item when it is saved, like Apple's `suggestedName`.
  public var suggestedName: String? {
    get { name.withLock { $0 } }
    set { name.withLock { $0 = newValue } }
  }

  /// The identifiers of the types offered, in the order registered.
  public var registeredTypeIdentifiers: [String] {
    representations.withLock { $0.map(\.type.identifier) }
  }

  /// The types offered, in the order registered.
  public var registeredContentTypes: [UTType] {
    representations.withLock { $0.map(\.type) }
  }

  /// Whether a representation conforms to `typeIdentifier`'s type (to
  /// that identifier alone, when the type is not known).
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representation(conformingTo: typeIdentifier) != nil
  }

  /// Whether a representation conforms to `contentType`.
  public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
    hasItemConformingToTypeIdentifier(typeIdentifier)
  }

  /// Offers bytes of `typeIdentifier`'s type made when asked for, like
  /// Apple's `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`
  /// without the visibility and progress a terminal has no use for.
  public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, data: Data) {
    let type = UTType(typeIdentifier) ?? UTType(importedAs: typeIdentifier)
    representations.withLock { $0.append(Representation(type: type, source: .data(data))) }
  }

  /// Reads the first representation conforming to `typeIdentifier` off
  /// the main actor and hands its bytes (or the error) to
  /// `completionHandler`, like Apple's method (which returns a
  /// `Progress`; this returns nothing).
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    guard let representation = representation(conformingTo: typeIdentifier) else {
      return completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier))
    }
    Task.detached(priority: .userInitiated) {
      do {
        completionHandler(try representation.data(), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Reads the first representation conforming to `contentType`, like
  /// Apple's `loadDataRepresentation(for:completionHandler:)`.
  public func loadDataRepresentation(
    for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Hands over a file holding the first representation conforming to
  /// `typeIdentifier`: the pasted file itself (Apple copies it to a
  /// temporary file first; a terminal's paste names a file that stays),
  /// or, for bytes, a temporary file written with them.
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) {
    guard let representation = representation(conformingTo: typeIdentifier) else {
      return completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier))
    }
    Task.detached(priority: .userInitiated) {
      do {
        completionHandler(try representation.fileURL(), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Whether the provider offers text (`String`) or a URL, which
  /// `loadObject(ofClass:completionHandler:)` reads.
  public func canLoadObject(ofClass aClass: String.Type) -> Bool {
    hasItemConformingToTypeIdentifier(UTType.plainText.identifier)
  }

  /// Whether the provider offers a URL (a pasted file's).
  public func canLoadObject(ofClass aClass: URL.Type) -> Bool {
    hasItemConformingToTypeIdentifier(UTType.url.identifier)
  }

  /// Reads the provider's text, like Apple's `loadObject(ofClass: String.self)`.
  public func loadObject(
    ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void
  ) {
    loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { data, error in
      completionHandler(data.map { String(decoding: $0, as: UTF8.self) }, error)
    }
  }

  /// Reads the provider's URL, like Apple's `loadObject(ofClass: URL.self)`.
  public func loadObject(
    ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) {
    loadDataRepresentation(forTypeIdentifier: UTType.url.identifier) { data, error in
      completionHandler(data.flatMap { URL(string: String(decoding: $0, as: UTF8.self)) }, error)
    }
  }

  /// The types offered, for debugging.
  public var description: String {
    "NSItemProvider(\(registeredTypeIdentifiers.joined(separator: ", ")))"
  }

  /// Whether some representation conforms to one of `types`.
  func conforms(toAnyOf types: [UTType]) -> Bool {
    let offered = registeredContentTypes
    return types.contains { type in offered.contains { $0.conforms(to: type) } }
  }

  private func representation(conformingTo typeIdentifier: String) -> Representation? {
    let wanted = UTType(typeIdentifier)
    return representations.withLock { list in
      list.first { wanted.map($0.type.conforms(to:)) ?? ($0.type.identifier == typeIdentifier) }
    }
  }
}

extension NSItemProvider.Representation {
  /// The bytes, read from the file for a file representation.
  func data() throws -> Data {
    switch source {
    case .data(let data): return data
    case .file(let url): return try Data(contentsOf: url)
    }
  }

  /// A file with the bytes: the file itself, or a temporary one.
  func fileURL() throws -> URL {
    switch source {
    case .file(let url): return url
    case .data(let data):
      let name = "item-\(UInt64.random(in: 0...UInt64.max))"
      var url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
      if let ext = type.preferredFilenameExtension { url.appendPathExtension(ext) }
      try data.write(to: url)
      return url
    }
  }
}

/// Why an ``NSItemProvider`` could not load what was asked (Apple's
/// `NSItemProviderErrorDomain` errors).
public enum ItemProviderError: Error, Equatable, Sendable {
  /// No representation conforms to the type asked for (Apple's
  /// `unavailableCoercionError`).
  case unavailableType(String)
}

/// A value an ``NSItemProvider`` can offer, like Foundation's
/// `NSItemProviderWriting`: its types and the bytes of each, made when
/// the provider is (an item provider here holds no object).
public protocol NSItemProviderWriting {
  /// The identifiers of the types the value can be written as, best first.
  var writableTypeIdentifiersForItemProvider: [String] { get }
  /// The value's bytes as `typeIdentifier`'s type, or nil.
  func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data?
}

extension NSItemProvider {
  /// A provider of `object`'s representations, like Apple's
  /// `init(object:)`.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    for identifier in object.writableTypeIdentifiersForItemProvider {
      if let data = object.itemProviderData(forTypeIdentifier: identifier) {
        registerDataRepresentation(forTypeIdentifier: identifier, data: data)
      }
    }
  }
}

extension NSUserActivity: NSItemProviderWriting {
  /// An activity is offered as its typed payload's JSON.
  public var writableTypeIdentifiersForItemProvider: [String] { ["com.apple.nsuseractivity"] }

  /// The typed payload's JSON, or nil when there is none.
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
    userInfo?[Self.payloadKey] as? Data
  }
}
