import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// The colour arithmetic: mapping true colour down to 256, 16 and 8 colours.
struct ColorPaletteTests {
  private func index(_ color: TermColor, colors: Int) -> Int32 {
    ColorPalette.terminalIndex(color, colorCount: colors)
  }

  @Test func defaultIsMinusOneEverywhere() {
    for colors in [8, 16, 256, ColorPalette.directColorCount] {
      #expect(index(.default, colors: colors) == -1)
    }
  }

  @Test func paletteEntriesTheTerminalHasAreKept() {
    #expect(index(.indexed(5), colors: 256) == 5)
    #expect(index(.indexed(200), colors: 256) == 200)
    #expect(index(.indexed(12), colors: 16) == 12)
    #expect(index(.indexed(7), colors: 8) == 7)
  }

  @Test func paletteEntriesMapDownToANSI() {
    #expect(index(.indexed(9), colors: 8) == 1)  // bright red → red
    #expect(index(.indexed(15), colors: 8) == 7)  // bright white → white
    #expect(index(.indexed(196), colors: 16) == 9)  // #ff0000 → bright red
    #expect(index(.indexed(196), colors: 8) == 1)
    #expect(index(.indexed(21), colors: 16) == 4)  // #0000ff → blue (#0000ee)
    #expect(index(.indexed(232), colors: 16) == 0)  // darkest grey → black
    #expect(index(.indexed(255), colors: 16) == 7)  // lightest grey → white
    #expect(index(.indexed(244), colors: 16) == 8)  // mid grey → bright black
  }

  @Test func trueColorMapsTo256() {
    #expect(index(.rgb(255, 0, 0), colors: 256) == 196)
    #expect(index(.rgb(0, 0, 0), colors: 256) == 16)
    #expect(index(.rgb(255, 255, 255), colors: 256) == 231)
    #expect(index(.rgb(95, 135, 175), colors: 256) == 67)  // exact cube entry
    #expect(index(.rgb(128, 128, 128), colors: 256) == 244)  // grey ramp beats cube 102
    #expect(index(.rgb(8, 8, 8), colors: 256) == 232)
    #expect(index(.rgb(100, 140, 170), colors: 256) == 67)  // nearest cube entry
  }

  @Test func trueColorMapsTo16And8() {
    #expect(index(.rgb(250, 10, 10), colors: 16) == 9)
    #expect(index(.rgb(0, 0, 230), colors: 16) == 4)
    #expect(index(.rgb(120, 120, 120), colors: 16) == 8)
    #expect(index(.rgb(255, 255, 0), colors: 8) == 3)
    #expect(index(.rgb(250, 10, 10), colors: 8) == 1)
    #expect(index(.rgb(20, 20, 20), colors: 8) == 0)
  }

  @Test func mappedColorsStayInRange() {
    var random = SplitMix64(state: 3)
    for _ in 0..<500 {
      let bits = random.next()
      let color = TermColor.rgb(
        UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8),
        UInt8(truncatingIfNeeded: bits >> 16))
      for colors in [8, 16, 88, 256] {
        let n = index(color, colors: colors)
        #expect(n >= 0 && n < Int32(colors))
      }
      let n = Int32(truncatingIfNeeded: bits >> 24) & 0xFF
      #expect(index(.indexed(UInt8(n)), colors: 8) < 8)
      #expect(index(.indexed(UInt8(n)), colors: 16) < 16)
    }
  }

  @Test func directColorKeepsRGB() {
    let direct = ColorPalette.directColorCount
    #expect(index(.rgb(0x12, 0x34, 0x56), colors: direct) == 0x123456)
    #expect(index(.indexed(3), colors: direct) == 3)  // ANSI colours stay numbered
    #expect(index(.indexed(196), colors: direct) == 0xFF0000)
    #expect(index(.rgb(0, 0, 2), colors: direct) == 8)  // below 8 would be an ANSI number
    #expect(ColorPalette.color(ofTerminalIndex: 0x123456, colorCount: direct) == .rgb(0x12, 0x34, 0x56))
    #expect(ColorPalette.color(ofTerminalIndex: 3, colorCount: direct) == .indexed(3))
    #expect(ColorPalette.color(ofTerminalIndex: 200, colorCount: 256) == .indexed(200))
    #expect(ColorPalette.color(ofTerminalIndex: -1, colorCount: 256) == .default)
  }

  @Test func xtermPalette() {
    #expect(ColorPalette.rgb(ofIndex: 16) == (0, 0, 0))
    #expect(ColorPalette.rgb(ofIndex: 231) == (255, 255, 255))
    #expect(ColorPalette.rgb(ofIndex: 67) == (95, 135, 175))
    #expect(ColorPalette.rgb(ofIndex: 232) == (8, 8, 8))
    #expect(ColorPalette.rgb(ofIndex: 255) == (238, 238, 238))
    #expect(ColorPalette.rgb(ofIndex: 9) == (255, 0, 0))
  }

  @Test func noColorEnvironment() {
    #expect(ColorPalette.isNoColorRequested(environment: ["NO_COLOR": "1"]))
    #expect(ColorPalette.isNoColorRequested(environment: ["NO_COLOR": "yes please"]))
    #expect(!ColorPalette.isNoColorRequested(environment: ["NO_COLOR": ""]))
    #expect(!ColorPalette.isNoColorRequested(environment: [:]))
  }
}
