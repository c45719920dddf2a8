/// Turns the bytes a terminal sends into typed input events.
///
/// Feed it every chunk read from the terminal; it keeps an incomplete
/// sequence (a lone ESC, half a UTF-8 character, an unfinished paste) until
/// the next chunk, or until ``flush()`` says no more is coming.
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// Whether bytes are held back waiting for the rest of a sequence. A run
  /// loop calls ``flush()`` when nothing more arrives within the ESC delay.
  public var isAwaitingMore: Bool { !pending.isEmpty }

  /// Decodes as much of `bytes` (after what was pending) as is complete.
  public mutating func feed<C: Collection>(_ bytes: C) -> [InputEvent] where C.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var text = String(decoding: pending, as: UTF8.self)
    pending.removeAll()
    if text.isEmpty { return events }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0D, 0x0A: events.append(.key(KeyEvent(.enter)))
      case 0x09: events.append(.key(KeyEvent(.tab)))
      case 0x7F, 0x08: events.append(.key(KeyEvent(.backspace)))
      case 0x1B: events.append(.key(KeyEvent(.escape)))
      case 0x01...0x1A:
        let letter = Character(Unicode.Scalar(scalar.value + 0x60)!)
        events.append(.key(.control(letter)))
      default: events.append(.key(.character(Character(scalar))))
      }
    }
    text = ""
    return events
  }

  /// Gives up waiting: whatever is pending is decoded as it stands (a lone
  /// ESC becomes the Escape key).
  public mutating func flush() -> [InputEvent] {
    let rest = pending
    pending.removeAll()
    return rest.isEmpty ? [] : feed(rest)
  }
}
