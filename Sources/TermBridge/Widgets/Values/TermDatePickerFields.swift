import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TermDatePicker {
  /// What a date picker edits, like `UIDatePicker.Mode`.
  public enum Mode: Hashable, Sendable {
    /// The hour and minute.
    case time
    /// The day, month and year.
    case date
    /// Both: the date, then the time.
    case dateAndTime
  }

  /// How a date picker looks, like `UIDatePickerStyle` (with AppKit's text
  /// field style as ``field``).
  public enum Style: Hashable, Sendable {
    /// The platform's choice: ``compact`` here.
    case automatic
    /// One line, `Nov 14, 2023  10:13 PM`, edited a field at a time.
    case compact
    /// A month grid (and the time fields under it), like UIKit's inline
    /// calendar.
    case inline
    /// Columns of values, the chosen one in the middle row.
    case wheels
    /// One line of numbers, `11/14/2023  22:13`, like AppKit's text field.
    case field
  }

  /// The order of day, month and year, from the locale.
  public enum FieldOrder: Hashable, Sendable {
    /// `Nov 14, 2023` (the United States and a few others).
    case monthDayYear
    /// `14 Nov 2023` (most of the world).
    case dayMonthYear
    /// `2023-11-14` (East Asia, Hungary, Lithuania, ISO 8601).
    case yearMonthDay

    /// The order and the clock (`true` for 24 hours) a locale identifier
    /// such as `en_US` or `de_DE` uses. An identifier without locale data
    /// behind it (`en_001`, FoundationEssentials' only one) is replaced
    /// by the process's `LC_ALL`, `LC_TIME` or `LANG`.
    public static func conventions(forLocaleIdentifier identifier: String) -> (FieldOrder, Bool) {
      conventions(forLocaleIdentifier: identifier, environment: .process)
    }

    /// ``conventions(forLocaleIdentifier:)`` with `environment`'s locale
    /// variables in place of the process's.
    package static func conventions(
      forLocaleIdentifier identifier: String, environment: EnvironmentVariables
    ) -> (FieldOrder, Bool) {
      var name = identifier
      if name.isEmpty || name == "en_001" {
        for variable in ["LC_ALL", "LC_TIME", "LANG"] {
          if let value = environment[variable], !value.isEmpty {
            name = value
            break
          }
        }
      }
      let parts = name.split(whereSeparator: { "_-.@".contains($0) }).map(String.init)
      let language = parts.first?.lowercased() ?? "en"
      let region = parts.count > 1 ? parts[1].uppercased() : ""
      let twelveHourRegions: Set<String> = ["US", "CA", "AU", "NZ", "IN", "PH", "PK", "EG", "SA", "MX", "CO"]
      let yearFirst: Set<String> = ["ja", "zh", "ko", "hu", "lt", "mn"]
      let order: FieldOrder
      if yearFirst.contains(language) || ["SE", "CN", "JP", "KR", "TW"].contains(region) {
        order = .yearMonthDay
      } else if language == "en" && (region == "US" || region.isEmpty || region == "PH") {
        order = .monthDayYear
      } else {
        order = .dayMonthYear
      }
      // The C and POSIX locales (`C.UTF-8`) write dates as the United States does.
      let posix = language == "c" || language == "posix"
      let twelve = posix || twelveHourRegions.contains(region) || (region.isEmpty && language == "en")
      return (posix ? .monthDayYear : order, !twelve)
    }
  }

  /// One part of the date a picker edits.
  package enum Field: Hashable, Sendable {
    case year, month, day, hour, minute, meridiem
    /// The month grid of the inline style.
    case calendar
  }

  /// The parts of a date in the picker's calendar.
  package struct Parts: Hashable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
  }

  /// Two-letter weekday names from Sunday.
  static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
}

/// One piece of a date picker's line: text, and the field it shows (nil
/// for a separator).
struct DatePickerSegment {
  var text: String
  var field: TermDatePicker.Field?
  var x = 0
}
