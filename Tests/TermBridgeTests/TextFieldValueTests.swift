import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// A product editor as a 2020 sample app writes it: a year through a
/// number formatter, a count through a format style.
struct ProductNumbers: View {
  @State var year = 2020
  @State var count: Int? = 3
  let formatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .none
    return formatter
  }()

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Year", value: $year, formatter: formatter)
      TextField("Count", value: $count, format: .number)
      Text("year \(year) count \(count.map(String.init) ?? "none")")
    }
  }
}

@MainActor
@Suite struct TextFieldValueTests {
  @Test func fieldsShowTheValueAndSetItWhenTheTextParses() throws {
    try withHostedView(ProductNumbers(), width: 30, height: 3) { app, host, screen in
      let fields = allViews(TermTextField.self, in: host)
      #expect(fields.map(\.text) == ["2020", "3"])

      #expect(fields[0].becomeFirstResponder())
      press(app, KeyEvent(.backspace), KeyEvent(.character("1")))
      #expect(screen.rows()[2].hasPrefix("year 2021 count 3"), "\(screen.rows())")
      // Text that is no number leaves the value as it was.
      press(app, KeyEvent(.character("x")))
      #expect(fields[0].text == "2021x")
      #expect(screen.rows()[2].hasPrefix("year 2021"))

      #expect(fields[1].becomeFirstResponder())
      press(app, KeyEvent(.backspace))
      #expect(screen.rows()[2].hasPrefix("year 2021 count none"), "\(screen.rows())")
      press(app, KeyEvent(.character("4")), KeyEvent(.character("2")))
      #expect(screen.rows()[2].hasPrefix("year 2021 count 42"), "\(screen.rows())")
    }
  }
}
