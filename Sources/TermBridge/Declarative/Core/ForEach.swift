import TermBridgeTerminal
import TermBridgeWidgets

/// Views for each element of a collection, identified by the elements' ids,
/// like SwiftUI's `ForEach`: inserting or removing elements keeps the other
/// elements' widgets.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, MultiView {
  public typealias Body = Never
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// Views for `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  func children() -> [ViewChild] {
    data.map { element in ViewChild(id: id(element), view: content(element)) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
