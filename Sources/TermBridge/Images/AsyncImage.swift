import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An image loaded from a URL, like SwiftUI's `AsyncImage`:
///
/// ```swift
/// AsyncImage(url: plant.imageURL) { image in
///   image.resizable().aspectRatio(contentMode: .fit)
/// } placeholder: {
///   ProgressView()
/// }
/// ```
///
/// The terminal mapping: a `file:` URL is read off the main actor; a PNG,
/// JPEG, GIF or WebP file (recognised by its magic bytes) becomes an
/// ``Image`` drawn as a placeholder in the image's shape (its pixel size
/// from the header), with the file's name on it; pixels are not drawn.
/// An `http:` or `https:` URL fails with ``AsyncImageError/remoteURL(_:)``:
/// FoundationNetworking is not linked (it would bring libcurl into every
/// app). A nil URL stays `.empty`. The placeholder shows while loading and
/// after a failure, as in SwiftUI. `scale` is kept and changes nothing.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: Double
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  @State private var loaded = LoadedPhase(url: nil, phase: .empty)

  /// The image at `url`, or an empty placeholder until it loads.
  public init(url: URL?, scale: Double = 1) where Content == Image {
    self.init(url: url, scale: scale) { phase in phase.image ?? Image(decorative: "") }
  }

  /// The image at `url` through `content` once loaded, `placeholder`
  /// before (and after a failure).
  public init<I: View, P: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == ConditionalContent<I, P> {
    self.init(url: url, scale: scale, transaction: Transaction()) { phase in
      AsyncImage.view(for: phase, content: content, placeholder: placeholder)
    }
  }

  /// The view `content` makes for each phase of loading `url`: `.empty`,
  /// then `.success(image)` or `.failure(error)`. `transaction` is kept;
  /// the phase changes without animation.
  public init(
    url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  /// The loaded image through `content`, else the placeholder.
  static func view<I: View, P: View>(
    for phase: AsyncImagePhase, content: (Image) -> I, placeholder: () -> P
  ) -> ConditionalContent<I, P> {
    if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
    return ViewBuilder.buildEither(second: placeholder())
  }

  /// The content of the current phase, loading when the URL changes.
  public var body: some View {
    let phase = loaded.url == url ? loaded.phase : .empty
    return content(phase).task(id: url) {
      guard let url else { return }
      let result = await AsyncImageLoader.load(url)
      guard !Task.isCancelled else { return }
      loaded = LoadedPhase(url: url, phase: result)
    }
  }
}

/// The phase loaded and the URL it is for.
struct LoadedPhase {
  var url: URL?
  var phase: AsyncImagePhase
}

/// Where an ``AsyncImage`` is in loading, like SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet (or no URL).
  case empty
  /// Loaded: the image.
  case success(Image)
  /// Loading failed: why.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Why an ``AsyncImage`` could not load.
public enum AsyncImageError: Error, CustomStringConvertible, Equatable {
  /// An `http:`/`https:` (or other remote) URL: TermBridge does not link
  /// FoundationNetworking, so it cannot fetch it.
  case remoteURL(URL)
  /// The file is not a PNG, JPEG, GIF or WebP image.
  case unrecognizedFormat(URL)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .remoteURL(let url):
      "AsyncImage cannot load \(url.absoluteString): TermBridge loads file: URLs only (no FoundationNetworking)"
    case .unrecognizedFormat(let url): "\(url.lastPathComponent) is not a PNG, JPEG, GIF or WebP image"
    }
  }
}

/// Loads an image file off the main actor.
enum AsyncImageLoader {
  /// The phase loading `url` ends in.
  static func load(_ url: URL) async -> AsyncImagePhase {
    guard url.isFileURL else { return .failure(AsyncImageError.remoteURL(url)) }
    let task = Task.detached(priority: .userInitiated) { () -> Result<TermImageFile, any Error> in
      do {
        let data = try Data(contentsOf: url)
        guard let file = TermImageFile(name: url.lastPathComponent, bytes: Array(data)) else {
          return .failure(AsyncImageError.unrecognizedFormat(url))
        }
        return .success(file)
      } catch {
        return .failure(error)
      }
    }
    switch await task.value {
    case .success(let file): return .success(Image(file: file))
    case .failure(let error): return .failure(error)
    }
  }
}
