/// A complete CSI sequence (`ESC [ prefix params intermediates final`) split
/// into its parts.
struct CSISequence {
  /// A private-parameter marker: `<`, `=`, `>` or `?`.
  var prefix: UInt8?
  /// Numeric parameters; `nil` where one was left empty. Sub-parameters
  /// after `:` are ignored.
  var params: [Int?]
  var intermediates: [UInt8]
  var final: UInt8

  init(_ body: UnsafeBufferPointer<UInt8>, final: UInt8) {
    self.final = final
    var start = 0
    if let first = body.first, first >= 0x3C && first <= 0x3F {
      prefix = first
      start = 1
    }
    var end = start
    while end < body.count && Byte.isParameter(body[end]) { end += 1 }
    params = Self.parameters(UnsafeBufferPointer(rebasing: body[start..<end]))
    intermediates = Array(body[end...])
  }

  /// `1;;5:3` → `[1, nil, 5]`. Values saturate instead of overflowing.
  static func parameters(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int?] {
    guard !bytes.isEmpty else { return [] }
    var result: [Int?] = []
    var current: Int?
    var inSubParameter = false
    for b in bytes {
      switch b {
      case Byte.semicolon:
        result.append(current)
        current = nil
        inSubParameter = false
      case Byte.colon:
        inSubParameter = true
      case 0x30...0x39 where !inSubParameter:
        current = min((current ?? 0) * 10 + Int(b - 0x30), 1_000_000_000)
      default:
        break
      }
    }
    result.append(current)
    return result
  }

  /// `CSI M` with nothing else: the X10 mouse encoding, three raw bytes follow.
  var isLegacyMouseIntroducer: Bool {
    final == 0x4D && prefix == nil && params.isEmpty && intermediates.isEmpty
  }

  /// Parameter `k`, or `fallback` when it is missing or empty.
  func param(_ k: Int, default fallback: Int) -> Int {
    k < params.count ? params[k] ?? fallback : fallback
  }
}

/// What a CSI sequence means as input.
enum CSIMeaning {
  case event(InputEvent)
  case pasteStart
  /// Unknown, malformed or deliberately ignored: drop it.
  case none
}

extension EscapeSequenceParser {
  /// The input event a complete CSI sequence stands for.
  mutating func interpret(_ s: CSISequence) -> CSIMeaning {
    switch s.prefix {
    case nil:
      return interpretPlain(s)
    case 0x3C:  // `<`: SGR mouse
      guard s.intermediates.isEmpty, s.final == 0x4D || s.final == 0x6D, s.params.count >= 3 else {
        return .none
      }
      let event = Self.sgrMouse(
        b: s.param(0, default: 0), x: s.param(1, default: 1), y: s.param(2, default: 1),
        isRelease: s.final == 0x6D)
      return event.map { .event(.mouse($0)) } ?? .none
    case 0x3F:  // `?`: DECRPM, DECXCPR, kitty keyboard flags, DA1
      if s.final == 0x75 && s.intermediates.isEmpty {  // u
        return .event(.report(.keyboardFlags(s.param(0, default: 0))))
      }
      if s.final == 0x63 && s.intermediates.isEmpty {  // c
        return .event(.report(.deviceAttributes))
      }
      if s.final == 0x79 && s.intermediates == [Byte.dollar] && s.params.count >= 2 {
        let state = s.param(1, default: 0)
        let mode = s.param(0, default: 0)
        return .event(.report(.modeSupport(mode: mode, supported: state == 1 || state == 2)))
      }
      if s.final == 0x52 && s.intermediates.isEmpty && s.params.count >= 2 {
        return .event(
          .report(.cursorPosition(Self.point(col: s.param(1, default: 1), row: s.param(0, default: 1)))))
      }
      return .none
    default:
      return .none  // `>` and `=`: device attribute replies and the like
    }
  }

  private mutating func interpretPlain(_ s: CSISequence) -> CSIMeaning {
    // rxvt: `CSI n $` is Shift, `CSI n ^` Control, `CSI n @` Control-Shift.
    if s.final == Byte.dollar {
      return key(KeySequences.tildeKey(s.param(0, default: 0)), .shift)
    }
    guard s.intermediates.isEmpty else { return .none }
    let modifiers = KeySequences.modifiers(parameter: s.param(1, default: 1))
    switch s.final {
    case 0x52 where s.params.count >= 2:  // R: F3 with modifiers, or a cursor position report
      let row = s.param(0, default: 1)
      let col = s.param(1, default: 1)
      if row == 1 && (2...16).contains(col) { return key(.function(3), modifiers) }
      return .event(.report(.cursorPosition(Self.point(col: col, row: row))))
    case 0x41, 0x42, 0x43, 0x44, 0x46, 0x48, 0x50, 0x51, 0x52, 0x53:
      return key(KeySequences.cursorKey(final: s.final), modifiers)
    case 0x5A:  // Z: Shift-Tab
      return key(.tab, modifiers.union(.shift))
    case Byte.tilde:
      return interpretTilde(s, modifiers)
    case 0x5E:  // ^
      return key(KeySequences.tildeKey(s.param(0, default: 0)), .control)
    case 0x40:  // @
      return key(KeySequences.tildeKey(s.param(0, default: 0)), [.control, .shift])
    case 0x61...0x64:  // rxvt Shift-arrows: a b c d
      let arrows: [Key] = [.up, .down, .right, .left]
      return key(arrows[Int(s.final - 0x61)], .shift)
    case 0x75:  // u: `CSI code ; m u` (fixterms, kitty)
      return key(KeySequences.codePointKey(s.param(0, default: 0)), modifiers)
    case 0x49 where s.params.isEmpty:
      return .event(.report(.focusIn))
    case 0x4F where s.params.isEmpty:
      return .event(.report(.focusOut))
    case 0x4D where s.params.count >= 3:  // urxvt mouse: `CSI b ; x ; y M`
      let event = legacyMouse(
        b: s.param(0, default: 32) - 32, x: s.param(1, default: 1), y: s.param(2, default: 1))
      return event.map { .event(.mouse($0)) } ?? .none
    default:
      return .none
    }
  }

  private func interpretTilde(_ s: CSISequence, _ modifiers: KeyModifiers) -> CSIMeaning {
    let number = s.param(0, default: 0)
    switch number {
    case 200:
      return .pasteStart
    case 27 where s.params.count >= 3:  // xterm modifyOtherKeys: `CSI 27 ; m ; code ~`
      return key(KeySequences.codePointKey(s.param(2, default: 0)), modifiers)
    default:
      return key(KeySequences.tildeKey(number), modifiers)
    }
  }

  private func key(_ key: Key?, _ modifiers: KeyModifiers) -> CSIMeaning {
    guard let key else { return .none }
    return .event(.key(KeyEvent(key, modifiers: modifiers)))
  }

  /// A 1-based terminal position as a 0-based point.
  static func point(col: Int, row: Int) -> Point {
    Point(x: max(0, col - 1), y: max(0, row - 1))
  }

  /// Modifier bits of a mouse button code: 4 Shift, 8 Alt (Meta), 16 Control.
  private static func mouseModifiers(_ b: Int) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if b & 4 != 0 { modifiers.insert(.shift) }
    if b & 8 != 0 { modifiers.insert(.alt) }
    if b & 16 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  private static let buttons: [MouseButton] = [.left, .middle, .right]

  /// An SGR (mode 1006) report: `b` is the button code, `x`/`y` 1-based.
  /// Extra buttons and motion with no button are dropped.
  static func sgrMouse(b: Int, x: Int, y: Int, isRelease: Bool) -> MouseEvent? {
    let base = b & ~28
    let location = point(col: x, row: y)
    let modifiers = mouseModifiers(b)
    let low = base & 3
    let kind: MouseEvent.Kind
    if base & 128 != 0 || base < 0 {
      return nil
    } else if base & 64 != 0 {
      guard !isRelease else { return nil }
      kind = [MouseEvent.Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
    } else if low == 3 {
      return nil
    } else if base & 32 != 0 {
      kind = .drag(buttons[low])
    } else {
      kind = isRelease ? .release(buttons[low]) : .press(buttons[low])
    }
    return MouseEvent(kind: kind, location: location, modifiers: modifiers)
  }

  /// An X10 or urxvt report, where button code 3 means "released" without
  /// saying which button: the last pressed one is assumed.
  mutating func legacyMouse(b: Int, x: Int, y: Int) -> MouseEvent? {
    guard b >= 0 else { return nil }
    let base = b & ~28
    if base & 64 == 0 && base & 32 == 0 && base & 3 == 3 {
      return MouseEvent(
        kind: .release(lastLegacyButton), location: Self.point(col: x, row: y),
        modifiers: Self.mouseModifiers(b))
    }
    let event = Self.sgrMouse(b: b, x: x, y: y, isRelease: false)
    if case .press(let button) = event?.kind { lastLegacyButton = button }
    return event
  }
}
