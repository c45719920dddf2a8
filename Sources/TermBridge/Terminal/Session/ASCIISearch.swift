extension StringProtocol {
  /// Whether the text contains `word`, an ASCII word, byte for byte (and,
  /// with `ignoringCase`, with ASCII letters in either case).
  ///
  /// For the configuration a session reads while it starts (the locale's
  /// name, `SWIFT_BACKTRACE`): the standard library's `contains(_:)` of a
  /// string runs the string-processing library's searcher, a few hundred
  /// thousand instructions the first time and code no other part of a
  /// session needs.
  package func containsASCII(_ word: StaticString, ignoringCase: Bool = false) -> Bool {
    func folded(_ byte: UInt8) -> UInt8 {
      ignoringCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
    return word.withUTF8Buffer { needle in
      var rest = utf8[...]
      while !rest.starts(with: needle, by: { folded($0) == folded($1) }) {
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
      return true
    }
  }
}
