import TermBridgeTerminal

/// An image file's bytes and what its header says, like the part of
/// `UIImage(data:)` a terminal can use: the format, recognised by its
/// magic bytes (PNG, JPEG, GIF, WebP), and the pixel size where the
/// header gives it. No pixels are decoded; a ``TermImageView`` shows the
/// file as a placeholder of the image's shape, and a terminal graphics
/// protocol (sixel, kitty) would draw from ``bytes`` here later.
public struct TermImageFile: Hashable, Sendable {
  /// An image file format.
  public enum Format: String, Hashable, Sendable {
    /// Portable Network Graphics.
    case png
    /// JPEG.
    case jpeg
    /// GIF (87a or 89a).
    case gif
    /// WebP (lossy, lossless or extended).
    case webP
  }

  /// The file's name, shown as its label.
  public let name: String
  /// The format the magic bytes say.
  public let format: Format
  /// The width and height in pixels, when the header gives them.
  public let pixelSize: Size?
  /// The file's bytes.
  public let bytes: [UInt8]

  /// Reads the header of `bytes`; nil when they are not an image of a
  /// known format.
  public init?(name: String, bytes: [UInt8]) {
    guard let (format, size) = TermImageFile.header(of: bytes) else { return nil }
    self.name = name
    self.format = format
    self.pixelSize = size
    self.bytes = bytes
  }

  /// Two files are the same file when their names, formats and sizes are
  /// and their bytes are equal.
  public static func == (lhs: TermImageFile, rhs: TermImageFile) -> Bool {
    lhs.name == rhs.name && lhs.format == rhs.format && lhs.pixelSize == rhs.pixelSize
      && lhs.bytes == rhs.bytes
  }

  /// Hashes the name, format and size (not every byte).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(format)
    hasher.combine(pixelSize?.width)
    hasher.combine(pixelSize?.height)
  }

  /// The format and pixel size of `bytes`, from the magic bytes and header.
  static func header(of bytes: [UInt8]) -> (Format, Size?)? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard bytes.count >= 24 else { return (.png, nil) }
      return (.png, Size(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4)))
    }
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
      guard bytes.count >= 10 else { return (.gif, nil) }
      return (.gif, Size(width: littleEndian(bytes, 6, 2), height: littleEndian(bytes, 8, 2)))
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return (.jpeg, jpegSize(bytes)) }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return (.webP, webPSize(bytes))
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    var value = 0
    for index in at..<at + count { value = value << 8 | Int(bytes[index]) }
    return value
  }

  private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    var value = 0
    for index in (at..<at + count).reversed() { value = value << 8 | Int(bytes[index]) }
    return value
  }

  /// The size in a JPEG's start-of-frame segment (the markers C0–CF but
  /// C4, C8 and CC), found by walking the segments.
  private static func jpegSize(_ bytes: [UInt8]) -> Size? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return Size(width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The size in a WebP's first chunk: `VP8 ` (lossy), `VP8L`
  /// (lossless) or `VP8X` (extended, the canvas).
  private static func webPSize(_ bytes: [UInt8]) -> Size? {
    guard bytes.count >= 30 else { return nil }
    let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
    switch chunk {
    case "VP8 ":
      return Size(width: littleEndian(bytes, 26, 2) & 0x3FFF, height: littleEndian(bytes, 28, 2) & 0x3FFF)
    case "VP8L":
      let bits = littleEndian(bytes, 21, 4)
      return Size(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      return Size(width: littleEndian(bytes, 24, 3) + 1, height: littleEndian(bytes, 27, 3) + 1)
    default:
      return nil
    }
  }
}
