/// English calendar names and twelve-hour clock text, shared by the date
/// picker and `Text`'s date styles (FoundationEssentials loads no locale
/// data, so both show English).
package enum ClockText {
  /// January to December.
  package static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// The hour 0–23 on a twelve-hour clock face: 12 for midnight and noon.
  package static func twelveHour(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }

  /// `AM` before noon, `PM` from noon.
  package static func meridiem(_ hour: Int) -> String { hour < 12 ? "AM" : "PM" }

  /// The time of day on a twelve-hour clock: `3:05 PM`.
  package static func twelveHourTime(hour: Int, minute: Int) -> String {
    "\(twelveHour(hour)):\(minute < 10 ? "0" : "")\(minute) \(meridiem(hour))"
  }
}
