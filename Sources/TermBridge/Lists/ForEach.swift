import TermBridgeTerminal
import TermBridgeWidgets

/// Views for each element of a collection, identified by the elements' ids,
/// like SwiftUI's `ForEach`: inserting or removing elements keeps the other
/// elements' widgets.
///
/// `Content` is a view, or a table row (``TableRowContent``) inside a
/// `Table`'s `rows:` builder, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection the views are made for.
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  /// The key path of the ids, when they come from one (a lazy stack finds
  /// an integer range's element by arithmetic when it is `\.self`).
  var idKeyPath: AnyKeyPath?

  init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
    idKeyPath = id
  }
}

extension ForEach: View, MultiView where Content: View {
  /// It has no body: its element views join the parent's children.
  public typealias Body = Never

  /// Views for `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: id, content: content)
  }

  func children() -> [ViewChild] {
    data.map { element in ViewChild(id: id(element), view: content(element)) }
  }

  /// Inside a `ScrollViewReader`, each element's view is a scroll target by its id.
  func makeLifecycle() -> NodeLifecycle? { ForEachScrollTargets() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  /// Views for identifiable `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Content: View {
  /// Views for each element of a bound collection, each given a binding to
  /// its element, like SwiftUI's `ForEach($items) { $item in … }`: edits in
  /// a row write into the collection. A row's binding finds its element by
  /// id, so rows removed or moved meanwhile never write to another element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, C.Index: Sendable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.init(data, id: \.id, content: content)
  }

  /// Views for each element of a bound collection, identified by the key
  /// path `id`, each given a binding to its element, like SwiftUI's
  /// `ForEach($items, id: \.self) { $item in … }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Index: Sendable, Data == [Binding<C.Element>] {
    self.data = elementBindings(of: data, id: id)
    self.id = { $0.wrappedValue[keyPath: id] }
    self.content = content
    idKeyPath = bindingKeyPath(id)
  }
}

/// A binding to each element of a bound collection, which finds its
/// element by id (at its index while it is still there, else by a search),
/// so a row removed or moved meanwhile never writes to another element.
func elementBindings<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
  of data: Binding<C>, id: KeyPath<C.Element, ID>
) -> [Binding<C.Element>] where C.Index: Sendable {
  data.wrappedValue.indices.map { index in
    let elementID = data.wrappedValue[index][keyPath: id]
    let last = data.wrappedValue[index]
    return Binding<C.Element>(
      get: {
        let collection = data.wrappedValue
        if index < collection.endIndex, collection[index][keyPath: id] == elementID {
          return collection[index]
        }
        return collection.first { $0[keyPath: id] == elementID } ?? last
      },
      set: { newValue in
        var collection = data.wrappedValue
        let position =
          index < collection.endIndex && collection[index][keyPath: id] == elementID
          ? index : collection.firstIndex { $0[keyPath: id] == elementID }
        guard let position else { return }  // the element is gone: nothing to write
        collection[position] = newValue
        data.wrappedValue = collection
      })
  }
}

/// The key path from a binding to an element to the element's id.
func bindingKeyPath<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<Binding<Element>, ID> {
  (\Binding<Element>.wrappedValue).appending(path: id)
}
