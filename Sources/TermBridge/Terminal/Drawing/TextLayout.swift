/// Measuring, truncating and wrapping text by terminal display width.
public enum TextLayout {
  /// `text` cut to fit `width` cells, ending in `ellipsis` when it was cut.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard width > ellipsisWidth else {
      return String(text[..<DisplayWidth.prefix(of: text, fitting: width).end])
    }
    let (end, _) = DisplayWidth.prefix(of: text, fitting: width - ellipsisWidth)
    return String(text[..<end]) + ellipsis
  }

  /// Splits `text` into lines of at most `width` cells: first at newlines,
  /// then at spaces where possible, else mid-word. Never returns no lines.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(paragraph)
      if rest.isEmpty {
        lines.append("")
        continue
      }
      while !rest.isEmpty {
        if DisplayWidth.of(rest) <= width {
          lines.append(String(rest))
          break
        }
        let (end, _) = DisplayWidth.prefix(of: rest, fitting: width)
        var cut = end
        if let space = rest[..<end].lastIndex(of: " "), space > rest.startIndex {
          cut = rest.index(after: space)
        }
        if cut == rest.startIndex { cut = rest.index(after: rest.startIndex) }
        var line = String(rest[..<cut])
        while line.hasSuffix(" ") && DisplayWidth.of(line) > width { line.removeLast() }
        lines.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
        rest = rest[cut...]
      }
    }
    return lines
  }
}
