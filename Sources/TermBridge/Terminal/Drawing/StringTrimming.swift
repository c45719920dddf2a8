extension StringProtocol {
  /// The text without leading and trailing spaces and tabs: how typed
  /// fields (colour values, key names in scripts) are read, without
  /// Foundation's character sets.
  package var trimmingSpaces: String {
    let scalars = Substring(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) ?? first
    return String(scalars[first...last])
  }
}
