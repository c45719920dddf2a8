import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Headers of the four formats, with the sizes they give.
enum ImageHeaders {
  /// A PNG of `width` × `height` (the signature and IHDR).
  static func png(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be32(width)
      + be32(height)
      + [8, 6, 0, 0, 0]
  }

  /// A GIF89a of `width` × `height`.
  static func gif(width: Int, height: Int) -> [UInt8] {
    Array("GIF89a".utf8) + [
      UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0,
    ]
  }

  /// A JPEG with an APP0 segment, then a baseline SOF0 of `width` × `height`.
  static func jpeg(width: Int, height: Int) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
      + [0xFF, 0xC0, 0x00, 0x11, 0x08] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  }

  /// A lossless WebP (VP8L) of `width` × `height`.
  static func webP(width: Int, height: Int) -> [UInt8] {
    let bits = (width - 1) | ((height - 1) << 14)
    return Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F]
      + [
        UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF), UInt8((bits >> 24) & 0xFF),
      ]
      + [0, 0, 0, 0, 0]
  }

  private static func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
  private static func be16(_ value: Int) -> [UInt8] { [8, 0].map { UInt8((value >> $0) & 0xFF) } }
}

/// `AsyncImage`: loading `file:` URLs, the phases, the placeholder; the
/// kit's `TermImageFile` header reading.
@MainActor
@Suite struct AsyncImageTests {
  @Test func theFourFormatsAreRecognisedWithTheirSizes() throws {
    let png = try #require(TermImageFile(name: "a.png", bytes: ImageHeaders.png(width: 640, height: 480)))
    #expect(png.format == .png && png.pixelSize == Size(width: 640, height: 480))
    let gif = try #require(TermImageFile(name: "a.gif", bytes: ImageHeaders.gif(width: 300, height: 20)))
    #expect(gif.format == .gif && gif.pixelSize == Size(width: 300, height: 20))
    let jpeg = try #require(TermImageFile(name: "a.jpg", bytes: ImageHeaders.jpeg(width: 1024, height: 768)))
    #expect(jpeg.format == .jpeg && jpeg.pixelSize == Size(width: 1024, height: 768))
    let webP = try #require(TermImageFile(name: "a.webp", bytes: ImageHeaders.webP(width: 100, height: 50)))
    #expect(webP.format == .webP && webP.pixelSize == Size(width: 100, height: 50))
    #expect(TermImageFile(name: "a.txt", bytes: Array("hello world".utf8)) == nil)
    // The natural size keeps the aspect: cells are twice as tall as wide.
    #expect(TermImageView.naturalSize(ofPixels: Size(width: 300, height: 20)) == Size(width: 30, height: 1))
    #expect(TermImageView.naturalSize(ofPixels: Size(width: 64, height: 64)) == Size(width: 4, height: 2))
    #expect(
      TermImageView.naturalSize(ofPixels: Size(width: 1024, height: 768)) == Size(width: 32, height: 12))
    #expect(TermImageView.naturalSize(ofPixels: nil) == Size(width: 2, height: 1))
  }

  struct Gallery: View {
    let url: URL?
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        AsyncImage(url: url) { phase in
          switch phase {
          case .empty: Text("loading")
          case .success(let image): image
          case .failure: Text("failed")
          }
        }
        AsyncImage(url: url) { image in
          image.resizable().aspectRatio(contentMode: .fit).frame(width: 20, height: 5)
        } placeholder: {
          Text("placeholder")
        }
      }
      // At the top left, where the rows below look (a window centres its
      // content otherwise).
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// Renders until `done` holds of the screen (loading is off the main actor).
  private func settle(_ app: TermApplication, _ screen: TermScreen, until done: ([String]) -> Bool)
    async throws
  {
    for _ in 0..<200 where !done(screen.rows()) {
      try await Task.sleep(for: .milliseconds(10))
      app.renderIfNeeded()
    }
  }

  private func host(_ view: some View, width: Int, height: Int) -> (TermApplication, TermScreen) {
    let screen = TermScreen.inMemory(width: width, height: height)
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let host = TermHostingView(rootView: view)
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    return (app, screen)
  }

  @Test func aFileLoadsIntoAnAspectCorrectPlaceholderWithItsName() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("rose.png")
    try Data(ImageHeaders.png(width: 256, height: 128)).write(to: url)
    let (app, screen) = host(Gallery(url: url), width: 40, height: 12)
    defer { screen.close() }
    // The first frame: both placeholders, where the images will be.
    #expect(screen.rows()[0].hasPrefix("loading"))
    #expect(screen.rows()[1].hasPrefix("placeholder"))
    try await settle(app, screen) { !$0.joined().contains("loading") && !$0.joined().contains("placeholder") }
    expectSnapshot(screen, named: "async-image-40x12")
    // 256 × 128 pixels: 4 rows of 16 cells, the name in the middle row.
    let rows = screen.rows()
    #expect(rows[0].hasPrefix("░░░░░░░░░░░░░░░░ "))
    #expect(rows[1].hasPrefix("░░░░rose.png░░░░"))
    #expect(rows[3].hasPrefix("░░░░░░░░░░░░░░░░ "))
    // The resizable one fills its 20 × 5 frame (the same 4:1 in cells).
    #expect(rows[4...8].contains { $0.contains("rose.png") })
  }

  @Test func aMissingFileAndAnHTTPURLFail() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("none.png")
    let (app, screen) = host(Gallery(url: missing), width: 60, height: 4)
    defer { screen.close() }
    try await settle(app, screen) { $0[0].contains("failed") }
    #expect(screen.rows()[0].hasPrefix("failed"))
    #expect(screen.rows()[1].hasPrefix("placeholder"))

    let phase = await AsyncImageLoader.load(URL(string: "https://example.com/a.png")!)
    #expect(phase.image == nil)
    let error = try #require(phase.error as? AsyncImageError)
    #expect(error == .remoteURL(URL(string: "https://example.com/a.png")!))
    #expect("\(error)".contains("file: URLs only"))

    let text = folder.appendingPathComponent("notes.png")
    try Data("not an image".utf8).write(to: text)
    let bad = await AsyncImageLoader.load(text)
    #expect(bad.error as? AsyncImageError == .unrecognizedFormat(text))
  }

  @Test func aNilURLStaysEmptyAndTheImageOnlyFormShowsAPlaceholder() throws {
    // The empty phase's placeholder, centred as the window's only view.
    try withHostedView(AsyncImage(url: nil), width: 10, height: 2) { _, _, screen in
      #expect(screen.rows() == ["    ░░    ", "          "])
    }
    try withHostedView(Gallery(url: nil), width: 20, height: 3) { _, _, screen in
      #expect(screen.rows()[0].hasPrefix("loading"))
      #expect(screen.rows()[1].hasPrefix("placeholder"))
    }
    let decorative = Image(decorative: "leaf")
    #expect(decorative.accessibilityName == nil)
  }
}
