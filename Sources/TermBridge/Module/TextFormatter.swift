import Foundation
import TermBridgeDeclarative

extension Text {
  /// The text `formatter` makes of `subject`, like SwiftUI's
  /// `Text(_:formatter:)`: `Text(date, formatter: dateFormatter)`. The
  /// string is made when the view is; an empty text when the formatter
  /// makes none.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// The text `formatter` makes of the object `subject`, like SwiftUI's
  /// `Text(_:formatter:)`: `Text(NSNumber(value: 3), formatter: numberFormatter)`.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// The text `formatter` makes of `date`: `Text(date, formatter:
  /// dateFormatter)`. SwiftUI's form takes any `ReferenceConvertible`,
  /// which `Date` is on Apple platforms but not in swift-corelibs-foundation,
  /// so dates have this overload of their own.
  public init(_ date: Date, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: date) ?? "")
  }
}

extension TextField {
  /// A field editing `value` through `formatter`, like SwiftUI's
  /// `init(_:value:formatter:prompt:)`: it shows the formatted value, and
  /// each edit `formatter` reads as a `V` sets `value` at once (SwiftUI
  /// waits for Return or the end of editing). Other text leaves `value` as
  /// it was. swift-corelibs-foundation reads text back only through
  /// `NumberFormatter` (numbers) and `DateFormatter` (dates); with another
  /// formatter the field shows the value and does not change it.
  public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    let show = { (value: V) in formatter.string(for: value) ?? "" }
    let parse = { (text: String) in Self.value(of: text, readBy: formatter, as: V.self) }
    self.init(title, text: Binding.parsing(value, format: show, parse: parse), prompt: prompt)
    keepsTyped = Binding.keepsTyped(value, format: show, parse: parse)
  }

  /// What `formatter` reads in `text`, as a `V`: a number as the number
  /// type asked for, a date as a date.
  private static func value<V>(of text: String, readBy formatter: Formatter, as type: V.Type) -> V? {
    if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
    guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else {
      return nil
    }
    switch type {
    case is Int.Type: return number.intValue as? V
    case is Double.Type: return number.doubleValue as? V
    case is Float.Type: return number.floatValue as? V
    case is Decimal.Type: return number.decimalValue as? V
    default: return number as? V
    }
  }
}
