import Foundation
import Glibc
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

extension TerminalSuites {
  /// Dates and formats in `Text`, truncation, case, redaction, reserved
  /// lines and the typographic modifiers a terminal ignores.
  @MainActor
  @Suite struct TextFormattingTests {
    /// 2024-06-03 15:45 in the local time zone.
    private func afternoon() -> Date {
      var fields = tm()
      fields.tm_year = 124
      fields.tm_mon = 5
      fields.tm_mday = 3
      fields.tm_hour = 15
      fields.tm_min = 45
      fields.tm_isdst = -1
      return Date(timeIntervalSince1970: Double(mktime(&fields)))
    }

    @Test func datesShowInEachStyle() {
      let date = afternoon()
      #expect(Text(date, style: .date).content == "June 3, 2024")
      #expect(Text(date, style: .time).content == "3:45 PM")
      let now = Date()
      #expect(DateText.format(now.addingTimeInterval(7_509), style: .relative, now: now) == "2 hr, 5 min")
      #expect(DateText.format(now.addingTimeInterval(7_509), style: .offset, now: now) == "+2 hours")
      #expect(DateText.format(now.addingTimeInterval(-300), style: .offset, now: now) == "-5 minutes")
      #expect(DateText.format(now.addingTimeInterval(7_509), style: .timer, now: now) == "2:05:09")
      #expect(DateText.format(now.addingTimeInterval(69), style: .timer, now: now) == "1:09")
      let range = date...date.addingTimeInterval(5_400)
      #expect(Text(range).content == "3:45 PM – 5:15 PM")
    }

    @Test func aFormatStyleFormatsTheValue() {
      #expect(
        Text(afternoon(), format: Date.ISO8601FormatStyle(timeZone: .gmt)).content.hasPrefix("2024-06-03T"))
    }

    @Test func truncationHonoursTheMode() throws {
      let view = VStack(alignment: .leading) {
        Text("abcdefghij").truncationMode(.head)
        Text("abcdefghij").truncationMode(.middle)
        Text("abcdefghij")
      }
      .lineLimit(1)
      .frame(width: 6, alignment: .leading)
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 6, height: 3
      ) { _, _, screen in
        #expect(screen.rows() == ["…fghij", "abc…ij", "abcde…"])
      }
    }

    @Test func textCaseUppercasesAndLowercases() throws {
      let view = VStack(alignment: .leading) {
        Text("Mixed Case").textCase(.uppercase)
        Text("Mixed Case").textCase(.lowercase)
        Text("Mixed Case").textCase(nil)
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 3
      ) { _, _, screen in
        #expect(
          screen.rows().map { $0.trimmingCharacters(in: .whitespaces) } == [
            "MIXED CASE", "mixed case", "Mixed Case",
          ])
      }
    }

    @Test func aPlaceholderDrawsBlocksAndUnredactedContentShows() throws {
      let view = VStack(alignment: .leading) {
        Text("Secret word")
        Text("Shown").unredacted()
        Text("Private").privacySensitive()
      }
      .redacted(reason: .placeholder)
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 3
      ) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("░░░░░░ ░░░░"))
        #expect(screen.rows()[1].hasPrefix("Shown"))
        #expect(screen.rows()[2].hasPrefix("░░░░░░░"))
      }
      let privacy = VStack(alignment: .leading) {
        Text("Public")
        Text("Private").privacySensitive()
      }
      .redacted(reason: .privacy)
      try withHostedView(
        privacy.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 2
      ) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("Public"))
        #expect(screen.rows()[1].hasPrefix("░░░░░░░"))
      }
    }

    @Test func reservesSpaceKeepsTheLimitsLines() throws {
      let view = VStack(alignment: .leading) {
        Text("One line").lineLimit(3, reservesSpace: true)
        Text("Below")
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 5
      ) { _, _, screen in
        #expect(screen.rows()[3].hasPrefix("Below"))
      }
    }

    @Test func typographicModifiersAreAcceptedAndChangeNothing() throws {
      let view = VStack(alignment: .leading) {
        Text("Tight").kerning(2).tracking(1).baselineOffset(3)
        Text("Scaled").minimumScaleFactor(0.5).allowsTightening(true).textSelection(.enabled)
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 10, height: 2
      ) { _, host, screen in
        #expect(screen.rows()[0].hasPrefix("Tight"))
        #expect(screen.rows()[1].hasPrefix("Scaled"))
        _ = host
      }
    }
  }
}
