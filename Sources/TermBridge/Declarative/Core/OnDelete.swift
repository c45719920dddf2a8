import Foundation

/// How a `List` deletes a row that came from a `ForEach` with `.onDelete`:
/// the action, and the row's offset in the `ForEach`'s data.
package struct DeleteAction {
  package let offset: Int
  package let perform: @MainActor (IndexSet) -> Void
}

/// The `.onDelete` of the `ForEach` a row came from.
package enum DeleteActionTraitKey: ViewTraitKey {
  package static var defaultValue: DeleteAction? { nil }
}

/// A `ForEach` whose rows a `List` can delete (Delete on the current row).
struct OnDeleteForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, MultiView,
  ViewListExpanding
{
  typealias Body = Never
  let forEach: ForEach<Data, ID, Content>
  let action: @MainActor (IndexSet) -> Void

  func children() -> [ViewChild] {
    forEach.children().enumerated().map { offset, child in
      ViewChild(
        id: child.id,
        view: AnyView(child.view).trait(
          DeleteActionTraitKey.self, DeleteAction(offset: offset, perform: action)))
    }
  }
}

extension ForEach {
  /// Lets a `List` delete these rows: Delete on the current row calls
  /// `action` with its offset, like SwiftUI's `onDelete(perform:)`; remove
  /// the element there (`remove(atOffsets:)`).
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some View {
    OnDeleteForEach(forEach: self, action: action ?? { _ in })
  }
}
