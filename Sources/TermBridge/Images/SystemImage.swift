/// SF Symbol names mapped to terminal glyphs, for `Label(_:systemImage:)`
/// and tab items: SwiftUI code names its images so, and a terminal shows
/// one cell for each of the common ones. Names not listed show no image.
package enum SystemImage {
  /// The glyph for `name` (one cell wide), nil when there is none.
  package static func glyph(for name: String) -> String? {
    if let glyph = glyphs[name] { return glyph }
    // "star.fill", "house.circle": the base symbol's glyph.
    if let dot = name.firstIndex(of: ".") { return glyphs[String(name[..<dot])] }
    return nil
  }

  private static let glyphs: [String: String] = [
    "house": "⌂", "gear": "⚙", "gearshape": "⚙", "star": "★", "heart": "♥", "person": "☺",
    "person.crop.circle": "☺", "magnifyingglass": "⌕", "list.bullet": "☰", "list.dash": "☰",
    "line.3.horizontal": "☰", "folder": "▣", "doc": "▤", "doc.text": "▤", "note.text": "▤",
    "checkmark": "✓", "checkmark.circle": "✓", "xmark": "✕", "xmark.circle": "✕", "plus": "+",
    "minus": "−", "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎", "bell": "♪", "info": "ℹ",
    "info.circle": "ℹ", "questionmark": "?", "questionmark.circle": "?", "exclamationmark.triangle": "⚠",
    "clock": "◷", "calendar": "▦", "chart.bar": "▥", "tray": "▭", "envelope": "✉", "paperplane": "➤",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓", "chevron.left": "‹",
    "chevron.right": "›", "circle": "○", "square": "□", "flag": "⚑", "bookmark": "⌑", "tag": "⌗",
    "lock": "⚿", "globe": "◍", "terminal": "❯", "bolt": "ϟ", "cloud": "☁", "sun.max": "☀", "moon": "☾",
  ]
}
