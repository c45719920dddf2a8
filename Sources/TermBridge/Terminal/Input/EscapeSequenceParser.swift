/// What parsing one unit (a key, a sequence, a text run) at the front of the
/// buffer came to.
enum ParseOutcome: Equatable {
  /// This many bytes were used up; any events were appended.
  case consumed(Int)
  /// The unit is cut off at the end of the buffer: wait for more bytes.
  case needMore
  /// A bracketed paste starts after this many bytes.
  case pasteStart(Int)
  /// An OSC, DCS or APC string starts after this many bytes; its body and
  /// terminator follow and are dropped.
  case stringStart(Int)
  /// A CSI or SS3 sequence grew too long without ending: drop these bytes and
  /// skip the rest of the sequence without storing it.
  case overlong(Int)
}

/// Parses the escape sequences, control bytes and text that terminals send
/// as input. It works on one unit at a time at the front of a buffer and says
/// how many bytes that unit took, so the decoder can keep an unfinished unit
/// for the next chunk without parsing anything twice.
struct EscapeSequenceParser {
  /// The longest CSI or SS3 sequence kept while waiting for its final byte.
  static let maxSequenceLength = 256

  /// The button of the last legacy (X10/urxvt) mouse press, because those
  /// encodings do not say which button was released.
  var lastLegacyButton: MouseButton = .left
  /// Whether ESC Tab is Shift-Tab (the Linux console's `kcbt`).
  var escapeTabIsBacktab = false

  /// Parses one unit at `i`. With `atEnd`, nothing more will arrive, so an
  /// unfinished unit is resolved as it stands instead of waiting.
  mutating func parse(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let b = buf[i]
    if b == Byte.escape { return parseEscape(buf, at: i, atEnd: atEnd, into: &events) }
    if Byte.isControl(b) {
      events.append(.key(KeySequences.control(b)))
      return .consumed(1)
    }
    return TextRun.parse(buf, at: i, atEnd: atEnd, into: &events)
  }

  /// ESC and what follows it: CSI, SS3, strings, Alt-prefixed keys, Escape.
  private mutating func parseEscape(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let n = buf.count
    guard i + 1 < n else {
      guard atEnd else { return .needMore }
      events.append(.key(KeyEvent(.escape)))
      return .consumed(1)
    }
    let next = buf[i + 1]
    switch next {
    case Byte.leftBracket:
      return parseCSI(buf, at: i, atEnd: atEnd, into: &events)
    case Byte.letterO:
      return parseSS3(buf, at: i, atEnd: atEnd, into: &events)
    case Byte.escape:
      return parseDoubleEscape(buf, at: i, atEnd: atEnd, into: &events)
    case Byte.letterP, Byte.rightBracket, Byte.underscore:
      // DCS, OSC and APC only come as replies, which start with parameter
      // bytes (or `G` for kitty's APC); otherwise this is Alt-P, Alt-], Alt-_.
      guard i + 2 < n else {
        guard atEnd else { return .needMore }
        events.append(.key(.alt(Character(Unicode.Scalar(next)))))
        return .consumed(2)
      }
      let third = buf[i + 2]
      let isString: Bool
      switch next {
      case Byte.letterP: isString = Byte.isParameter(third) || Byte.isIntermediate(third)
      case Byte.rightBracket: isString = Byte.isParameter(third)
      default: isString = third == Byte.letterG
      }
      if isString { return .stringStart(2) }
      events.append(.key(.alt(Character(Unicode.Scalar(next)))))
      return .consumed(2)
    default:
      return parseAltKey(buf, at: i, atEnd: atEnd, into: &events)
    }
  }

  /// ESC ESC: Alt plus an escape sequence (`ESC ESC [ A` is Alt-Up), or
  /// Alt-Escape.
  private mutating func parseDoubleEscape(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let n = buf.count
    guard i + 2 < n else {
      guard atEnd else { return .needMore }
      events.append(.key(KeyEvent(.escape, modifiers: .alt)))
      return .consumed(2)
    }
    let third = buf[i + 2]
    guard third == Byte.leftBracket || third == Byte.letterO else {
      events.append(.key(KeyEvent(.escape, modifiers: .alt)))
      return .consumed(2)
    }
    let before = events.count
    let inner = parseEscape(buf, at: i + 1, atEnd: atEnd, into: &events)
    switch inner {
    case .needMore:
      return .needMore
    case .consumed(let length):
      for k in before..<events.count {
        if case .key(let key) = events[k] { events[k] = .key(key.adding(.alt)) }
      }
      return .consumed(length + 1)
    case .pasteStart(let length), .stringStart(let length), .overlong(let length):
      // Not a key: the first ESC was a key of its own.
      events.insert(.key(KeyEvent(.escape)), at: before)
      switch inner {
      case .pasteStart: return .pasteStart(length + 1)
      case .stringStart: return .stringStart(length + 1)
      default: return .overlong(length + 1)
      }
    }
  }

  /// ESC followed by a key: that key with Alt (xterm's metaSendsEscape).
  private func parseAltKey(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let next = buf[i + 1]
    if next == Byte.tab && escapeTabIsBacktab {
      events.append(.key(KeyEvent(.tab, modifiers: .shift)))
      return .consumed(2)
    }
    if Byte.isControl(next) {
      events.append(.key(KeySequences.control(next).adding(.alt)))
      return .consumed(2)
    }
    if next < 0x80 {
      events.append(.key(.alt(Character(Unicode.Scalar(next)))))
      return .consumed(2)
    }
    // Alt with a non-ASCII character: one UTF-8 scalar.
    let length = UTF8Scan.sequenceLength(lead: next)
    let available = buf.count - (i + 1)
    if available < length && !atEnd { return .needMore }
    let end = i + 1 + min(length, available)
    let text = String(decoding: UnsafeBufferPointer(rebasing: buf[(i + 1)..<end]), as: UTF8.self)
    for (k, character) in text.enumerated() {
      events.append(.key(k == 0 ? .alt(character) : .character(character)))
    }
    return .consumed(end - i)
  }

  /// `ESC [ ...`: keys with xterm/VT220/rxvt encodings, mouse reports,
  /// terminal replies, paste start. Unknown or malformed ones are dropped.
  private mutating func parseCSI(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let n = buf.count
    let start = i + 2
    if start < n && buf[start] == Byte.leftBracket {
      return parseLinuxFunctionKey(buf, at: i, atEnd: atEnd, into: &events)
    }
    var j = start
    var sawSemicolon = false
    var finalIndex: Int?
    while j < n {
      let b = buf[j]
      if b == Byte.dollar && j > start && !sawSemicolon && isDigit(buf[start]) {
        finalIndex = j  // rxvt Shift-key form `CSI n $`
        break
      }
      if Byte.isFinal(b) {
        finalIndex = j
        break
      }
      guard Byte.isParameter(b) || Byte.isIntermediate(b) else {
        if j == start {  // `ESC [` then a control or non-ASCII byte: Alt-[
          events.append(.key(.alt("[")))
          return .consumed(2)
        }
        return .consumed(j - i)  // malformed: drop it, resume at this byte
      }
      if b == Byte.semicolon { sawSemicolon = true }
      j += 1
    }
    guard let f = finalIndex else {
      if atEnd {
        if j == start {
          events.append(.key(.alt("[")))
          return .consumed(2)
        }
        return .consumed(n - i)
      }
      return n - i > Self.maxSequenceLength ? .overlong(n - i) : .needMore
    }
    // Too long to be anything we know: drop it, as when it arrives in pieces.
    if f + 1 - i > Self.maxSequenceLength { return .consumed(f + 1 - i) }
    let sequence = CSISequence(UnsafeBufferPointer(rebasing: buf[start..<f]), final: buf[f])
    if sequence.isLegacyMouseIntroducer {
      guard f + 3 < n else { return atEnd ? .consumed(n - i) : .needMore }
      let b = Int(buf[f + 1]) - 32
      let x = Int(buf[f + 2]) - 32
      let y = Int(buf[f + 3]) - 32
      if let event = legacyMouse(b: b, x: x, y: y) { events.append(.mouse(event)) }
      return .consumed(f + 4 - i)
    }
    switch interpret(sequence) {
    case .event(let event): events.append(event)
    case .pasteStart: return .pasteStart(f + 1 - i)
    case .none: break
    }
    return .consumed(f + 1 - i)
  }

  /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
  private func parseLinuxFunctionKey(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    guard i + 3 < buf.count else { return atEnd ? .consumed(buf.count - i) : .needMore }
    let f = buf[i + 3]
    guard f >= 0x41 && f <= 0x45 else { return .consumed(3) }
    events.append(.key(KeyEvent(.function(Int(f) - 0x40))))
    return .consumed(4)
  }

  /// `ESC O ...`: application-mode cursor keys, F1–F4, keypad, rxvt
  /// Ctrl-arrows; an optional modifier parameter as in `ESC O 1;5 A`.
  private func parseSS3(
    _ buf: UnsafeBufferPointer<UInt8>, at i: Int, atEnd: Bool, into events: inout [InputEvent]
  ) -> ParseOutcome {
    let n = buf.count
    let start = i + 2
    var j = start
    while j < n && Byte.isParameter(buf[j]) { j += 1 }
    guard j < n else {
      if atEnd {
        if j == start {
          events.append(.key(.alt("O")))
          return .consumed(2)
        }
        return .consumed(n - i)
      }
      return n - i > Self.maxSequenceLength ? .overlong(n - i) : .needMore
    }
    let f = buf[j]
    guard Byte.isFinal(f) || (f == Byte.space && j == start) else {
      if j == start {
        events.append(.key(.alt("O")))
        return .consumed(2)
      }
      return .consumed(j - i)
    }
    if j + 1 - i > Self.maxSequenceLength { return .consumed(j + 1 - i) }
    let params = CSISequence.parameters(UnsafeBufferPointer(rebasing: buf[start..<j]))
    let modifierParameter = params.count >= 2 ? params[1] : params.first ?? nil
    let modifiers = KeySequences.modifiers(parameter: modifierParameter ?? 1)
    let key: Key?
    switch f {
    case 0x61: key = .up  // rxvt Ctrl-arrows: a b c d
    case 0x62: key = .down
    case 0x63: key = .right
    case 0x64: key = .left
    default: key = KeySequences.cursorKey(final: f) ?? KeySequences.keypadKey(final: f)
    }
    if let key {
      let extra: KeyModifiers = (0x61...0x64).contains(f) ? .control : []
      events.append(.key(KeyEvent(key, modifiers: modifiers.union(extra))))
    }
    return .consumed(j + 1 - i)
  }

  private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
