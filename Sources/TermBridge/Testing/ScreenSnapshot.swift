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

  /// The picture of `screen` as of its last rendered frame. Styles
  /// described in `letters` keep those letters (a reference's legend);
  /// others get the first letters not taken, in order of appearance.
  @MainActor
  public init(_ screen: TermScreen, letters: [String: Character] = [:]) {
    var out = "screen \(screen.size)"
    if let cursor = screen.renderedCursor {
      out += ", cursor \(cursor)\n"
    } else {
      out += ", cursor hidden\n"
    }
    var legend: [TermStyle: Character] = [:]
    var legendOrder: [TermStyle] = []
    var styleRows: [String] = []
    let alphabet = ScreenSnapshot.alphabet
    var taken: Set<Character> = []
    // Letters the reference gives its styles are kept for them.
    let reserved = Set(letters.values)
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
          let letter =
            letters[ScreenSnapshot.describe(cell.style)].flatMap { taken.contains($0) ? nil : $0 }
            ?? alphabet.first { !taken.contains($0) && !reserved.contains($0) } ?? "?"
          taken.insert(letter)
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
      // The legend in letter order, so a kept letter stays on its line.
      for style in legendOrder.sorted(by: {
        ScreenSnapshot.order(legend[$0]!) < ScreenSnapshot.order(legend[$1]!)
      }) {
        out += "\(legend[style]!): \(ScreenSnapshot.describe(style))\n"
      }
    }
    text = out
  }

  /// The letters styles are given, in order.
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// Where `letter` comes among the style letters.
  private static func order(_ letter: Character) -> Int { alphabet.firstIndex(of: letter) ?? alphabet.count }

  /// The letters a snapshot's legend gives its styles, by description
  /// (`a: bold fg=8` gives "bold fg=8" the letter a).
  public static func legend(of snapshot: String) -> [String: Character] {
    guard let range = snapshot.firstRange(of: "\nstyles\n") else { return [:] }
    var letters: [String: Character] = [:]
    for line in snapshot[range.upperBound...].split(separator: "\n") {
      guard line.count > 3, let letter = line.first, line.dropFirst().hasPrefix(": ") else { continue }
      letters[String(line.dropFirst(3))] = letter
    }
    return letters
  }

  /// The snapshot's `text`, as it is stored in a snapshot file.
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
