import TermBridgeTerminal
import TermBridgeWidgets

/// A scrolling list of rows, like SwiftUI's `List`: built from data, from
/// content (static rows, `ForEach`, `Section`, `OutlineGroup`) or from a
/// tree, with no selection, a single selected value or a `Set` of them.
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
/// `.onMove` moves it with Alt-Up and Alt-Down. In a tree, Right expands
/// the current row and Left collapses it (or goes to its parent).
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: ListSelection<ID>
  let rowContent: (Data.Element) -> RowContent
  /// A list built from content makes its rows in its body.
  var contentList: ContentList?
  @Environment(\.listLook) private var look

  init(
    data: Data, id: KeyPath<Data.Element, ID>, selection: ListSelection<ID>,
    rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.data = data
    self.id = id
    self.selection = selection
    self.rowContent = rowContent
  }

  /// A list of `data`'s rows, identified by `id`, whose selected row's id
  /// is `selection`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data: data, id: id, selection: selection.map { .single($0) } ?? .none, rowContent: rowContent)
  }

  /// A list of `data`'s rows, identified by `id`, whose selected rows' ids
  /// are `selection`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data: data, id: id, selection: .multiple(selection), rowContent: rowContent)
  }

  /// The rows in a `TermListView`, in a box with `.bordered`.
  public var body: some View {
    if let contentList {
      framed(contentList)
    } else {
      framed(ListRepresentable(data: data, id: id, selection: selection, rowContent: rowContent))
    }
  }

  /// The list in a box for `.bordered`.
  @ViewBuilder private func framed(_ list: some View) -> some View {
    if look.isBordered { list.border() } else { list }
  }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A list of identifiable `data`'s rows, whose selected row's id is
  /// `selection`.
  public init(
    _ data: Data, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  /// A list of identifiable `data`'s rows, whose selected rows' ids are
  /// `selection`.
  public init(
    _ data: Data, selection: Binding<Set<ID>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }
}

extension List where Data == [ListContentRow], ID == AnyHashable, RowContent == AnyView {
  /// A list of the rows `content` is made of, like SwiftUI's `List { … }`:
  /// static rows, `ForEach` (with `.onDelete` and `.onMove`), `Section`s,
  /// whose header and footer are rows that cannot be selected, and
  /// `OutlineGroup`s.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.init(content: AnyView(content()), selection: .none)
  }

  /// A list of `content`'s rows whose selected row is `selection`: a row's
  /// `.tag`, or its `ForEach` (or `OutlineGroup`) element's id.
  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    self.init(content: AnyView(content()), selection: ListContentRow.singleSelection(selection))
  }

  /// A list of `content`'s rows whose selected rows are `selection`: their
  /// `.tag`s, or their `ForEach` (or `OutlineGroup`) elements' ids.
  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(content: AnyView(content()), selection: ListContentRow.multipleSelection(selection))
  }

  /// A tree of `data`'s elements, whose children are at `children`, like
  /// SwiftUI's `List(_:children:selection:rowContent:)`: an
  /// ``OutlineGroup`` in a list.
  public init<TreeData: RandomAccessCollection, RowView: View>(
    _ data: TreeData, children: KeyPath<TreeData.Element, TreeData?>,
    selection: Binding<TreeData.Element.ID?>? = nil,
    @ViewBuilder rowContent: @escaping (TreeData.Element) -> RowView
  ) where TreeData.Element: Identifiable {
    let tree = AnyView(OutlineGroup(data, children: children, content: rowContent))
    if let selection {
      self.init(content: tree, selection: ListContentRow.singleSelection(selection))
    } else {
      self.init(content: tree, selection: .none)
    }
  }

  /// A tree of `data`'s elements, whose children are at `children`, with
  /// several rows selected.
  public init<TreeData: RandomAccessCollection, RowView: View>(
    _ data: TreeData, children: KeyPath<TreeData.Element, TreeData?>,
    selection: Binding<Set<TreeData.Element.ID>>,
    @ViewBuilder rowContent: @escaping (TreeData.Element) -> RowView
  ) where TreeData.Element: Identifiable {
    let tree = AnyView(OutlineGroup(data, children: children, content: rowContent))
    self.init(content: tree, selection: ListContentRow.multipleSelection(selection))
  }

  private init(content: AnyView, selection: ListSelection<AnyHashable>) {
    self.init(data: [], id: \.id, selection: .none) { $0.view }
    contentList = ContentList(content: content, selection: selection)
  }
}

/// What a list's selection is bound to.
enum ListSelection<ID: Hashable> {
  case none
  case single(Binding<ID?>)
  case multiple(Binding<Set<ID>>)
}
