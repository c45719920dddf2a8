/// A `List` or `Table` row's content, made by the row's own hosting graph
/// rather than by the list: what the row content closure (a table's
/// columns) reads (the selection, state, an observed model's properties)
/// is tracked by that row, so a change updates the rows that read it and
/// nothing else, as SwiftUI's rows do. A list or table uses it once a
/// row's content has read something (``ReadProbe``); rows that read
/// nothing are made by the list, at less cost.
///
/// Two values are equal when they are for the same row of the same update
/// of the list (`generation`): made from the same data and closure, they
/// make the same content, so a cell given the row again (the list moved
/// its selection, or reused the cell for the row) evaluates nothing.
nonisolated struct ListRowView<ID: Hashable, Element, Content: View>: View, Equatable {
  let id: ID
  let generation: Int
  let element: Element
  let content: (Element) -> Content

  @MainActor var body: Content { content(element) }

  static func == (a: Self, b: Self) -> Bool {
    a.generation == b.generation && a.id == b.id
  }
}
