/// How a `List` looks, like SwiftUI's `ListStyle`; set with
/// `.listStyle(_:)` on the list or any view above it.
///
/// The terminal mapping: `.plain` and `.automatic` rows use the full
/// width; `.inset` and `.sidebar` keep a column free on each side;
/// `.grouped` leaves a blank line between sections, and `.insetGrouped`
/// does both; `.bordered` draws a box round the list. Only these styles
/// change how a list looks; a style of an app's own is taken as `.plain`.
///
/// Section headers and footers pin as UIKit's table styles pin them: in
/// `.plain`, `.automatic`, `.inset` and `.bordered` lists (a plain
/// `UITableView`) a section's header stays at the top while its rows
/// scroll under it, until the next section's header pushes it up, and its
/// footer stays at the bottom until its header arrives; in `.grouped`,
/// `.insetGrouped` and `.sidebar` lists (a grouped table, a sidebar)
/// headers and footers scroll with their rows.
public protocol ListStyle: Sendable {}

/// A built-in style's meaning on the terminal.
protocol ListLookProviding {
  var listLook: ListLook { get }
}

/// What a list style means on the terminal.
struct ListLook: Hashable, Sendable {
  /// Columns kept free on each side of the rows.
  var horizontalInset = 0
  /// Whether a blank line separates sections.
  var separatesSections = false
  /// Whether a box is drawn round the list.
  var isBordered = false
  /// Whether section headers and footers pin to the list's edges (a plain
  /// table's do, a grouped one's and a sidebar's do not).
  var pinsSections = true
}

/// The platform's default: `.plain` here.
public struct DefaultListStyle: ListStyle, ListLookProviding {
  /// Makes the default style; `.automatic` names it.
  public init() {}
  var listLook: ListLook { ListLook() }
}

/// Rows across the whole width, sections one after another.
public struct PlainListStyle: ListStyle, ListLookProviding {
  /// Makes the plain style; `.plain` names it.
  public init() {}
  var listLook: ListLook { ListLook() }
}

/// Rows inset from the list's edges by a column.
public struct InsetListStyle: ListStyle, ListLookProviding {
  /// Makes the inset style; `.inset` names it.
  public init() {}
  var listLook: ListLook { ListLook(horizontalInset: 1) }
}

/// Sections apart, with a blank line between them.
public struct GroupedListStyle: ListStyle, ListLookProviding {
  /// Makes the grouped style; `.grouped` names it.
  public init() {}
  var listLook: ListLook { ListLook(separatesSections: true, pinsSections: false) }
}

/// Sections apart and rows inset.
public struct InsetGroupedListStyle: ListStyle, ListLookProviding {
  /// Makes the inset grouped style; `.insetGrouped` names it.
  public init() {}
  var listLook: ListLook { ListLook(horizontalInset: 1, separatesSections: true, pinsSections: false) }
}

/// A sidebar's list (in a split view's first column): rows inset.
public struct SidebarListStyle: ListStyle, ListLookProviding {
  /// Makes the sidebar style; `.sidebar` names it.
  public init() {}
  var listLook: ListLook { ListLook(horizontalInset: 1, pinsSections: false) }
}

/// A list in a box.
public struct BorderedListStyle: ListStyle, ListLookProviding {
  /// Makes the bordered style; `.bordered` names it.
  public init() {}
  var listLook: ListLook { ListLook(isBordered: true) }
}

extension ListStyle where Self == DefaultListStyle {
  /// The default look: `.plain`.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Rows across the whole width.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Rows inset by a column.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Sections with a blank line between them.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections apart and rows inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar: rows inset.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == BorderedListStyle {
  /// A list in a box.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

struct ListLookKey: EnvironmentKey {
  static var defaultValue: ListLook { ListLook() }
}

extension EnvironmentValues {
  /// The look of the lists below, from `.listStyle(_:)`.
  var listLook: ListLook {
    get { self[ListLookKey.self] }
    set { self[ListLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the lists in this view look, like SwiftUI's `listStyle(_:)`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listLook, (style as? any ListLookProviding)?.listLook ?? ListLook())
  }
}
