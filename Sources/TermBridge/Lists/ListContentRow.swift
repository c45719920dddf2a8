import TermBridgeTerminal

/// A row of a `List` built from content (static rows, `ForEach`,
/// `Section`, `OutlineGroup`). Everything but its view is known without
/// making the view.
struct ListContentRow {
  enum Kind { case row, header, footer, separator }

  /// What the selection is while this row is selected, and how the list
  /// tells rows apart: a static row's `.tag` (or its place), a `ForEach`
  /// or `OutlineGroup` row's element id.
  let id: AnyHashable
  let kind: Kind
  let edit: EditActions?
  let outline: OutlineRow?
  private let makeView: @MainActor () -> AnyView

  /// The row's view, with the look of its kind (a dimmed header, an
  /// outline's indentation and disclosure mark).
  @MainActor var view: AnyView { makeView() }

  init(
    id: AnyHashable, kind: Kind, edit: EditActions?, outline: OutlineRow?,
    makeView: @escaping @MainActor () -> AnyView
  ) {
    self.id = id
    self.kind = kind
    self.edit = edit
    self.outline = outline
    self.makeView = makeView
  }
}

/// Rows are made and read on the main actor only (by a `List`'s
/// coordinator); the collection they come from is not isolated, as
/// `Collection` requires.
extension ListContentRow: @unchecked Sendable {}

/// The rows of a `List`'s content, made one at a time as the list asks:
/// a `ForEach` of a million rows costs the rows on screen.
///
/// A collection is not main-actor isolated, but a `List` (on the main
/// actor) is its only user.
struct ListContentRows: RandomAccessCollection, Equatable {
  let list: LazyViewList
  let count: Int

  /// The rows of `content`, outline rows whose id `isExpanded` says
  /// followed by their children, with a blank row between sections when
  /// `look` separates them.
  @MainActor
  init(of content: any View, look: ListLook, isExpanded: @escaping (AnyHashable) -> Bool) {
    var options = LazyViewList.Options()
    options.isExpanded = isExpanded
    options.separatesSections = look.separatesSections
    list = LazyViewList(content, options: options)
    count = list.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> ListContentRow {
    MainActor.assumeIsolated { row(at: index) }
  }

  @MainActor
  private func row(at index: Int) -> ListContentRow {
    let traits = list.traits(at: index)
    let list = self.list
    if let part = traits[SectionPartTraitKey.self] {
      let kind: ListContentRow.Kind
      switch part {
      case .header: kind = .header
      case .footer: kind = .footer
      case .separator: kind = .separator
      }
      return ListContentRow(id: list.id(at: index), kind: kind, edit: nil, outline: nil) {
        let view = AnyView(list.view(at: index))
        return kind == .header
          ? AnyView(view.bold().foregroundColor(.gray)) : AnyView(view.foregroundColor(.gray))
      }
    }
    let outline = traits[OutlineRowTraitKey.self]
    return ListContentRow(
      id: traits[TagTraitKey.self] ?? list.id(at: index), kind: .row, edit: traits[EditActionsTraitKey.self],
      outline: outline
    ) {
      let made = list.view(at: index)
      var view = AnyView(made)
      // A badge goes at the trailing edge of its row.
      if let badge = viewTraits(of: made)[BadgeTraitKey.self] {
        view = AnyView(
          HStack(cellSpacing: 1) {
            view
            Spacer()
            Text(badge).foregroundColor(.gray)
          })
      }
      guard let outline else { return view }
      let glyph = outline.hasChildren ? (outline.isExpanded ? "▾" : "▸") : " "
      return AnyView(
        HStack(cellSpacing: 1) {
          Text(glyph).foregroundColor(.gray)
          view
        }
        .cellPadding(.leading, 2 * outline.depth))
    }
  }

  /// Rows of the same content taken apart once are the same rows; content
  /// taken apart again is new rows (the list reloads what is on screen).
  static func == (a: ListContentRows, b: ListContentRows) -> Bool {
    MainActor.assumeIsolated { a.list.isSameList(as: b.list) }
  }
}

extension ListContentRow {
  /// The row in edit mode: a red `⊖` before a row its `ForEach` can
  /// delete (Delete deletes it), a grey `≡` after one it can move (Alt-Up
  /// and Alt-Down move it).
  @MainActor var editingView: AnyView {
    let view = self.view
    guard let edit, edit.delete != nil || edit.move != nil else { return view }
    return AnyView(
      HStack(spacing: 1) {
        if edit.delete != nil { Text("⊖").foregroundColor(.red) }
        view
        Spacer(minLength: 0)
        if edit.move != nil { Text("≡").foregroundColor(.gray) }
      })
  }

  /// A single selection of `SelectionValue`s as one of row ids.
  @MainActor
  static func singleSelection<SelectionValue: Hashable>(
    _ selection: Binding<SelectionValue?>
  ) -> ListSelection<AnyHashable> {
    .single(
      Binding<AnyHashable?>(
        get: { selection.wrappedValue.map { AnyHashable($0) } },
        set: { id in selection.wrappedValue = id.flatMap { $0.base as? SelectionValue } }))
  }

  /// A `Set` of `SelectionValue`s as one of row ids.
  @MainActor
  static func multipleSelection<SelectionValue: Hashable>(
    _ selection: Binding<Set<SelectionValue>>
  ) -> ListSelection<AnyHashable> {
    .multiple(
      Binding<Set<AnyHashable>>(
        get: { Set(selection.wrappedValue.map { AnyHashable($0) }) },
        set: { ids in selection.wrappedValue = Set(ids.compactMap { $0.base as? SelectionValue }) }))
  }
}

/// The body of a `List` built from content: it takes the content apart
/// into rows each time it runs (a cost in proportion to its sections, not
/// its rows), and keeps which outline rows are expanded.
struct ContentList: View {
  let content: AnyView
  let selection: ListSelection<AnyHashable>
  @State private var expanded: Set<AnyHashable> = []
  @Environment(\.listLook) private var look
  @Environment(\.editMode) private var editMode

  init(content: AnyView, selection: ListSelection<AnyHashable>) {
    self.content = content
    self.selection = selection
  }

  var body: some View {
    let expandedRows = expanded
    let rows = ListContentRows(of: content, look: look) { expandedRows.contains($0) }
    let expanded = $expanded
    var actions = ListRowActions<ListContentRow>()
    actions.isSelectable = { $0.kind == .row }
    actions.delete = { row in
      guard let edit = row.edit, let delete = edit.delete else { return false }
      delete(OffsetSet(integer: edit.offset))
      return true
    }
    actions.move = { row, destination in
      guard let edit = row.edit, let move = edit.move, let other = destination.edit,
        other.group === edit.group
      else { return false }
      // SwiftUI's offsets: the row goes before the offset given.
      move(OffsetSet(integer: edit.offset), other.offset > edit.offset ? other.offset + 1 : other.offset)
      return true
    }
    actions.expand = { row in
      guard let outline = row.outline, outline.hasChildren, !outline.isExpanded else { return false }
      expanded.wrappedValue.insert(row.id)
      return true
    }
    actions.collapse = { row in
      guard let outline = row.outline, outline.isExpanded else { return false }
      expanded.wrappedValue.remove(row.id)
      return true
    }
    actions.parent = { $0.outline?.parent }
    let isEditing = editMode?.wrappedValue.isEditing == true
    let list = rows.list
    return ListRepresentable(
      data: rows, id: \.id, selection: selection, rowContent: { isEditing ? $0.editingView : $0.view },
      actions: actions, sections: { list.section(containing: $0) })
  }
}
