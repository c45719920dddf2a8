import TermBridgeTerminal

/// The colours and control styles the built-in widgets draw with, like a
/// UIKit app's `tintColor` and system colours gathered in one value: set
/// it for an application (``TermApplication/theme``), a window or any view
/// and its subviews (``TermView/overrideTheme``); every view reads the
/// one in force as ``TermView/theme``. The SwiftUI side names it `Theme`
/// and sets it with `.theme(_:)`.
///
/// ``dark`` and ``light`` are the library's look on a dark or light
/// terminal: with no theme set, a view draws with the one that matches the
/// terminal's background (its answer to OSC 11, ``TermApplication/userInterfaceStyle``).
/// `NO_COLOR` still draws every colour as the terminal's own: a theme's
/// attributes (reverse, bold, dim, underline) remain.
public struct TermTheme: Hashable, Sendable {
  /// The theme's name, for menus and tests ("Dark", "High contrast").
  public var name: String

  /// The fill behind everything: `.default` keeps the terminal's own.
  public var background: TermColor
  /// Primary text: `.default` keeps the terminal's own.
  public var text: TermColor
  /// Secondary text: list details, subtitles, hints.
  public var secondaryText: TermColor
  /// The accent: tints, links, toggles that are on, progress, slider tracks.
  public var accent: TermColor
  /// The colour of selected content (SwiftUI's `.selection`).
  public var selection: TermColor
  /// Lines between content: dividers and borders given no colour.
  public var separator: TermColor
  /// Actions that destroy (delete, discard).
  public var destructive: TermColor
  /// Warnings and statuses that need a look.
  public var warning: TermColor
  /// Success and statuses that went well.
  public var success: TermColor

  /// How a focused control is marked over its own look (buttons, pickers,
  /// steppers, the highlighted entry of a menu).
  public var focused: TermStyle
  /// How a disabled control or entry is drawn.
  public var disabled: TermStyle
  /// The selected row of a list or table that has focus.
  public var selectedRow: TermStyle
  /// The selected row of a list or table that does not have focus.
  public var unfocusedSelectedRow: TermStyle
  /// The row the keys act on in a multiple-selection list.
  public var currentRow: TermStyle
  /// Placeholder text in an empty text field or editor.
  public var placeholder: TermStyle
  /// The text a text view selects.
  public var textSelection: TermStyle
  /// Bars along an edge: the menu bar and the key hints bar.
  public var bar: TermStyle
  /// The selected tab of a tab bar.
  public var selectedTab: TermStyle
  /// Faint lines and labels: kit dividers, menu separators, scroll bars.
  public var faint: TermStyle
  /// Titles: navigation bars, boxes, alerts.
  public var title: TermStyle
  /// Column headers of a table.
  public var header: TermStyle
  /// The frame and text of a toast.
  public var toast: TermStyle

  /// A theme with a colour and style for each role; what is not given is
  /// the ``dark`` theme's.
  public init(
    name: String, background: TermColor = .default, text: TermColor = .default,
    secondaryText: TermColor = .gray, accent: TermColor = .cyan, selection: TermColor = .blue,
    separator: TermColor = .gray, destructive: TermColor = .red, warning: TermColor = .yellow,
    success: TermColor = .green, focused: TermStyle = .attributes(.reverse),
    disabled: TermStyle = .attributes(.dim), selectedRow: TermStyle = .attributes(.reverse),
    unfocusedSelectedRow: TermStyle = .attributes([.reverse, .dim]),
    currentRow: TermStyle = .attributes(.underline), placeholder: TermStyle = .attributes(.dim),
    textSelection: TermStyle = .attributes(.reverse), bar: TermStyle = .attributes(.reverse),
    selectedTab: TermStyle = .attributes([.reverse, .bold]), faint: TermStyle = .attributes(.dim),
    title: TermStyle = .attributes(.bold), header: TermStyle = .attributes([.bold, .underline]),
    toast: TermStyle = .plain
  ) {
    self.name = name
    self.background = background
    self.text = text
    self.secondaryText = secondaryText
    self.accent = accent
    self.selection = selection
    self.separator = separator
    self.destructive = destructive
    self.warning = warning
    self.success = success
    self.focused = focused
    self.disabled = disabled
    self.selectedRow = selectedRow
    self.unfocusedSelectedRow = unfocusedSelectedRow
    self.currentRow = currentRow
    self.placeholder = placeholder
    self.textSelection = textSelection
    self.bar = bar
    self.selectedTab = selectedTab
    self.faint = faint
    self.title = title
    self.header = header
    self.toast = toast
  }

  /// The base style of content: the theme's text on its background
  /// (`.plain` for a theme that keeps the terminal's colours).
  public var contentStyle: TermStyle { TermStyle(foreground: text, background: background) }
  /// Secondary text as a style.
  public var secondaryTextStyle: TermStyle { TermStyle(foreground: secondaryText) }
  /// The accent as a text style.
  public var accentStyle: TermStyle { TermStyle(foreground: accent) }
  /// Destructive actions as a text style.
  public var destructiveStyle: TermStyle { TermStyle(foreground: destructive) }
  /// Warnings as a text style.
  public var warningStyle: TermStyle { TermStyle(foreground: warning) }
  /// Separator lines as a style.
  public var separatorStyle: TermStyle { TermStyle(foreground: separator) }

  /// The built-in theme for a terminal whose background is `style`:
  /// ``light`` on a light one, ``dark`` otherwise (and until the terminal
  /// answers).
  public static func standard(for style: TermApplication.UserInterfaceStyle) -> TermTheme {
    style == .light ? .light : .dark
  }
}
