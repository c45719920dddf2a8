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
