/// A tree of views from data whose elements have children, like SwiftUI's
/// `OutlineGroup`: each element with children (a non-nil collection, even
/// an empty one) can be expanded to show them.
///
/// The terminal mapping: in a `List`, each element is a row, indented two
/// columns a level, with `▸` before a collapsed parent and `▾` before an
/// expanded one; Right expands the current row, Left collapses it (or,
/// on a child, goes to its parent). Elsewhere the elements are nested
/// `DisclosureGroup`s. Everything starts collapsed.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// A tree of `data`'s elements, identified by `id`, whose children are
  /// at `children`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  /// Each element's view, and for an element with children a
  /// `DisclosureGroup` of them under it.
  public var body: some View {
    ForEach(data, id: id) { element in
      if let kids = element[keyPath: children] {
        DisclosureGroup {
          AnyView(OutlineGroup(kids, id: id, children: children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A tree of identifiable `data`, whose children are at `children`.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

/// One row of an outline as a `List` shows it.
package struct OutlineRow {
  /// The element's id.
  package var id: AnyHashable
  package var view: AnyView
  /// How many parents the element has.
  package var depth: Int
  package var hasChildren: Bool
  package var isExpanded: Bool
  /// The id of the element's parent, if it has one.
  package var parent: AnyHashable?
}

/// An outline taken apart into the rows on show: an expanded element's
/// children follow it.
@MainActor
package protocol OutlineParts {
  func outlineRows(isExpanded: (AnyHashable) -> Bool) -> [OutlineRow]
}

extension OutlineGroup: OutlineParts {
  package func outlineRows(isExpanded: (AnyHashable) -> Bool) -> [OutlineRow] {
    var rows: [OutlineRow] = []
    func add(_ elements: Data, depth: Int, parent: AnyHashable?) {
      for element in elements {
        let elementID = AnyHashable(element[keyPath: id])
        let kids = element[keyPath: children]
        let expanded = kids != nil && isExpanded(elementID)
        rows.append(
          OutlineRow(
            id: elementID, view: AnyView(content(element)), depth: depth, hasChildren: kids != nil,
            isExpanded: expanded, parent: parent))
        if expanded, let kids { add(kids, depth: depth + 1, parent: elementID) }
      }
    }
    add(data, depth: 0, parent: nil)
    return rows
  }
}
