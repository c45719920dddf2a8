import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The direction text and stacks run in, like SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right (the terminal's, and TermBridge's only layout).
  case leftToRight
  /// Right to left: read by views that ask; the library's layouts stay
  /// left to right.
  case rightToLeft
}

/// How much room a dimension of the screen has, like SwiftUI's
/// `UserInterfaceSizeClass`: from the terminal's size, see
/// ``EnvironmentValues/horizontalSizeClass``.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room (a phone's width).
  case compact
  /// Room for more (a tablet's width).
  case regular

  /// The horizontal class of a terminal `columns` wide: regular from
  /// ``regularWidth`` columns up.
  static func horizontal(columns: Int) -> UserInterfaceSizeClass {
    columns >= regularWidth ? .regular : .compact
  }

  /// The vertical class of a terminal `rows` tall: regular from
  /// ``regularHeight`` rows up.
  static func vertical(rows: Int) -> UserInterfaceSizeClass {
    rows >= regularHeight ? .regular : .compact
  }

  /// The narrowest terminal whose width is regular: 80 columns, the
  /// classic terminal's, which shows a sidebar and content side by side.
  static let regularWidth = 80
  /// The shortest terminal whose height is regular: 24 rows, the classic
  /// terminal's.
  static let regularHeight = 24
}

/// The size of text the user asked for, like SwiftUI's
/// `ContentSizeCategory`: a terminal has one size of text, `.large` (the
/// default), which is what every view reads.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// One of the sizes of text, smallest to largest.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// One of the sizes of text for accessibility, smallest to largest.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  /// The largest size of text for accessibility.
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge:
      true
    default: false
    }
  }
}

/// The size of text the user asked for, like SwiftUI's `DynamicTypeSize`
/// (the successor of ``ContentSizeCategory``): `.large` in a terminal.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// One of the sizes of text, smallest to largest.
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// One of the sizes of text for accessibility, smallest to largest.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
struct IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}
struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}
struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}
struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}
struct ReduceMotionKey: EnvironmentKey {
  /// Off unless the environment has `TERMBRIDGE_REDUCE_MOTION=1`.
  static let defaultValue: Bool = {
    EnvironmentVariables.process["TERMBRIDGE_REDUCE_MOTION"] == "1"
  }()
}
struct SizeCategoryKey: EnvironmentKey {
  static let defaultValue = ContentSizeCategory.large
}
struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The direction of the view's layout, like SwiftUI's `layoutDirection`:
  /// `.leftToRight` unless set; the library lays out left to right.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Whether the view's focus scope has the keys, like SwiftUI's
  /// `isFocused`: true inside `.focused(_:)` (or `.focused(_:equals:)`)
  /// while that view has focus; false elsewhere.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// How much room the screen has across, like SwiftUI's
  /// `horizontalSizeClass`: `.regular` from 80 columns up, `.compact`
  /// below, following the terminal as it is resized (nil where no
  /// application runs, as in a view made outside one).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// How much room the screen has down, like SwiftUI's
  /// `verticalSizeClass`: `.regular` from 24 rows up, `.compact` below.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The locale of the view's content, like SwiftUI's `locale`: the
  /// process's (`LANG`) unless set.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar of the view's content, like SwiftUI's `calendar`: the
  /// current one unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone of the view's content, like SwiftUI's `timeZone`: the
  /// system's (`TZ`) unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether to avoid motion, like SwiftUI's `accessibilityReduceMotion`:
  /// when true, animated changes are drawn at once. Off unless the
  /// environment has `TERMBRIDGE_REDUCE_MOTION=1` (or the app sets it).
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// The size of text, like SwiftUI's `sizeCategory`: `.large` (a
  /// terminal's text has one size) unless set.
  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }

  /// The size of text, like SwiftUI's `dynamicTypeSize`: `.large` unless set.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// The colour scheme this view's content is drawn for, like SwiftUI's
  /// `preferredColorScheme(_:)`: `\.colorScheme` below says it, and the
  /// built-in theme for it (``TermTheme/light`` or ``TermTheme/dark``)
  /// draws the content unless a `.theme(_:)` says otherwise; nil follows
  /// the terminal's background. It applies to the content, not to the
  /// whole window as on Apple's platforms: put it on the root view for
  /// the app. A terminal's own background is not repainted.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    let style: TermApplication.UserInterfaceStyle =
      switch colorScheme {
      case .light: .light
      case .dark: .dark
      case nil: .unspecified
      }
    return WidgetPropertyView(
      wrapped: EnvironmentModifierView(wrapped: self) { if let colorScheme { $0.colorScheme = colorScheme } },
      property: \.overrideUserInterfaceStyle, unset: .unspecified, value: style)
  }

  /// Sets the size of text for this view's content, like SwiftUI's
  /// `dynamicTypeSize(_:)`: read through `\.dynamicTypeSize`; a terminal
  /// draws every size alike.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
}
