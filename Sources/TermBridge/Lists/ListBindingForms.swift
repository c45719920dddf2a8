extension List where SelectionValue == Never {
  /// A list of a bound collection's rows, each given a binding to its
  /// element, like SwiftUI's `List($items) { $item in … }`: edits in a row
  /// write into the collection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Sendable
  {
    self.init(data, id: \.id, rowContent: rowContent)
  }

  /// A list of a bound collection's rows, identified by `id`, each given a
  /// binding to its element, like SwiftUI's `List($items, id: \.self) { $item in … }`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Sendable {
    self.init(elementBindings(of: data, id: id), id: bindingKeyPath(id), rowContent: rowContent)
  }
}

extension List {
  /// A list of a bound collection's rows, each given a binding to its
  /// element, whose selected row is `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Sendable
  {
    self.init(
      elementBindings(of: data, id: \.id), id: bindingKeyPath(\Data.Element.id), selection: selection,
      rowContent: rowContent)
  }

  /// A list of a bound collection's rows, each given a binding to its
  /// element, whose selected rows are `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Sendable
  {
    self.init(
      elementBindings(of: data, id: \.id), id: bindingKeyPath(\Data.Element.id), selection: selection,
      rowContent: rowContent)
  }
}
