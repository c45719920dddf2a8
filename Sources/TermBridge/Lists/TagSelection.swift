extension ListSelection {
  /// A single selection of values of another type than the rows' ids, as
  /// one of ids: a row is selected while its `.tag` is the value, as in
  /// SwiftUI. Finding the row of a value makes the rows' views (to read
  /// their tags) until one matches.
  @MainActor
  static func byTag<Value: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ selection: Binding<Value?>, data: Data, id: KeyPath<Data.Element, ID>,
    rowContent: @escaping (Data.Element) -> RowContent
  ) -> ListSelection {
    let tag = { (element: Data.Element) in rowTag(of: rowContent(element), as: Value.self) }
    return .single(
      Binding<ID?>(
        get: {
          guard let value = selection.wrappedValue else { return nil }
          return data.first { tag($0) == value }.map { $0[keyPath: id] }
        },
        set: { rowID in
          selection.wrappedValue = rowID.flatMap { rowID in data.first { $0[keyPath: id] == rowID } }.flatMap(
            tag)
        }))
  }

  /// A `Set` selection of values of another type than the rows' ids, as
  /// one of ids: the rows whose tags are in the set.
  @MainActor
  static func byTag<Value: Hashable, Data: RandomAccessCollection, RowContent: View>(
    _ selection: Binding<Set<Value>>, data: Data, id: KeyPath<Data.Element, ID>,
    rowContent: @escaping (Data.Element) -> RowContent
  ) -> ListSelection {
    let tag = { (element: Data.Element) in rowTag(of: rowContent(element), as: Value.self) }
    return .multiple(
      Binding<Set<ID>>(
        get: {
          let values = selection.wrappedValue
          guard !values.isEmpty else { return [] }
          return Set(data.lazy.filter { tag($0).map(values.contains) == true }.map { $0[keyPath: id] })
        },
        set: { rowIDs in
          selection.wrappedValue = Set(data.lazy.filter { rowIDs.contains($0[keyPath: id]) }.compactMap(tag))
        }))
  }
}

/// The `.tag` of a row's view, when it is a `Value`.
@MainActor
private func rowTag<Value: Hashable>(of view: some View, as _: Value.Type) -> Value? {
  viewTraits(of: view)[TagTraitKey.self].flatMap { $0.base as? Value }
}
