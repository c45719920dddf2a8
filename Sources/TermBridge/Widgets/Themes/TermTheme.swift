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
  /// The values, in a box copies share: a theme is copied wherever a view
  /// resolves one (each drawn view reads its own), and a copy is then a
  /// reference, not some 300 bytes. A change makes a new box.
  private var box: Box

  private final class Box: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  private struct Values: Hashable, Sendable {
    var name: String
    var background: TermColor
    var text: TermColor
    var secondaryText: TermColor
    var accent: TermColor
    var selection: TermColor
    var separator: TermColor
    var destructive: TermColor
    var warning: TermColor
    var success: TermColor
    var focused: TermStyle
    var disabled: TermStyle
    var selectedRow: TermStyle
    var unfocusedSelectedRow: TermStyle
    var currentRow: TermStyle
    var placeholder: TermStyle
    var textSelection: TermStyle
    var bar: TermStyle
    var selectedTab: TermStyle
    var faint: TermStyle
    var title: TermStyle
    var header: TermStyle
    var toast: TermStyle
  }

  private mutating func update(_ change: (inout Values) -> Void) {
    var values = box.values
    change(&values)
    box = Box(values)
  }

  /// Whether two themes have the same name, colours and styles.
  public static func == (lhs: TermTheme, rhs: TermTheme) -> Bool {
    lhs.box === rhs.box || lhs.box.values == rhs.box.values
  }

  /// Hashes the name, colours and styles.
  public func hash(into hasher: inout Hasher) { hasher.combine(box.values) }

  /// The theme's name, for menus and tests ("Dark", "High contrast").
  public var name: String {
    get { box.values.name }
    set { update { $0.name = newValue } }
  }

  /// The fill behind everything: `.default` keeps the terminal's own.
  public var background: TermColor {
    get { box.values.background }
    set { update { $0.background = newValue } }
  }
  /// Primary text: `.default` keeps the terminal's own.
  public var text: TermColor {
    get { box.values.text }
    set { update { $0.text = newValue } }
  }
  /// Secondary text: list details, subtitles, hints.
  public var secondaryText: TermColor {
    get { box.values.secondaryText }
    set { update { $0.secondaryText = newValue } }
  }
  /// The accent: tints, links, toggles that are on, progress, slider tracks.
  public var accent: TermColor {
    get { box.values.accent }
    set { update { $0.accent = newValue } }
  }
  /// The colour of selected content (SwiftUI's `.selection`).
  public var selection: TermColor {
    get { box.values.selection }
    set { update { $0.selection = newValue } }
  }
  /// Lines between content: dividers and borders given no colour.
  public var separator: TermColor {
    get { box.values.separator }
    set { update { $0.separator = newValue } }
  }
  /// Actions that destroy (delete, discard).
  public var destructive: TermColor {
    get { box.values.destructive }
    set { update { $0.destructive = newValue } }
  }
  /// Warnings and statuses that need a look.
  public var warning: TermColor {
    get { box.values.warning }
    set { update { $0.warning = newValue } }
  }
  /// Success and statuses that went well.
  public var success: TermColor {
    get { box.values.success }
    set { update { $0.success = newValue } }
  }

  /// How a focused control is marked over its own look (buttons, pickers,
  /// steppers, the highlighted entry of a menu).
  public var focused: TermStyle {
    get { box.values.focused }
    set { update { $0.focused = newValue } }
  }
  /// How a disabled control or entry is drawn.
  public var disabled: TermStyle {
    get { box.values.disabled }
    set { update { $0.disabled = newValue } }
  }
  /// The selected row of a list or table that has focus.
  public var selectedRow: TermStyle {
    get { box.values.selectedRow }
    set { update { $0.selectedRow = newValue } }
  }
  /// The selected row of a list or table that does not have focus.
  public var unfocusedSelectedRow: TermStyle {
    get { box.values.unfocusedSelectedRow }
    set { update { $0.unfocusedSelectedRow = newValue } }
  }
  /// The row the keys act on in a multiple-selection list.
  public var currentRow: TermStyle {
    get { box.values.currentRow }
    set { update { $0.currentRow = newValue } }
  }
  /// Placeholder text in an empty text field or editor.
  public var placeholder: TermStyle {
    get { box.values.placeholder }
    set { update { $0.placeholder = newValue } }
  }
  /// The text a text view selects.
  public var textSelection: TermStyle {
    get { box.values.textSelection }
    set { update { $0.textSelection = newValue } }
  }
  /// Bars along an edge: the menu bar and the key hints bar.
  public var bar: TermStyle {
    get { box.values.bar }
    set { update { $0.bar = newValue } }
  }
  /// The selected tab of a tab bar.
  public var selectedTab: TermStyle {
    get { box.values.selectedTab }
    set { update { $0.selectedTab = newValue } }
  }
  /// Faint lines and labels: kit dividers, menu separators, scroll bars.
  public var faint: TermStyle {
    get { box.values.faint }
    set { update { $0.faint = newValue } }
  }
  /// Titles: navigation bars, boxes, alerts.
  public var title: TermStyle {
    get { box.values.title }
    set { update { $0.title = newValue } }
  }
  /// Column headers of a table.
  public var header: TermStyle {
    get { box.values.header }
    set { update { $0.header = newValue } }
  }
  /// The frame and text of a toast.
  public var toast: TermStyle {
    get { box.values.toast }
    set { update { $0.toast = newValue } }
  }

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
    box = Box(
      Values(
        name: name,
        background: background,
        text: text,
        secondaryText: secondaryText,
        accent: accent,
        selection: selection,
        separator: separator,
        destructive: destructive,
        warning: warning,
        success: success,
        focused: focused,
        disabled: disabled,
        selectedRow: selectedRow,
        unfocusedSelectedRow: unfocusedSelectedRow,
        currentRow: currentRow,
        placeholder: placeholder,
        textSelection: textSelection,
        bar: bar,
        selectedTab: selectedTab,
        faint: faint,
        title: title,
        header: header,
        toast: toast))
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
