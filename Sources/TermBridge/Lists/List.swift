import TermBridgeTerminal
import TermBridgeWidgets

/// A scrolling list of rows, like SwiftUI's `List`: built from data, from
/// content (static rows, `ForEach`, `Section`, `OutlineGroup`) or from a
/// tree, with no selection, a single selected value or a `Set` of them.
///
/// Its type is SwiftUI's, `List<SelectionValue, Content>`: a list without
/// selection has a `SelectionValue` of `Never`, and one built from data
/// has the `ForEach` of its rows as its `Content` (`List(items) { … }` is a
/// `List<Never, ForEach<[Item], Item.ID, Row>>`), so code that names the
/// type or extends it compiles as with SwiftUI.
///
/// It is a representable over ``TermListView``: rows are declarative
/// content hosted in reusable cells through ``TermHostingConfiguration``,
/// so only the rows on screen exist, however long the data is. The
/// environment (values, custom keys, `@Observable` objects) reaches every
/// row.
///
/// The terminal mapping: a focused list always has a current row (the
/// first on screen when it gains focus), shown in reverse video; Up, Down,
/// Page Up, Page Down, Home and End move it. Enter activates the row's
/// first button or link (or shows a split view's next column), and Space
/// flips its first toggle. With a single selection the current row is the
/// selection. With a `Set` the current row is underlined and the keys move
/// it alone: Space selects or deselects it, Shift with a movement key
/// extends the selection, and a click selects or deselects a row. A
/// `ForEach` with `.onDelete` deletes the current row on Delete, and with
/// `.onMove` moves it with Alt-Up and Alt-Down (in edit mode the rows show
/// `⊖` and `≡` marks). In a tree, Right expands the current row and Left
/// collapses it (or goes to its parent). A row's `.swipeActions` run from
/// Ctrl-Left, Ctrl-Right, Shift-Delete and Shift-F10, or a sideways drag;
/// `.refreshable` runs on Ctrl-R or F5.
///
/// `Section` headers and footers pin as in UIKit's plain table view: in
/// a `.plain` (the default here), `.inset` or `.bordered` list, a
/// section's header stays on the list's first line while its rows scroll
/// under it, until the next section's header pushes it up, and its footer
/// stays on the last line while its rows reach below it. The current row
/// is scrolled out from under them, and a click on a pinned header
/// selects nothing. `.grouped`, `.insetGrouped` and `.sidebar` lists (a
/// grouped table, a sidebar) scroll headers and footers with their rows.
///
/// A list of data whose selection is of another type than the rows' ids
/// selects by the rows' `.tag`s, as SwiftUI's does.
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// The rows, as SwiftUI's `List` holds them.
  let content: Content
  /// What shows them: a ``ListRepresentable`` over the data, or a
  /// ``ContentList`` taking the content apart into rows.
  let rows: AnyView
  @Environment(\.listLook) private var look

  private init(content: Content, rows: some View) {
    self.content = content
    self.rows = AnyView(rows)
  }

  /// The rows in a `TermListView`, in a box with `.bordered`.
  public var body: some View {
    if look.isBordered { rows.border() } else { rows }
  }
}

// MARK: Built from data

extension List {

  /// A list of `data`'s rows, selected as `rows` says.
  init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, rows: ListSelection<ID>,
    rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent),
      rows: ListRepresentable(data: data, id: id, selection: rows, rowContent: rowContent))
  }

  /// A list of `data`'s rows, identified by `id`, whose selected row is
  /// `selection` (the row's id, or its `.tag` when the types differ).
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    // The row's id when the types agree, else the rows' tags.
    let rows = selection.map {
      ListSelection<ID>.matching($0) ?? .byTag($0, data: data, id: id, rowContent: rowContent)
    }
    self.init(data, id: id, rows: rows ?? .none, rowContent: rowContent)
  }

  /// A list of `data`'s rows, identified by `id`, whose selected rows are
  /// `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    // The row's id when the types agree, else the rows' tags.
    let rows = selection.map {
      ListSelection<ID>.matching($0) ?? .byTag($0, data: data, id: id, rowContent: rowContent)
    }
    self.init(data, id: id, rows: rows ?? .none, rowContent: rowContent)
  }

  /// A list of identifiable `data`'s rows, whose selected row is `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  /// A list of identifiable `data`'s rows, whose selected rows are `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A list of `data`'s rows, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent),
      rows: ListRepresentable(data: data, id: id, selection: .none, rowContent: rowContent))
  }

  /// A list of identifiable `data`'s rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, rowContent: rowContent)
  }

  /// A list of a constant range's rows: `List(0..<5) { Text("Row \($0)") }`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(data, id: \.self, rowContent: rowContent)
  }
}

// MARK: Built from content

extension List {
  /// A list of `content`'s rows whose selected row is `selection`: a row's
  /// `.tag`, or its `ForEach` (or `OutlineGroup`) element's id.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    let content = content()
    self.init(
      content: content,
      rows: ContentList(
        content: AnyView(content), selection: selection.map { ListContentRow.singleSelection($0) } ?? .none))
  }

  /// A list of `content`'s rows whose selected rows are `selection`: their
  /// `.tag`s, or their `ForEach` (or `OutlineGroup`) elements' ids.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    let content = content()
    self.init(
      content: content,
      rows: ContentList(
        content: AnyView(content), selection: selection.map { ListContentRow.multipleSelection($0) } ?? .none)
    )
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` is made of, like SwiftUI's `List { … }`:
  /// static rows, `ForEach` (with `.onDelete` and `.onMove`), `Section`s,
  /// whose header and footer are rows that cannot be selected, and
  /// `OutlineGroup`s.
  public init(@ViewBuilder content: () -> Content) {
    let content = content()
    self.init(content: content, rows: ContentList(content: AnyView(content), selection: .none))
  }
}

// MARK: Trees

extension List {
  /// A tree of `data`'s elements, whose children are at `children`, like
  /// SwiftUI's `List(_:children:selection:rowContent:)`: an
  /// ``OutlineGroup`` in a list.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A tree of `data`'s elements, whose children are at `children`, with
  /// several rows selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A tree of `data`'s elements, whose children are at `children`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
}

/// What a list's selection is bound to.
enum ListSelection<ID: Hashable> {
  case none
  case single(Binding<ID?>)
  case multiple(Binding<Set<ID>>)

  /// Whether the list has no selection binding.
  var isNone: Bool {
    if case .none = self { return true }
    return false
  }

  /// A single selection of values of the rows' id type, as one of ids;
  /// nil when the values are of another type (the rows' tags select them).
  static func matching<Value: Hashable>(_ selection: Binding<Value?>) -> ListSelection? {
    guard Value.self == ID.self else { return nil }
    return .single(
      Binding<ID?>(
        get: { selection.wrappedValue.map { $0 as! ID } },
        set: { selection.wrappedValue = $0.map { $0 as! Value } }))
  }

  /// A `Set` selection of values of the rows' id type, as one of ids; nil
  /// when the values are of another type.
  static func matching<Value: Hashable>(_ selection: Binding<Set<Value>>) -> ListSelection? {
    guard Value.self == ID.self else { return nil }
    return .multiple(
      Binding<Set<ID>>(
        get: { selection.wrappedValue as! Set<ID> },
        set: { selection.wrappedValue = $0 as! Set<Value> }))
  }
}
