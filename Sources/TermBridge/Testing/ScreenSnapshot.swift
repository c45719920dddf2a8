import TermBridgeTerminal

/// A readable text picture of a screen, for snapshot tests and reviews.
///
/// ```
/// screen 20x3, cursor (5, 1)
/// |Hello, 世界         |
/// |...                 |
/// styles
/// |aaaaaaa.............|
/// a: bold fg=1
/// ```
///
/// The first layer is the text, one row per line between bars; the second
/// gives each cell a letter for its style (`.` is the terminal's default), so
/// colours and attributes show up in a diff as readably as text does.
public struct ScreenSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// The snapshot as it is stored in a snapshot file.
  public let text: String

  /// The picture of `screen` as of its last rendered frame.
  @MainActor
  public init(_ screen: TermScreen) {
    var out = "screen \(screen.size)"
    if let cursor = screen.renderedCursor {
      out += ", cursor \(cursor)\n"
    } else {
      out += ", cursor hidden\n"
    }
    var legend: [TermStyle: Character] = [:]
    var legendOrder: [TermStyle] = []
    var styleRows: [String] = []
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for y in 0..<screen.size.height {
      let cells = screen.cells(inRow: y)
      var line = "|"
      var styleLine = "|"
      for cell in cells {
        if cell.width > 0 { line += cell.text }
        if cell.style == .plain {
          styleLine.append(".")
        } else if let letter = legend[cell.style] {
          styleLine.append(letter)
        } else {
          let letter = legendOrder.count < letters.count ? letters[legendOrder.count] : "?"
          legend[cell.style] = letter
          legendOrder.append(cell.style)
          styleLine.append(letter)
        }
      }
      out += line + "|\n"
      styleRows.append(styleLine + "|")
    }
    if !legendOrder.isEmpty {
      out += "styles\n" + styleRows.joined(separator: "\n") + "\n"
      for style in legendOrder {
        out += "\(legend[style]!): \(ScreenSnapshot.describe(style))\n"
      }
    }
    text = out
  }

  public var description: String { text }

  static func describe(_ style: TermStyle) -> String {
    var parts: [String] = []
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"), (.blink, "blink"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) { parts.append(name) }
    func color(_ c: TermColor) -> String {
      switch c {
      case .default: return "default"
      case .indexed(let n): return "\(n)"
      case .rgb(let r, let g, let b): return "#\(hex(r))\(hex(g))\(hex(b))"
      }
    }
    func hex(_ v: UInt8) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    if style.foreground != .default { parts.append("fg=\(color(style.foreground))") }
    if style.background != .default { parts.append("bg=\(color(style.background))") }
    return parts.joined(separator: " ")
  }
}
