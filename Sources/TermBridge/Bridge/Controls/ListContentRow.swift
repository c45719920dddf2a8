import Foundation
import TermBridgeDeclarative
import TermBridgeTerminal

/// A row of a `List` built from content (static rows, `ForEach`,
/// `Section`, `OutlineGroup`).
public struct ListContentRow {
  enum Kind { case row, header, footer, separator }

  /// Where an outline row is in its tree.
  struct Outline {
    var hasChildren: Bool
    var isExpanded: Bool
    /// The row id of its parent.
    var parent: AnyHashable?
  }

  let id: AnyHashable
  let kind: Kind
  let view: AnyView
  /// What the selection is while this row is selected: its `.tag`, or its
  /// `ForEach` or `OutlineGroup` element's id.
  let selectionValue: AnyHashable
  var edit: EditActions?
  var outline: Outline?

  /// The rows `content` is made of: sections open into a header row, their
  /// rows and a footer row (with a blank row between sections when `look`
  /// separates them); outlines into their elements on show, those whose
  /// row id `isExpanded` says followed by their children.
  @MainActor
  static func rows(
    of content: any View, look: ListLook, isExpanded: (AnyHashable) -> Bool
  ) -> [ListContentRow] {
    var rows: [ListContentRow] = []
    var sections = 0
    /// A section's header or footer, or a separator: never selected.
    func addDecoration(_ view: some View, kind: Kind, id: [AnyHashable]) {
      let rowID = AnyHashable(id + [AnyHashable("\(kind)")])
      rows.append(ListContentRow(id: rowID, kind: kind, view: AnyView(view), selectionValue: rowID))
    }
    func add(_ items: [ViewListItem], prefix: [AnyHashable]) {
      for item in items {
        let id = [AnyHashable(prefix), item.id]
        if let section = item.view as? any SectionParts {
          if look.separatesSections, sections > 0 { addDecoration(Text(""), kind: .separator, id: id) }
          sections += 1
          if let header = section.sectionHeader {
            addDecoration(header.bold().foregroundColor(.gray), kind: .header, id: id)
          }
          add(viewListItems(of: section.sectionContent), prefix: id)
          if let footer = section.sectionFooter {
            addDecoration(footer.foregroundColor(.gray), kind: .footer, id: id)
          }
          continue
        }
        if let outline = item.view as? any OutlineParts {
          addOutline(outline, id: id)
          continue
        }
        let last = (item.id.base as? [AnyHashable])?.last ?? item.id
        rows.append(
          ListContentRow(
            id: AnyHashable(id), kind: .row, view: AnyView(item.view),
            selectionValue: item.traits[TagTraitKey.self] ?? last,
            edit: item.traits[EditActionsTraitKey.self]))
      }
    }
    func addOutline(_ outline: any OutlineParts, id: [AnyHashable]) {
      func rowID(_ element: AnyHashable) -> AnyHashable { AnyHashable(id + [element]) }
      for element in outline.outlineRows(isExpanded: { isExpanded(rowID($0)) }) {
        let glyph = element.hasChildren ? (element.isExpanded ? "▾" : "▸") : " "
        let view = HStack(spacing: 1) {
          Text(glyph).foregroundColor(.gray)
          element.view
        }
        .padding(.leading, 2 * element.depth)
        rows.append(
          ListContentRow(
            id: rowID(element.id), kind: .row, view: AnyView(view), selectionValue: element.id,
            outline: Outline(
              hasChildren: element.hasChildren, isExpanded: element.isExpanded,
              parent: element.parent.map(rowID))))
      }
    }
    add(viewListItems(of: content), prefix: [])
    return rows
  }

  /// A single selection of `SelectionValue`s as one of row ids.
  @MainActor
  static func singleSelection<SelectionValue: Hashable>(
    _ selection: Binding<SelectionValue?>
  ) -> @MainActor ([ListContentRow]) -> ListSelection<AnyHashable> {
    { rows in
      let (values, ids) = selectionMaps(rows, as: SelectionValue.self)
      return .single(
        Binding<AnyHashable?>(
          get: { selection.wrappedValue.flatMap { ids[$0] } },
          set: { id in selection.wrappedValue = id.flatMap { values[$0] } }))
    }
  }

  /// A `Set` of `SelectionValue`s as one of row ids. Values of rows not on
  /// show (in a collapsed outline) stay selected when the rows shown change.
  @MainActor
  static func multipleSelection<SelectionValue: Hashable>(
    _ selection: Binding<Set<SelectionValue>>
  ) -> @MainActor ([ListContentRow]) -> ListSelection<AnyHashable> {
    { rows in
      let (values, ids) = selectionMaps(rows, as: SelectionValue.self)
      return .multiple(
        Binding<Set<AnyHashable>>(
          get: { Set(selection.wrappedValue.compactMap { ids[$0] }) },
          set: { newIDs in
            let hidden = selection.wrappedValue.filter { ids[$0] == nil }
            selection.wrappedValue = hidden.union(newIDs.compactMap { values[$0] })
          }))
    }
  }

  /// Both ways between a selectable row's id and its selection value.
  private static func selectionMaps<SelectionValue: Hashable>(
    _ rows: [ListContentRow], as type: SelectionValue.Type
  ) -> (values: [AnyHashable: SelectionValue], ids: [SelectionValue: AnyHashable]) {
    var values: [AnyHashable: SelectionValue] = [:]
    var ids: [SelectionValue: AnyHashable] = [:]
    for row in rows where row.kind == .row {
      guard let value = row.selectionValue.base as? SelectionValue else { continue }
      values[row.id] = value
      if ids[value] == nil { ids[value] = row.id }
    }
    return (values, ids)
  }
}

/// The body of a `List` built from content: it takes the content apart
/// into rows each time it runs, and keeps which outline rows are expanded.
struct ContentList: View {
  let content: AnyView
  let selection: @MainActor ([ListContentRow]) -> ListSelection<AnyHashable>
  @State private var expanded: Set<AnyHashable> = []
  @Environment(\.listLook) private var look

  init(content: AnyView, selection: @escaping @MainActor ([ListContentRow]) -> ListSelection<AnyHashable>) {
    self.content = content
    self.selection = selection
  }

  var body: some View {
    let expandedRows = expanded
    let rows = ListContentRow.rows(of: content, look: look) { expandedRows.contains($0) }
    let expanded = $expanded
    var actions = ListRowActions<ListContentRow>()
    actions.isSelectable = { $0.kind == .row }
    actions.delete = { row in
      guard let edit = row.edit, let delete = edit.delete else { return false }
      delete(IndexSet(integer: edit.offset))
      return true
    }
    actions.move = { row, destination in
      guard let edit = row.edit, let move = edit.move, let other = destination.edit,
        other.group === edit.group
      else { return false }
      // SwiftUI's offsets: the row goes before the offset given.
      move(IndexSet(integer: edit.offset), other.offset > edit.offset ? other.offset + 1 : other.offset)
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
    return ListRepresentable(
      data: rows, id: \.id, selection: selection(rows), rowContent: { $0.view }, actions: actions)
  }
}
