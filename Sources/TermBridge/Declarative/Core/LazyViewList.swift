import TermBridgeTerminal
import TermBridgeWidgets

/// A lazy stack's content as rows made on demand: the number of rows, the
/// view and the id of row `index`. `ForEach` stays unexpanded (its rows
/// are made from its data one at a time); static children, tuples,
/// groups, conditionals and sections are expanded when the list is made.
@MainActor
struct LazyViewList {
  private enum Segment {
    case single(id: AnyHashable, view: any View)
    case each(any LazyRowSource)
  }

  private var segments: [Segment] = []
  /// The index of each segment's first row.
  private var starts: [Int] = []
  /// The number of rows.
  private(set) var count = 0
  /// Stands for this list: rows of the same list and index show the same view.
  let token = LazyViewListToken()

  init(_ content: any View) {
    visit(content, path: [])
  }

  private mutating func append(_ segment: Segment, rows: Int) {
    guard rows > 0 else { return }
    segments.append(segment)
    starts.append(count)
    count += rows
  }

  private mutating func visit(_ view: any View, path: [AnyHashable]) {
    if let source = view as? any LazyRowSource {
      append(.each(source), rows: source.rowCount)
    } else if let section = view as? any SectionParts {
      if let header = section.sectionHeader { append(.single(id: path + ["header"], view: header), rows: 1) }
      visit(section.sectionContent, path: path + ["content"])
      if let footer = section.sectionFooter { append(.single(id: path + ["footer"], view: footer), rows: 1) }
    } else if let list = view as? any ViewListExpanding {
      for child in list.children() { visit(child.view, path: path + [child.id]) }
    } else {
      let id = (view as? any ExplicitlyIdentified)?.explicitIdentity ?? AnyHashable(path)
      append(.single(id: id, view: view), rows: 1)
    }
  }

  /// The segment holding row `index` and the row's place in it.
  private func locate(_ index: Int) -> (segment: Segment, offset: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (segments[low], index - starts[low])
  }

  /// The view of row `index`.
  func view(at index: Int) -> any View {
    switch locate(index) {
    case (.single(_, let view), _): return view
    case (.each(let source), let offset): return source.rowView(at: offset)
    }
  }

  /// The id of row `index`: its `ForEach` element's id, its `.id(_:)`, or
  /// its place in the content.
  func id(at index: Int) -> AnyHashable {
    switch locate(index) {
    case (.single(let id, _), _): return id
    case (.each(let source), let offset): return source.rowID(at: offset)
    }
  }

  /// The row whose id is `id`, if any.
  func index(of id: AnyHashable) -> Int? {
    for (segment, start) in zip(segments, starts) {
      switch segment {
      case .single(let rowID, _): if rowID == id { return start }
      case .each(let source): if let offset = source.rowIndex(of: id) { return start + offset }
      }
    }
    return nil
  }
}

/// The identity of one ``LazyViewList`` (made afresh with each new content).
final class LazyViewListToken: Sendable {}

/// A view a lazy stack makes rows from one at a time: `ForEach`.
@MainActor
protocol LazyRowSource {
  var rowCount: Int { get }
  func rowView(at offset: Int) -> any View
  func rowID(at offset: Int) -> AnyHashable
  func rowIndex(of id: AnyHashable) -> Int?
}

extension ForEach: LazyRowSource {
  var rowCount: Int { data.count }

  private func element(at offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }

  func rowView(at offset: Int) -> any View { content(element(at: offset)) }
  func rowID(at offset: Int) -> AnyHashable { AnyHashable(id(element(at: offset))) }

  func rowIndex(of target: AnyHashable) -> Int? {
    // An integer range identified by itself: found by arithmetic.
    if let range = data as? Range<Int>, idKeyPath == \Int.self, let value = target.base as? Int {
      return range.contains(value) ? value - range.lowerBound : nil
    }
    guard let wanted = target.base as? ID ?? (target as? ID) else { return nil }
    var offset = 0
    for element in data {
      if id(element) == wanted { return offset }
      offset += 1
    }
    return nil
  }
}

/// A view given an identity with `.id(_:)`, which a lazy stack and
/// `ScrollViewReader` find it by.
@MainActor
protocol ExplicitlyIdentified {
  var explicitIdentity: AnyHashable? { get }
}
