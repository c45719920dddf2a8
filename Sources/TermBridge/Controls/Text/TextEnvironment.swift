import TermBridgeTerminal
import TermBridgeWidgets

extension Text {
  /// Where text too long for its space loses characters, like SwiftUI's
  /// `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start: `…efgh`.
    case head
    /// At the end: `abcd…`.
    case tail
    /// In the middle: `ab…gh`.
    case middle
  }

  /// The case text is shown in, like SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// All capitals.
    case uppercase
    /// All small letters.
    case lowercase
  }
}

/// Why content is shown as a placeholder, like SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int
  /// Reasons of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The content is a placeholder (loading): text is drawn as blocks.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content is hidden: text marked `.privacySensitive()` is drawn as blocks.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// The content is out of date (a widget's); drawn as it is.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Whether text can be selected, like SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {
  /// Whether the text can be selected.
  static var allowsSelection: Bool { get }
}

/// Selectable text (`.textSelection(.enabled)`).
public struct EnabledTextSelectability: TextSelectability {
  /// True.
  public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected (`.textSelection(.disabled)`).
public struct DisabledTextSelectability: TextSelectability {
  /// False.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable text.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text that cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = TextLayout.TruncationMode.tail
}

struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

struct PrivacySensitiveKey: EnvironmentKey {
  static let defaultValue = false
}

struct TextSelectionKey: EnvironmentKey {
  static let defaultValue = true
}

struct ReservesLineSpaceKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Where text below loses characters when too long, from `.truncationMode(_:)`.
  var truncationMode: TextLayout.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The case of text below, from `.textCase(_:)`, like SwiftUI's `textCase`.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// Why content below is redacted, from `.redacted(reason:)`, like
  /// SwiftUI's `redactionReasons`.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether content below is private, from `.privacySensitive(_:)`.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether text below is drawn as blocks: a placeholder, or private
  /// content while privacy is redacted.
  var isRedacted: Bool {
    redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
  }

  /// Whether text below may be selected with the mouse, from
  /// `.textSelection(_:)`; true unless a modifier outside says otherwise
  /// (the selection itself follows the widgets' `textSelectability`).
  package var isTextSelectionEnabled: Bool {
    get { self[TextSelectionKey.self] }
    set { self[TextSelectionKey.self] = newValue }
  }

  /// Whether text below keeps the height of its line limit even when
  /// shorter, from `.lineLimit(_:reservesSpace:)`.
  var reservesLineSpace: Bool {
    get { self[ReservesLineSpaceKey.self] }
    set { self[ReservesLineSpaceKey.self] = newValue }
  }
}

extension View {
  /// Where text inside loses characters when it is too long, like
  /// SwiftUI's `truncationMode(_:)`.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    EnvironmentModifierView(wrapped: self) {
      switch mode {
      case .head: $0.truncationMode = .head
      case .middle: $0.truncationMode = .middle
      case .tail: $0.truncationMode = .tail
      }
    }
  }

  /// Text inside in capitals or small letters, like SwiftUI's `textCase(_:)`.
  public func textCase(_ textCase: Text.Case?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.textCase = textCase }
  }

  /// Content inside as a placeholder, like SwiftUI's `redacted(reason:)`:
  /// with `.placeholder`, text is drawn as blocks of its length.
  public func redacted(reason: RedactionReasons) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.redactionReasons.formUnion(reason) }
  }

  /// Content inside shown as it is, whatever redaction is asked outside,
  /// like SwiftUI's `unredacted()`.
  public func unredacted() -> some View {
    EnvironmentModifierView(wrapped: self) { $0.redactionReasons = [] }
  }

  /// Marks content inside as private, like SwiftUI's `privacySensitive(_:)`:
  /// drawn as blocks while `.redacted(reason: .privacy)` is in force.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.isPrivacySensitive = sensitive }
  }

  /// Whether text inside may be selected with the mouse, like SwiftUI's
  /// `textSelection(_:)`. Text on screen is selectable by default (a
  /// terminal user expects to select it): `.disabled` takes this view and
  /// everything inside it out (a drag there selects nothing; a selection
  /// passing over it leaves it out), `.enabled` brings a part back inside
  /// a disabled one. The innermost modifier wins. The terminal's own
  /// selection (Shift and drag) is never affected.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    WidgetPropertyView(
      wrapped: EnvironmentModifierView(wrapped: self) { $0.isTextSelectionEnabled = S.allowsSelection },
      property: \.textSelectability, unset: .inherited,
      value: S.allowsSelection ? TermTextSelectability.enabled : .disabled)
  }

  /// At most `limit` lines of text inside, like SwiftUI's
  /// `lineLimit(_:reservesSpace:)`: with `reservesSpace`, a shorter text
  /// still takes `limit` lines.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    EnvironmentModifierView(wrapped: self) {
      $0.lineLimit = limit
      $0.reservesLineSpace = reservesSpace
    }
  }

  /// The smallest scale text may shrink to, like SwiftUI's
  /// `minimumScaleFactor(_:)`: ignored, a cell's character has one size
  /// (text is truncated instead).
  public func minimumScaleFactor(_ factor: Double) -> some View { self }

  /// Whether text may squeeze its letters, like SwiftUI's
  /// `allowsTightening(_:)`: ignored, cells have fixed widths.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Space between letters, like SwiftUI's `kerning(_:)`: ignored, cells
  /// have fixed widths.
  public func kerning(_ kerning: Double) -> some View { self }

  /// Space between letters, like SwiftUI's `tracking(_:)`: ignored, cells
  /// have fixed widths.
  public func tracking(_ tracking: Double) -> some View { self }

  /// Raises or lowers text, like SwiftUI's `baselineOffset(_:)`: ignored,
  /// text sits on its row.
  public func baselineOffset(_ baselineOffset: Double) -> some View { self }
}

extension Text {
  /// Space between letters (ignored, as ``View/kerning(_:)``).
  public func kerning(_ kerning: Double) -> Text { self }
  /// Space between letters (ignored, as ``View/tracking(_:)``).
  public func tracking(_ tracking: Double) -> Text { self }
  /// Raises or lowers the text (ignored, as ``View/baselineOffset(_:)``).
  public func baselineOffset(_ baselineOffset: Double) -> Text { self }
}
