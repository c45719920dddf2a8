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
    word.withUTF8Buffer { needle in
      guard let first = needle.first else { return true }
      func folded(_ byte: UInt8) -> UInt8 {
        ignoringCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      }
      let bytes = utf8
      var start = bytes.startIndex
      while start != bytes.endIndex {
        if folded(bytes[start]) == folded(first) {
          var index = bytes.index(after: start)
          var matched = 1
          while matched < needle.count, index != bytes.endIndex,
            folded(bytes[index]) == folded(needle[matched])
          {
            matched += 1
            index = bytes.index(after: index)
          }
          if matched == needle.count { return true }
        }
        start = bytes.index(after: start)
      }
      return false
    }
  }
}
