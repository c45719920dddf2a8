/// Text formatting for the reports the benchmarks and hardening commands
/// print (the demo does not link Foundation, whose `String(format:)` would
/// cost it several megabytes of memory).
extension Double {
  /// The value with `digits` digits after the point, as `%.Nf` prints it.
  func fixed(_ digits: Int) -> String {
    guard isFinite else { return "\(self)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(self) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = self < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + "\(whole)" }
    return sign + "\(whole)." + "\(fraction)".leftPadded(digits, with: "0")
  }
}

extension String {
  /// The text with `pad` in front, to at least `width` characters.
  func leftPadded(_ width: Int, with pad: Character = " ") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }

  /// The text with spaces after it, to at least `width` characters.
  func rightPadded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
