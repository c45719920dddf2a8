import TermBridgeTerminal

/// A key a responder answers, with the words that say what it does, like
/// UIKit's `UIKeyCommand`: a responder lists its keys in
/// ``TermResponder/keyCommands`` so the key hints bar (``TermKeyHintsBar``)
/// and the command palette (``TermCommandPalette``) can show them.
///
/// A command with an action runs it when its key reaches the responder
/// unhandled (as UIKit sends a key command's action up the responder
/// chain); one without an action only describes a key the responder's
/// `keyDown(_:)` handles itself (a list's Enter, a slider's arrows).
@MainActor
public struct TermKeyCommand {
  /// The key, with its modifiers (UIKit's `input` and `modifierFlags`).
  public var input: KeyEvent
  /// What the key does, in a word or two (`Open`, `Delete`).
  public var title: String
  /// A longer title for where there is room (the palette), like UIKit's
  /// `discoverabilityTitle`; nil shows ``title``.
  public var discoverabilityTitle: String?
  /// Whether the key does something now (``TermAction/Attributes/disabled``
  /// shows it dim and leaves it out of the hints).
  public var attributes: TermAction.Attributes
  /// What the key runs, or nil when the responder handles the key itself.
  public var action: (@MainActor () -> Void)?

  /// A command for `input` that does what `title` says.
  public init(
    title: String, input: KeyEvent, discoverabilityTitle: String? = nil,
    attributes: TermAction.Attributes = [],
    action: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.input = input
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.action = action
  }

  /// Whether the command can be used now.
  public var isEnabled: Bool { !attributes.contains(.disabled) }
}

extension KeyEvent {
  /// How hints, the palette and menus name the key: arrows as `↑ ↓ ← →`,
  /// a control letter capitalised (`Ctrl-N`), others by name (`Enter`,
  /// `Del`, `PgDn`, `F10`).
  public var shortcutText: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
    let name: String
    switch key {
    case .up: name = "↑"
    case .down: name = "↓"
    case .left: name = "←"
    case .right: name = "→"
    case .enter: name = "Enter"
    case .tab: name = "Tab"
    case .backspace: name = "Bksp"
    case .escape: name = "Esc"
    case .home: name = "Home"
    case .end: name = "End"
    case .pageUp: name = "PgUp"
    case .pageDown: name = "PgDn"
    case .insert: name = "Ins"
    case .delete: name = "Del"
    case .function(let number): name = "F\(number)"
    case .character(let character):
      name = character == " " ? "Space" : modifiers.isEmpty ? String(character) : character.uppercased()
    }
    return prefix + name
  }
}
