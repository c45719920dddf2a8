import CNcurses
import Testing

@testable import TermBridgeTerminal

/// What a session reads while it starts, read without the string-processing
/// library: the locale's name, `SWIFT_BACKTRACE`, terminfo strings, and the
/// palette's table of attribute bits.
@Suite struct SessionStartStringTests {
  @Test func aWordIsFoundByteForByte() {
    #expect("mode=interactive,color=yes".containsASCII("interactive"))
    #expect("interactive".containsASCII("interactive"))
    #expect(!"interact".containsASCII("interactive"))
    #expect(!"enable=yes".containsASCII("interactive"))
    #expect(!"INTERACTIVE=no".containsASCII("interactive"))
    #expect("anything".containsASCII(""))
    #expect(!"".containsASCII("a"))
    // A word found after a false start that shares its first letters.
    #expect("ututf".containsASCII("utf"))
    // Substrings search too.
    #expect("xx-interactive-xx".dropFirst(3).containsASCII("interactive"))
  }

  @Test func aWordIsFoundInEitherCaseWhenAsked() {
    for locale in ["en_US.UTF-8", "C.utf8", "de_DE.Utf-8", "C.UTF-8"] {
      #expect(locale.containsASCII("utf", ignoringCase: true), "\(locale)")
      #expect(locale.containsASCII("UTF", ignoringCase: true), "\(locale)")
    }
    for locale in ["C", "POSIX", "en_US.ISO-8859-1", "uf"] {
      #expect(!locale.containsASCII("utf", ignoringCase: true), "\(locale)")
    }
    #expect(!"C.utf8".containsASCII("UTF"))
    // Only ASCII letters fold: "é" is not "É".
    #expect(!"café".containsASCII("CAFÉ", ignoringCase: true))
  }

  @Test func terminfoPaddingIsTakenOut() {
    func stripped(_ text: String) -> String {
      Array(text.utf8).withUnsafeBufferPointer { TerminalModes.withoutPadding($0) }
    }
    #expect(stripped("\u{1B}[?1049l$<5>") == "\u{1B}[?1049l")
    #expect(stripped("$<2*/>\u{1B}[H$<10>\u{1B}[2J") == "\u{1B}[H\u{1B}[2J")
    #expect(stripped("no padding") == "no padding")
    // A `$<` that is never closed stays, and so does a lone `$`.
    #expect(stripped("a$<5") == "a$<5")
    #expect(stripped("$<1>$<") == "$<")
    #expect(stripped("cost $5") == "cost $5")
    #expect(stripped("") == "")
  }

  @MainActor @Test func thePaletteMapsEveryAttributeSetToItsBits() {
    let palette = ColorPalette(noColor: true)
    let bits: [(TextAttributes, attr_t)] = [
      (.bold, tb_a_bold()), (.dim, tb_a_dim()), (.italic, tb_a_italic()),
      (.underline, tb_a_underline()), (.reverse, tb_a_reverse()), (.blink, tb_a_blink()),
    ]
    #expect(palette.cursesAttributes([]) == tb_a_normal())
    #expect(palette.cursesAttributes([.bold, .reverse]) == tb_a_normal() | tb_a_bold() | tb_a_reverse())
    for raw in 0...255 {
      let attributes = TextAttributes(rawValue: UInt8(raw))
      var expected = tb_a_normal()
      for (attribute, bit) in bits where attributes.contains(attribute) { expected |= bit }
      #expect(palette.cursesAttributes(attributes) == expected, "\(raw)")
    }
  }
}
