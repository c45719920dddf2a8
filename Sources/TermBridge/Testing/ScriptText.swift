import TermBridgeTerminal

/// The text arguments of the bench's script language: a `"quoted"` or
/// `'quoted'` TEXT is a Python string literal (so `"a\nb"` holds a newline),
/// anything else is taken as it stands; `raw` takes a Python bytes literal's
/// body (`\x1b[A`).
enum ScriptText {
  struct Failure: Error {
    var message: String
  }

  /// A TEXT argument: unquoted as it stands, quoted with Python escapes.
  static func text(_ argument: String) throws(Failure) -> String {
    let scalars = Array(argument.unicodeScalars)
    guard scalars.count >= 2, let quote = scalars.first, quote == scalars.last, quote == "\"" || quote == "'"
    else { return argument }
    var result = String.UnicodeScalarView()
    var k = 1
    let end = scalars.count - 1
    while k < end {
      let c = scalars[k]
      if c == quote { throw Failure(message: "unescaped \(quote) inside a quoted TEXT") }
      guard c == "\\" else {
        result.append(c)
        k += 1
        continue
      }
      guard k + 1 < end else { throw Failure(message: "TEXT ends with a lone backslash") }
      let (value, length) = try escape(scalars, at: k + 1, end: end, bytes: false)
      if let value {
        guard let scalar = Unicode.Scalar(value) else {
          throw Failure(message: "\\u escape names no character (\(value))")
        }
        result.append(scalar)
      } else {
        result.append("\\")
        result.append(scalars[k + 1])
      }
      k += 1 + length
    }
    return String(result)
  }

  /// A `raw` argument: the body of a Python bytes literal (`\xHH`, `\ooo`,
  /// `\n` …). Characters beyond ASCII are taken as UTF-8.
  static func bytes(_ argument: String) throws(Failure) -> [UInt8] {
    let scalars = Array(argument.unicodeScalars)
    var result: [UInt8] = []
    var k = 0
    while k < scalars.count {
      let c = scalars[k]
      guard c == "\\", k + 1 < scalars.count else {
        result.append(contentsOf: String(c).utf8)
        k += 1
        continue
      }
      let (value, length) = try escape(scalars, at: k + 1, end: scalars.count, bytes: true)
      if let value {
        result.append(UInt8(value))
      } else {
        result.append(0x5C)
        result.append(contentsOf: String(scalars[k + 1]).utf8)
      }
      k += 1 + length
    }
    return result
  }

  /// The escape after a backslash at `k`: its value (nil for an unknown
  /// escape, which Python keeps with its backslash) and how many scalars it
  /// used.
  private static func escape(
    _ s: [Unicode.Scalar], at k: Int, end: Int, bytes: Bool
  ) throws(Failure) -> (UInt32?, Int) {
    let simple: [Unicode.Scalar: UInt32] = [
      "\\": 0x5C, "'": 0x27, "\"": 0x22, "a": 0x07, "b": 0x08, "f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09,
      "v": 0x0B,
    ]
    let c = s[k]
    if let value = simple[c] { return (value, 1) }
    if ("0"..."7").contains(c) {
      var value: UInt32 = 0
      var length = 0
      while length < 3 && k + length < end && ("0"..."7").contains(s[k + length]) {
        value = value * 8 + (s[k + length].value - 0x30)
        length += 1
      }
      if bytes && value > 0xFF { throw Failure(message: "octal escape out of range in raw bytes") }
      return (value, length)
    }
    let digits: Int
    switch c {
    case "x": digits = 2
    case "u" where !bytes: digits = 4
    case "U" where !bytes: digits = 8
    case "N" where !bytes: throw Failure(message: "\\N{…} escapes are not supported")
    default: return (nil, 1)
    }
    guard k + digits < end else { throw Failure(message: "truncated \\\(c) escape") }
    var value: UInt32 = 0
    for d in s[(k + 1)...(k + digits)] {
      guard let digit = hexDigit(d) else { throw Failure(message: "bad \\\(c) escape") }
      value = value * 16 + digit
    }
    return (value, 1 + digits)
  }

  private static func hexDigit(_ c: Unicode.Scalar) -> UInt32? {
    switch c {
    case "0"..."9": return c.value - 0x30
    case "a"..."f": return c.value - 0x61 + 10
    case "A"..."F": return c.value - 0x41 + 10
    default: return nil
    }
  }
}
