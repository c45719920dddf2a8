import Foundation
import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeTesting

/// The replies and key reports of the modern terminal protocols, decoded.
struct TerminalProtocolDecoderTests {
  @Test func kittyFlagsReplyAndDeviceAttributesAreReports() {
    #expect(Decode.string("\u{1B}[?1u") == [.report(.keyboardFlags(1))])
    #expect(Decode.string("\u{1B}[?0u") == [.report(.keyboardFlags(0))])
    #expect(Decode.string("\u{1B}[?62;22c") == [.report(.deviceAttributes)])
    Decode.expectSameAtEverySplit(
      Decode.bytes("\u{1B}[?5u\u{1B}[?64;1;2c"), [.report(.keyboardFlags(5)), .report(.deviceAttributes)])
  }

  @Test func kittyKeysThatLegacyEncodingsConfuse() {
    // With "disambiguate escape codes" these arrive as CSI code ; mods u.
    #expect(Decode.string("\u{1B}[27u", flush: false) == [key(.escape)])
    #expect(Decode.string("\u{1B}[105;5u") == [char("i", .control)])
    #expect(Decode.string("\u{1B}[109;5u") == [char("m", .control)])
    #expect(Decode.string("\u{1B}[91;5u") == [char("[", .control)])
    #expect(Decode.string("\u{1B}[97;3u") == [char("a", .alt)])
    // ... while the plain keys stay what they are.
    #expect(Decode.string("\t\r\u{1B}") == [key(.tab), key(.enter), key(.escape)])
    #expect(char("i", .control) != key(.tab))
  }

  @Test func escapeAsKittyReportNeedsNoDelay() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Decode.bytes("\u{1B}[27u")) == [key(.escape)])
    #expect(!decoder.isAwaitingMore)
    // A legacy lone ESC has to wait for the delay.
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isAwaitingMore)
  }

  @Test func backgroundColourReplies() {
    let white = InputEvent.report(.backgroundColor(red: 255, green: 255, blue: 255))
    #expect(Decode.string("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == [white])
    #expect(Decode.string("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}") == [white])
    #expect(
      Decode.string("\u{1B}]11;rgb:1e/1e/2e\u{1B}\\") == [
        .report(.backgroundColor(red: 30, green: 30, blue: 46))
      ])
    #expect(
      Decode.string("\u{1B}]11;rgb:0/8/f\u{7}") == [.report(.backgroundColor(red: 0, green: 136, blue: 255))])
    #expect(
      Decode.string("\u{1B}]11;#102030\u{7}") == [.report(.backgroundColor(red: 16, green: 32, blue: 48))])
    Decode.expectSameAtEverySplit(
      Decode.bytes("a\u{1B}]11;rgb:0000/0000/0000\u{1B}\\b"),
      [
        char("a"), .report(.backgroundColor(red: 0, green: 0, blue: 0)), char("b"),
      ])
  }

  @Test func otherOrMalformedStringsAreDropped() {
    #expect(Decode.string("\u{1B}]10;rgb:ffff/ffff/ffff\u{7}x") == [char("x")])
    #expect(Decode.string("\u{1B}]11;rgb:zz/00/00\u{7}x") == [char("x")])
    #expect(Decode.string("\u{1B}]11;rgb:ffff/ffff\u{7}x") == [char("x")])
    #expect(Decode.string("\u{1B}P1$r0m\u{1B}\\x") == [char("x")])
    let long = String(repeating: "0", count: 200)
    #expect(Decode.string("\u{1B}]11;rgb:\(long)/0/0\u{7}x") == [char("x")])
  }

  @Test func lightAndDarkBackgrounds() {
    #expect(TerminalReport.isLight(red: 255, green: 255, blue: 255))
    #expect(TerminalReport.isLight(red: 253, green: 246, blue: 227))  // solarized light
    #expect(!TerminalReport.isLight(red: 0, green: 0, blue: 0))
    #expect(!TerminalReport.isLight(red: 0, green: 43, blue: 54))  // solarized dark
  }

  @Test func keyScriptsEncodeTheReportsTheDecoderReads() {
    let reports: [InputEvent] = [
      .report(.keyboardFlags(3)), .report(.deviceAttributes),
      .report(.backgroundColor(red: 1, green: 128, blue: 255)), .report(.focusIn), .report(.focusOut),
    ]
    for report in reports {
      #expect(Decode.chunks([KeyScript.bytes(for: report)]) == [report])
    }
  }
}

/// What the environment tells about truecolour, hyperlinks and the clipboard.
struct TerminalFeaturesTests {
  @Test func truecolourFromColorterm() {
    #expect(TerminalFeatures.saysTruecolor(["COLORTERM": "truecolor"]))
    #expect(TerminalFeatures.saysTruecolor(["COLORTERM": "24bit"]))
    #expect(!TerminalFeatures.saysTruecolor(["COLORTERM": "yes"]))
    #expect(!TerminalFeatures.saysTruecolor([:]))
  }

  @Test func directColourEntriesAreLookedUpWhereNcursesLooks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tb-terminfo-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("x"), withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: directory.path + "/x/xterm-direct", contents: Data()))
    let environment: EnvironmentVariables = ["COLORTERM": "truecolor", "TERMINFO": directory.path]
    #expect(
      TerminalFeatures.directColorTypes(for: "xterm-256color", environment: environment) == ["xterm-direct"])
    #expect(
      TerminalFeatures.directColorTypes(for: "xterm-256color", environment: ["TERMINFO": directory.path])
        == [])
    #expect(TerminalFeatures.directColorTypes(for: "xterm-direct", environment: environment) == [])
    #expect(TerminalFeatures.directColorTypes(for: "nosuch-256color", environment: environment) == [])
  }

  @Test func hyperlinksOnlyWhereKnown() {
    #expect(!TerminalFeatures.usesHyperlinks(type: "xterm-256color", environment: [:]))
    #expect(TerminalFeatures.usesHyperlinks(type: "xterm-kitty", environment: [:]))
    #expect(TerminalFeatures.usesHyperlinks(type: "xterm-256color", environment: ["TERM_PROGRAM": "WezTerm"]))
    #expect(TerminalFeatures.usesHyperlinks(type: "xterm-256color", environment: ["VTE_VERSION": "7200"]))
    #expect(!TerminalFeatures.usesHyperlinks(type: "tmux-256color", environment: ["KITTY_WINDOW_ID": "1"]))
    #expect(TerminalFeatures.usesHyperlinks(type: "xterm", environment: ["TERMBRIDGE_HYPERLINKS": "1"]))
    #expect(
      !TerminalFeatures.usesHyperlinks(type: "xterm-kitty", environment: ["TERMBRIDGE_HYPERLINKS": "0"]))
  }

  @Test func clipboardOffOnTheLinuxConsole() {
    #expect(TerminalFeatures.usesClipboard(type: "xterm-256color", environment: [:]))
    #expect(!TerminalFeatures.usesClipboard(type: "linux", environment: [:]))
    #expect(!TerminalFeatures.usesClipboard(type: "xterm", environment: ["TERMBRIDGE_CLIPBOARD": "0"]))
    #expect(TerminalFeatures.usesClipboard(type: "linux", environment: ["TERMBRIDGE_CLIPBOARD": "1"]))
  }

  @Test func osc52Sequences() throws {
    let plain = try #require(SystemClipboard.sequence(for: "héllo", insideTmux: false))
    #expect(plain == "\u{1B}]52;c;aMOpbGxv\u{1B}\\")
    let tmux = try #require(SystemClipboard.sequence(for: "hi", insideTmux: true))
    #expect(tmux == "\u{1B}]52;c;aGk=\u{1B}\\" + "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{1B}\u{1B}\\\u{1B}\\")
    #expect(SystemClipboard.sequence(for: String(repeating: "x", count: 80_000), insideTmux: false) == nil)
  }
}
