import TermBridgeTerminal

/// A key combination that presses a control from anywhere in its window,
/// like SwiftUI's `KeyboardShortcut`.
///
/// The terminal mapping: a terminal has no Command key, so `.command` (the
/// default modifier, as in SwiftUI) means Control: `.keyboardShortcut("n")`
/// is Ctrl-N. `.option` is Alt. `.defaultAction` is Enter and
/// `.cancelAction` is Esc.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Command, which is Control here,
  /// by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The default button of a window or dialog: Enter.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The button that cancels: Esc.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The terminal key event that stands for the shortcut.
  public var keyEvent: KeyEvent {
    var terminalModifiers: KeyModifiers = []
    if modifiers.contains(.command) || modifiers.contains(.control) { terminalModifiers.insert(.control) }
    if modifiers.contains(.option) { terminalModifiers.insert(.alt) }
    if modifiers.contains(.shift) { terminalModifiers.insert(.shift) }
    let key: Key
    switch self.key {
    case .return: key = .enter
    case .escape: key = .escape
    case .tab: key = .tab
    case .delete: key = .backspace
    case .deleteForward: key = .delete
    case .upArrow: key = .up
    case .downArrow: key = .down
    case .leftArrow: key = .left
    case .rightArrow: key = .right
    case .home: key = .home
    case .end: key = .end
    case .pageUp: key = .pageUp
    case .pageDown: key = .pageDown
    case .clear: key = .insert
    default:
      // Terminals send Control with a letter as the lower-case letter.
      let character = self.key.character
      key = .character(terminalModifiers.contains(.control) ? Character(character.lowercased()) : character)
    }
    return KeyEvent(key, modifiers: terminalModifiers)
  }
}

struct KeyboardShortcutKey: EnvironmentKey {
  static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
  /// The shortcut that presses the controls below, from
  /// `.keyboardShortcut(_:)`.
  package var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

extension View {
  /// Presses the control inside with `key` and `modifiers` from anywhere in
  /// its window, like SwiftUI's `keyboardShortcut(_:modifiers:)`; it may
  /// come before or after other modifiers.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Presses the control inside with `shortcut` (nil: none).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.keyboardShortcut = shortcut }
  }
}
