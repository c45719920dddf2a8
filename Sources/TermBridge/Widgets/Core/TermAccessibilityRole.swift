/// What kind of thing an accessibility element is, as a screen reader names
/// it after the label ("Volume, slider, 40 percent"), like the role
/// `NSAccessibility` gives a view. Each widget says its own
/// (``TermView/accessibilityRole``); traits set by the app can make a
/// plainer one more precise (`.isHeader` makes text a header).
public enum TermAccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// Not an element of its own: a container, or a view that draws nothing
  /// that means something.
  case none
  /// A group of elements (`.accessibilityElement(children: .contain)`).
  case group
  /// Text that does not change when used.
  case staticText
  /// A header of content (`.accessibilityAddTraits(.isHeader)`).
  case header
  /// A push button.
  case button
  /// A link that opens a URL.
  case link
  /// A switch or checkbox with an on and an off state.
  case toggle
  /// A continuous value along a track.
  case slider
  /// A value moved a step at a time.
  case stepper
  /// One line of editable text.
  case textField
  /// A field whose text searches.
  case searchField
  /// Several lines of editable text.
  case textEditor
  /// An image.
  case image
  /// A list of rows.
  case list
  /// One row of a list or table.
  case row
  /// A table of rows and columns.
  case table
  /// One tab of a tab bar.
  case tab
  /// The bar of a tab view's tabs.
  case tabBar
  /// A choice of one entry among several.
  case picker
  /// A choice of one entry among buttons side by side.
  case radioGroup
  /// A row of segments, one selected.
  case segmentedControl
  /// A date, a time or both.
  case datePicker
  /// A colour.
  case colorWell
  /// Progress towards completion.
  case progressIndicator
  /// A button that opens a menu.
  case menuButton
  /// The bar of an app's menus.
  case menuBar
  /// One menu title of a menu bar.
  case menuBarItem
  /// A region that scrolls its content.
  case scrollView

  /// The role as a screen reader says it: "slider", "text field", "" for
  /// ``none``, ``group``, ``staticText`` and ``row`` (read as their text).
  public var spokenName: String {
    switch self {
    case .none, .group, .staticText: ""
    case .header: "heading"
    case .button: "button"
    case .link: "link"
    case .toggle: "toggle"
    case .slider: "slider"
    case .stepper: "stepper"
    case .textField: "text field"
    case .searchField: "search field"
    case .textEditor: "text editor"
    case .image: "image"
    case .list: "list"
    case .row: ""
    case .table: "table"
    case .tab: "tab"
    case .tabBar: "tab bar"
    case .picker: "picker"
    case .radioGroup: "radio group"
    case .segmentedControl: "segmented control"
    case .datePicker: "date picker"
    case .colorWell: "color well"
    case .progressIndicator: "progress"
    case .menuButton: "menu button"
    case .menuBar: "menu bar"
    case .menuBarItem: "menu"
    case .scrollView: "scroll area"
    }
  }

  /// The traits an element of this role has without being told.
  public var defaultTraits: TermAccessibilityTraits {
    switch self {
    case .button, .menuButton, .menuBarItem: .isButton
    case .link: .isLink
    case .toggle: .isToggle
    case .header: .isHeader
    case .image: .isImage
    case .searchField: .isSearchField
    case .staticText: .isStaticText
    default: []
    }
  }

  /// The role an app's traits make of an element whose own role is
  /// `self`: text, an image, an unnamed container, or a button given
  /// `.isHeader` becomes a header; a plain view given `.isButton` a button.
  func refined(by traits: TermAccessibilityTraits) -> TermAccessibilityRole {
    let plain: Set<TermAccessibilityRole> = [.none, .group, .staticText, .image, .row]
    guard plain.contains(self) || traits.contains(.isHeader) else { return self }
    if traits.contains(.isHeader) { return .header }
    if traits.contains(.isToggle) { return .toggle }
    if traits.contains(.isButton) { return .button }
    if traits.contains(.isLink) { return .link }
    if traits.contains(.isSearchField) { return .searchField }
    if traits.contains(.isImage) { return .image }
    return self
  }
}
