import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// What the canvas hands ncurses per grapheme cluster. The widths follow
/// glibc's `wcwidth` (what ncurses and tmux use) and were checked in tmux
/// 3.3a by printing each cluster followed by a marker (see
/// `TmuxCrossCheckTests` for the same on a live screen).
struct CellGlyphTests {
  /// The cells of `scalars` as code point lists, and the total width.
  private func glyph(_ scalars: [UInt32]) -> ([[UInt32]], Int) {
    let glyph = CellGlyph(scalars.map { Unicode.Scalar($0)! })
    return (glyph.cells.map(\.scalars), glyph.width)
  }

  @Test func asciiAndControls() {
    #expect(glyph([0x61]) == ([[0x61]], 1))
    #expect(glyph([0x1B]) == ([[0x241B]], 1))  // ESC → ␛
    #expect(glyph([0x09]) == ([[0x2409]], 1))  // TAB → ␉
    #expect(glyph([0x00]) == ([[0x2400]], 1))  // NUL → ␀
    #expect(glyph([0x7F]) == ([[0x2421]], 1))  // DEL → ␡
    #expect(glyph([0x85]) == ([[0xFFFD]], 1))  // C1 (NEL) → �
    #expect(glyph([0x0D, 0x0A]) == ([[0x240D], [0x240A]], 2))  // CR LF is one cluster, two pictures
  }

  @Test func wideAndCombining() {
    #expect(glyph([0x65E5]) == ([[0x65E5]], 2))  // 日
    #expect(glyph([0x65, 0x301]) == ([[0x65, 0x301]], 1))  // e + acute
    #expect(glyph([0x65E5, 0x301]) == ([[0x65E5, 0x301]], 2))  // wide base keeps its mark
    #expect(glyph([0x301]) == ([[0x25CC, 0x301]], 1))  // lone mark on a dotted circle
    let zalgo: [UInt32] = [0x65, 0x301, 0x302, 0x303, 0x304, 0x305, 0x306]
    #expect(glyph(zalgo) == ([Array(zalgo.prefix(5))], 1))  // a cell holds 5 code points
  }

  @Test func flags() {
    #expect(glyph([0x1F1FA]) == ([[0x1F1FA]], 1))  // lone regional indicator
    #expect(glyph([0x1F1FA, 0x1F1F8]) == ([[0x1F1FA], [0x1F1F8]], 2))  // 🇺🇸: two 1-column cells
    // 🏴 + tags (Scotland): too long for a cell, the tags go.
    let scotland: [UInt32] = [0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F]
    #expect(glyph(scotland) == ([[0x1F3F4]], 2))
  }

  @Test func variationSelectorsAndModifiersAreDropped() {
    #expect(glyph([0x2764, 0xFE0F]) == ([[0x2764]], 1))  // ❤️ → ❤ (tmux: 1 column)
    #expect(glyph([0x1F600, 0xFE0F]) == ([[0x1F600]], 2))
    #expect(glyph([0x231A, 0xFE0E]) == ([[0x231A]], 2))  // ⌚︎ stays 2 wide
    #expect(glyph([0x31, 0xFE0F, 0x20E3]) == ([[0x31, 0x20E3]], 1))  // keycap 1️⃣
    #expect(glyph([0x1F44D, 0x1F3FD]) == ([[0x1F44D]], 2))  // 👍🏽 → 👍 (tmux: 4 columns)
    #expect(glyph([0x1F3FD]) == ([[0x1F3FD]], 2))  // a lone modifier is an emoji
    #expect(glyph([0xFE0F]) == ([[0x25CC]], 1))  // a lone selector
  }

  @Test func zwjSequences() {
    let family: [UInt32] = [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467]
    #expect(glyph(family) == ([family], 2))
    // Four people: 7 code points do not fit a cell; the parts stand side by side.
    let family4: [UInt32] = [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466]
    #expect(glyph(family4) == ([[0x1F468], [0x1F469], [0x1F467], [0x1F466]], 8))
    // 👩‍❤️‍👨 fits once its VS16 is gone.
    let couple: [UInt32] = [0x1F469, 0x200D, 0x2764, 0xFE0F, 0x200D, 0x1F468]
    #expect(glyph(couple) == ([[0x1F469, 0x200D, 0x2764, 0x200D, 0x1F468]], 2))
    // 👩🏽‍💻: the modifier goes, the sequence stays.
    #expect(glyph([0x1F469, 0x1F3FD, 0x200D, 0x1F4BB]) == ([[0x1F469, 0x200D, 0x1F4BB]], 2))
    // 🏳️‍🌈 starts with a 1-column flag: drawn as its parts.
    #expect(glyph([0x1F3F3, 0xFE0F, 0x200D, 0x1F308]) == ([[0x1F3F3], [0x1F308]], 3))
  }

  @Test func scriptsWithConjoiningParts() {
    #expect(glyph([0x1100, 0x1161, 0x11A8]) == ([[0x1100, 0x1161, 0x11A8]], 2))  // Hangul L V T
    #expect(glyph([0x1161]) == ([[0x25CC, 0x1161]], 1))  // a lone vowel jamo
    #expect(glyph([0x0915, 0x094D, 0x0937]) == ([[0x0915, 0x094D], [0x0937]], 2))  // क्ष (tmux: 2)
    #expect(glyph([0x0915, 0x094D, 0x200D, 0x0937]) == ([[0x0915, 0x094D], [0x0937]], 2))  // ZWJ dropped
    #expect(glyph([0x0915, 0x093F]) == ([[0x0915], [0x093F]], 2))  // कि (tmux: 2)
    #expect(glyph([0x0E01, 0x0E33]) == ([[0x0E01], [0x0E33]], 2))  // กำ (tmux: 2)
    #expect(glyph([0x05E9, 0x05B8]) == ([[0x05E9, 0x05B8]], 1))  // Hebrew letter + niqqud
  }

  @Test func invisibleAndUnknownBecomeReplacement() {
    for value: UInt32 in [0x200B, 0x200F, 0x202E, 0xFEFF, 0x200D, 0x2028, 0x1FAE8] {
      #expect(glyph([value]) == ([[0xFFFD]], 1), "U+\(String(value, radix: 16))")
    }
  }

  @Test func everyClusterIsAtLeastOneColumn() {
    for value: UInt32 in [0x300, 0x200C, 0x11A8, 0xE0067, 0xFE0E, 0xD7B0] {
      #expect(glyph([value]).1 >= 1)
    }
  }
}
