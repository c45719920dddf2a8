/// UTF-8 facts the decoder needs to tell a character cut off at the end of a
/// chunk from an invalid one.
enum UTF8Scan {
  /// How many bytes a sequence starting with `lead` has (1 for ASCII and for
  /// bytes that cannot start a sequence; those decode as U+FFFD).
  static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }

  /// Whether `b` may follow `lead` as the second byte of a valid sequence.
  private static func isValidSecond(_ b: UInt8, after lead: UInt8) -> Bool {
    switch lead {
    case 0xE0: return (0xA0...0xBF).contains(b)
    case 0xED: return (0x80...0x9F).contains(b)
    case 0xF0: return (0x90...0xBF).contains(b)
    case 0xF4: return (0x80...0x8F).contains(b)
    default: return (0x80...0xBF).contains(b)
    }
  }

  /// The number of bytes at the end of `buf[start..<end]` that begin a valid
  /// UTF-8 sequence but stop before it is complete (0 if none).
  static func incompleteSuffixLength(_ buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
    var p = end - 1
    while p >= start && p > end - 4 && buf[p] & 0xC0 == 0x80 { p -= 1 }
    guard p >= start else { return 0 }
    let lead = buf[p]
    let have = end - p
    let need = sequenceLength(lead: lead)
    guard need > have else { return 0 }
    if have >= 2 && !isValidSecond(buf[p + 1], after: lead) { return 0 }
    return have
  }
}

/// A run of printable bytes (anything but C0 controls, DEL and ESC), decoded
/// into one key per grapheme cluster.
enum TextRun {
  /// Decodes the run starting at `i`. A character cut off at the end of the
  /// buffer waits for the next chunk unless `atEnd`; invalid bytes become
  /// U+FFFD.
  static func parse(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let n = buf.count
    var j = i
    var isASCII = true
    while j < n {
      let b = buf[j]
      if b < 0x20 || b == 0x7F { break }
      if b >= 0x80 { isASCII = false }
      j += 1
    }
    if isASCII {
      events.reserveCapacity(events.count + (j - i))
      for k in i..<j {
        events.append(.key(KeyEvent(.character(Character(Unicode.Scalar(buf[k]))))))
      }
      return .consumed(j - i)
    }
    var end = j
    if j == n && !atEnd {
      end -= UTF8Scan.incompleteSuffixLength(buf, start: i, end: j)
      if end == i { return .needMore }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buf[i..<end]), as: UTF8.self)
    for character in text {
      events.append(.key(KeyEvent(.character(character))))
    }
    return .consumed(end - i)
  }
}
