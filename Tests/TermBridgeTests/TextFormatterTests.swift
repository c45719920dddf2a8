import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// `Text(_:formatter:)` with Foundation's formatters.
@MainActor
@Suite struct TextFormatterTests {
  @Test func aDateIsWrittenByItsFormatter() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    #expect(Text(date, formatter: formatter).content == "1971-01-01")
  }

  @Test func aNumberIsWrittenByItsFormatter() {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    #expect(Text(NSNumber(value: 3.14159), formatter: formatter).content == "3.14")
  }

  @Test func aFormatterThatMakesNothingGivesAnEmptyText() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy"
    #expect(Text(NSNumber(value: 1), formatter: formatter).content == "")
  }
}

/// `String(localized:)`, which apps write beside `Text` and Linux's Foundation lacks.
@Suite struct LocalizedStringTests {
  @Test func aLocalizedStringIsItsKey() {
    let name = "Turtle Rock"
    #expect(String(localized: "Favorite \(name)") == "Favorite Turtle Rock")
    #expect(String(localized: "On", comment: "a switch's state") == "On")
  }
}
