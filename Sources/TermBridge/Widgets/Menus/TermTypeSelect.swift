import TermBridgeTerminal

/// Type-select, as `NSMenu` and `NSTableView` do it: letters typed quickly
/// one after another make a prefix, and the next entry whose title starts
/// with it (case and leading spaces ignored) becomes the current one. A
/// pause of ``resetInterval`` starts a new prefix; a prefix of one letter
/// typed again (`f`, `f`, `f`) steps through the entries starting with it.
///
/// Used by ``TermMenuController`` (an open menu) and ``TermPickerView``.
@MainActor
package struct TermTypeSelect {
  /// How long a pause starts a new prefix, in nanoseconds: 1 s.
  package static let resetInterval: UInt64 = 1_000_000_000

  /// What has been typed since the last pause.
  package private(set) var prefix = ""
  private var lastTypingTime: UInt64?
  /// Now, in nanoseconds (the main loop's monotonic clock; tests set their own).
  package var clock: @MainActor () -> UInt64 = { MainLoopTimers.shared.now }

  package init() {}

  /// Whether `event` is typing for type-select: a printable character with
  /// no modifier but Shift. A space counts only while a prefix is being
  /// typed (so Space still chooses in a menu).
  package func isTyping(_ event: KeyEvent) -> Bool {
    guard case .character(let character) = event.key, event.modifiers.isSubset(of: .shift) else {
      return false
    }
    if character == " " { return isUnderWay }
    return !character.isWhitespace && character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F } ?? true
  }

  /// Whether a prefix was typed less than ``resetInterval`` ago.
  private var isUnderWay: Bool {
    guard let lastTypingTime, !prefix.isEmpty else { return false }
    return clock() &- lastTypingTime < Self.resetInterval
  }

  /// Types `character`: returns the index of the entry to make current, of
  /// `titles` (`nil` for an entry that cannot be chosen), searching from
  /// the `current` one (after it for a new one-letter prefix) round to it.
  /// Nil when no entry matches; the prefix is kept, as AppKit's is.
  package mutating func type(_ character: Character, titles: [String?], current: Int?) -> Int? {
    let extending = isUnderWay
    prefix = extending ? prefix + String(character) : String(character)
    lastTypingTime = clock()
    let key = prefix.lowercased()
    if let found = Self.search(key, in: titles, from: current, includingCurrent: extending) {
      return found
    }
    // `ff`: the same letter again steps to the next entry starting with it.
    if let first = key.first, key.count > 1, key.allSatisfy({ $0 == first }) {
      return Self.search(String(first), in: titles, from: current, includingCurrent: false)
    }
    return nil
  }

  /// Forgets the prefix (the entries changed, or another key was used).
  package mutating func reset() {
    prefix = ""
    lastTypingTime = nil
  }

  private static func search(_ key: String, in titles: [String?], from current: Int?, includingCurrent: Bool)
    -> Int?
  {
    guard !titles.isEmpty else { return nil }
    let start = current.map { includingCurrent ? $0 : $0 + 1 } ?? 0
    for offset in 0..<titles.count {
      let index = (start + offset) % titles.count
      guard let title = titles[index] else { continue }
      let trimmed = title.drop { $0 == " " }.lowercased()
      if trimmed.hasPrefix(key) { return index }
    }
    return nil
  }
}
