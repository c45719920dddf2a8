import TermBridgeTerminal

/// A key, as SwiftUI's `KeyEquivalent` names it: a character, or one of
/// the named keys (`.escape`, `.return`, the arrows …). `.onKeyPress(.escape)`
/// and `.onKeyPress("n")` take one.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character standing for the key; named keys use the private
  /// characters SwiftUI uses for them.
  public let character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The key that types the literal's character.
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  /// The Escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The Return (Enter) key.
  public static let `return` = KeyEquivalent("\r")
  /// The Tab key.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Backspace.
  public static let delete = KeyEquivalent("\u{7F}")
  /// The Delete key that deletes forward.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// The Up arrow key.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The Down arrow key.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The Left arrow key.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The Right arrow key.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// The Home key.
  public static let home = KeyEquivalent("\u{F729}")
  /// The End key.
  public static let end = KeyEquivalent("\u{F72B}")
  /// The Page Up key.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// The Page Down key.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (the keypad's; the terminal's Insert key is reported as it).
  public static let clear = KeyEquivalent("\u{F739}")

  /// The key of a terminal key event; nil for keys SwiftUI has no name
  /// for (function keys).
  init?(_ key: Key) {
    switch key {
    case .character(let c): self.init(c)
    case .enter: self = .return
    case .tab: self = .tab
    case .backspace: self = .delete
    case .escape: self = .escape
    case .up: self = .upArrow
    case .down: self = .downArrow
    case .left: self = .leftArrow
    case .right: self = .rightArrow
    case .home: self = .home
    case .end: self = .end
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .insert: self = .clear
    case .delete: self = .deleteForward
    default: return nil
    }
  }
}

/// The modifier keys held with a key, like SwiftUI's `EventModifiers`.
/// Terminals report Shift, Control and Alt (`.option`); `.command` is
/// never set.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers as bits: `shift` is bit 0, `control` 1, `option` 2.
  public let rawValue: Int
  /// A set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shift is held.
  public static let shift = EventModifiers(rawValue: 1 << 0)
  /// Control is held.
  public static let control = EventModifiers(rawValue: 1 << 1)
  /// Alt (Meta) on a terminal.
  public static let option = EventModifiers(rawValue: 1 << 2)
  /// Never reported by a terminal.
  public static let command = EventModifiers(rawValue: 1 << 3)
  /// Never reported by a terminal.
  public static let capsLock = EventModifiers(rawValue: 1 << 4)
  /// Never reported by a terminal.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [.shift, .control, .option, .command, .capsLock, .numericPad]
}

/// A key press handed to `.onKeyPress`, like SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
  /// Whether the handler used the key: `.handled` stops it, `.ignored`
  /// lets it travel on.
  public typealias Result = KeyPressResult

  /// When in a press the handler is called; terminals report presses only.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The phases as bits.
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down; the only phase a terminal reports.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key repeated while held; terminals report a repeat as another
    /// press (`.down`).
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key was released; terminals do not report it.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]

    /// Whether a terminal's key event (a press, or a repeat reported as a
    /// press) is in these phases.
    var reportsPresses: Bool { !isDisjoint(with: [.down, .repeat]) }
  }

  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters it types ("" for a named key).
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// Always `.down`: terminals do not report releases.
  public let phase: Phases
  /// The terminal's own event, for what `KeyPress` cannot say (function keys).
  public let event: KeyEvent

  /// The press of a terminal key event; nil for keys with no `KeyEquivalent`.
  public init?(_ event: KeyEvent) {
    guard let key = KeyEquivalent(event.key) else { return nil }
    self.key = key
    if case .character(let c) = event.key { characters = String(c) } else { characters = "" }
    var modifiers: EventModifiers = []
    if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    if event.modifiers.contains(.alt) { modifiers.insert(.option) }
    self.modifiers = modifiers
    phase = .down
    self.event = event
  }
}

extension View {
  /// Handles `key` when it reaches this view unhandled, like SwiftUI's
  /// `onKeyPress(_:action:)`: `.onKeyPress(.escape) { … }`.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(keys: [key]) { _ in action() }
  }

  /// Handles `key` in `phases` when it reaches this view unhandled, like
  /// SwiftUI's `onKeyPress(_:phases:action:)`. A terminal reports presses
  /// (and repeats as presses) only: `phases` without `.down` or `.repeat`
  /// never runs the action.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Handles any of `keys` in `phases` when they reach this view unhandled,
  /// like SwiftUI's `onKeyPress(keys:phases:action:)`.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(wrapped: self, keys: nil) { event in
      guard phases.reportsPresses, let press = KeyPress(event), keys.contains(press.key) else {
        return .ignored
      }
      return action(press)
    }
  }

  /// Handles keys typing one of `characters` when they reach this view
  /// unhandled, like SwiftUI's `onKeyPress(characters:action:)`.
  public func onKeyPress(
    characters: KeyCharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(wrapped: self, keys: nil) { event in
      guard phases.reportsPresses, let press = KeyPress(event), !press.characters.isEmpty,
        press.characters.unicodeScalars.allSatisfy(characters.contains)
      else { return .ignored }
      return action(press)
    }
  }

  /// `onKeyPress(characters:action:)` for Foundation's `CharacterSet` (or
  /// another set of scalars), as SwiftUI's takes it.
  public func onKeyPress<Characters: SetAlgebra & Sendable>(
    characters: Characters, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View where Characters.Element == Unicode.Scalar {
    onKeyPress(characters: KeyCharacterSet { characters.contains($0) }, phases: phases, action: action)
  }

  /// Handles every key that reaches this view unhandled, like SwiftUI's
  /// `onKeyPress(phases:action:)` (terminals report presses only).
  public func onKeyPress(
    phases: KeyPress.Phases = .down, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(wrapped: self, keys: nil) { event in
      guard phases.reportsPresses, let press = KeyPress(event) else { return .ignored }
      return action(press)
    }
  }
}
