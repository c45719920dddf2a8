/// A view made of views for the elements of a collection, like SwiftUI's
/// `DynamicViewContent`: `ForEach`, and a `ForEach` given edit actions. A
/// `List` lets the user delete and move its rows (`onDelete`, `onMove`).
public protocol DynamicViewContent: View {
  /// The collection whose elements the views stand for.
  associatedtype Data: Collection
  /// The collection whose elements the views stand for.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// Rows of one `ForEach` given edit actions; rows compare their group to
/// know whether a move stays inside it.
package final class EditGroup {
  init() {}
}

/// What a `List` may do to a row that came from a `ForEach` with
/// `.onDelete` or `.onMove`: the actions, and the row's offset in the
/// `ForEach`'s data.
package struct EditActions {
  package let offset: Int
  package var group: EditGroup
  package var delete: (@MainActor (OffsetSet) -> Void)?
  package var move: (@MainActor (OffsetSet, Int) -> Void)?
}

/// The edit actions of the `ForEach` a row came from.
package enum EditActionsTraitKey: ViewTraitKey {
  package static var defaultValue: EditActions? { nil }
}

/// A row of dynamic content with the edit actions given so far.
package struct EditableRow {
  var id: AnyHashable
  var view: any View
  var actions: EditActions
}

/// Content that hands its rows out with their edit actions (so several
/// actions on one `ForEach` end up on the same rows).
@MainActor
package protocol EditableRowsProviding {
  func editableRows() -> [EditableRow]
}

/// Dynamic content given a delete or a move action, which a `List` offers
/// to the user on each of its rows.
struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent, MultiView, ViewListExpanding,
  EditableRowsProviding
{
  typealias Body = Never
  let base: Base
  var delete: (@MainActor (OffsetSet) -> Void)?
  var move: (@MainActor (OffsetSet, Int) -> Void)?

  var data: Base.Data { base.data }

  func editableRows() -> [EditableRow] {
    var rows: [EditableRow]
    if let inner = base as? any EditableRowsProviding {
      rows = inner.editableRows()
    } else {
      let items = viewListItems(of: base)
      let group = EditGroup()
      rows = items.enumerated().map { offset, item in
        // A `ForEach`'s path is one id: its element's.
        let path = item.id.base as? [AnyHashable]
        let id = path?.count == 1 ? path![0] : item.id
        return EditableRow(id: id, view: item.view, actions: EditActions(offset: offset, group: group))
      }
    }
    for index in rows.indices {
      if let delete { rows[index].actions.delete = delete }
      if let move { rows[index].actions.move = move }
    }
    return rows
  }

  func children() -> [ViewChild] {
    editableRows().map { row in
      ViewChild(id: row.id, view: AnyView(row.view).trait(EditActionsTraitKey.self, row.actions))
    }
  }
}

extension DynamicViewContent {
  /// Lets a `List` delete these rows, like SwiftUI's `onDelete(perform:)`:
  /// Delete on the current row calls `action` with its offset; remove the
  /// element there (`remove(atOffsets:)`).
  public func onDelete(perform action: (@MainActor (OffsetSet) -> Void)?) -> some DynamicViewContent {
    EditActionsContent(base: self, delete: action, move: nil)
  }

  /// `onDelete(perform:)` for an action that takes Foundation's `IndexSet`
  /// (or another set of `Int`), as SwiftUI's does.
  public func onDelete<Offsets: SetAlgebra>(perform action: (@MainActor (Offsets) -> Void)?)
    -> some DynamicViewContent
  where Offsets.Element == Int {
    var delete: (@MainActor (OffsetSet) -> Void)?
    if let action { delete = { offsets in action(Offsets(offsets)) } }
    return EditActionsContent(base: self, delete: delete, move: nil)
  }

  /// Lets a `List` move these rows, like SwiftUI's `onMove(perform:)`:
  /// Alt-Up and Alt-Down on the current row call `action` with its offset
  /// and the offset it goes before (`move(fromOffsets:toOffset:)`). Rows
  /// move only among the rows of this content.
  public func onMove(perform action: (@MainActor (OffsetSet, Int) -> Void)?) -> some DynamicViewContent {
    EditActionsContent(base: self, delete: nil, move: action)
  }

  /// `onMove(perform:)` for an action that takes Foundation's `IndexSet`
  /// (or another set of `Int`), as SwiftUI's does.
  public func onMove<Offsets: SetAlgebra>(perform action: (@MainActor (Offsets, Int) -> Void)?)
    -> some DynamicViewContent
  where Offsets.Element == Int {
    var move: (@MainActor (OffsetSet, Int) -> Void)?
    if let action { move = { offsets, destination in action(Offsets(offsets), destination) } }
    return EditActionsContent(base: self, delete: nil, move: move)
  }
}

extension EditActionsContent: LazyRowSource where Base: LazyRowSource {
  var rowCount: Int { base.rowCount }
  var rowsAreSingleViews: Bool { base.rowsAreSingleViews }
  func rowView(at offset: Int) -> any View { base.rowView(at: offset) }
  func rowID(at offset: Int) -> AnyHashable { base.rowID(at: offset) }
  func rowIndex(of id: AnyHashable) -> Int? { base.rowIndex(of: id) }

  /// The base's traits with these actions added (the list that asks sets
  /// the group).
  func rowTraits(at offset: Int) -> ViewTraits {
    var traits = base.rowTraits(at: offset)
    var actions = traits[EditActionsTraitKey.self] ?? EditActions(offset: offset, group: EditGroup())
    if let delete { actions.delete = delete }
    if let move { actions.move = move }
    traits[EditActionsTraitKey.self] = actions
    return traits
  }
}
