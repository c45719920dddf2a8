import TermBridgeTerminal
import TermBridgeWidgets

/// Content as rows made on demand, for lazy stacks and lists: the number of
/// rows, and the view, id and traits of row `index`. A `ForEach` whose
/// elements are one view each stays unexpanded (its rows are made from its
/// data one at a time); static children, tuples, groups, conditionals,
/// sections and a `ForEach` of sections are expanded when the list is made.
@MainActor
package struct LazyViewList {
  /// What a list (rather than a stack) also takes apart.
  package struct Options {
    /// When set, `OutlineGroup`s open into a row per element on show:
    /// an element whose id this says is expanded is followed by its
    /// children. Nil leaves an outline one view.
    package var isExpanded: ((AnyHashable) -> Bool)?
    /// A separator row before each section but the first.
    package var separatesSections = false

    package init() {}
  }

  private enum Segment {
    case single(id: AnyHashable, view: any View, traits: ViewTraits)
    case each(any LazyRowSource, group: EditGroup)
  }

  private var segments: [Segment] = []
  /// The index of each segment's first row.
  private var starts: [Int] = []
  private let options: Options
  /// Sections seen so far (for the separators between them).
  private var sectionCount = 0
  /// How many sections the row being visited is inside.
  private var sectionDepth = 0
  /// The rows of each outermost section, in order.
  package private(set) var sections: [TermSectionRows] = []
  /// The number of rows.
  package private(set) var count = 0
  /// Stands for this list: rows of the same list and index show the same view.
  let token = LazyViewListToken()

  package init(_ content: any View, options: Options = Options()) {
    self.options = options
    visit(content, path: [])
  }

  private mutating func append(_ segment: Segment, rows: Int) {
    guard rows > 0 else { return }
    segments.append(segment)
    starts.append(count)
    count += rows
  }

  private mutating func appendSingle(_ view: any View, id: AnyHashable, part: SectionPart? = nil) {
    var traits = viewTraits(of: view)
    if let part { traits[SectionPartTraitKey.self] = part }
    append(.single(id: id, view: view, traits: traits), rows: 1)
  }

  /// Adds `view`'s rows. `elementID` is the id of the `ForEach` element
  /// the view was made for (its row's id, when it makes one).
  private mutating func visit(_ view: any View, path: [AnyHashable], elementID: AnyHashable? = nil) {
    if let source = view as? any LazyRowSource, source.rowsAreSingleViews {
      append(.each(source, group: EditGroup()), rows: source.rowCount)
    } else if let section = view as? any SectionParts {
      if options.separatesSections, sectionCount > 0 {
        appendSingle(Text(""), id: AnyHashable(path + ["separator"]), part: .separator)
      }
      sectionCount += 1
      let start = count
      var rows = TermSectionRows(rows: start..<start)
      sectionDepth += 1
      if let header = section.sectionHeader {
        rows.header = count
        appendSingle(header, id: AnyHashable(path + ["header"]), part: .header)
      }
      visit(section.sectionContent, path: path + ["content"])
      if let footer = section.sectionFooter {
        rows.footer = count
        appendSingle(footer, id: AnyHashable(path + ["footer"]), part: .footer)
      }
      sectionDepth -= 1
      // A section inside another is rows of the outer one.
      if sectionDepth == 0, count > start {
        rows.rows = start..<count
        sections.append(rows)
      }
    } else if let outline = view as? any OutlineParts, let isExpanded = options.isExpanded {
      for row in outline.outlineRows(isExpanded: isExpanded) {
        var traits = viewTraits(of: row.view)
        traits[OutlineRowTraitKey.self] = row
        append(.single(id: row.id, view: row.view, traits: traits), rows: 1)
      }
    } else if let list = view as? any ViewListExpanding {
      // The elements of a `ForEach` expanded here are identified by their ids.
      let isForEach = view is any LazyRowSource
      for child in list.children() {
        visit(child.view, path: path + [child.id], elementID: isForEach ? child.id : elementID)
      }
    } else {
      let explicit = (view as? any ExplicitlyIdentified)?.explicitIdentity
      appendSingle(view, id: explicit ?? elementID ?? AnyHashable(path))
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
  package func view(at index: Int) -> any View {
    switch locate(index) {
    case (.single(_, let view, _), _): return view
    case (.each(let source, _), let offset): return source.rowView(at: offset)
    }
  }

  /// The id of row `index`: its `ForEach` (or outline) element's id, its
  /// `.id(_:)`, or its place in the content.
  package func id(at index: Int) -> AnyHashable {
    switch locate(index) {
    case (.single(let id, _, _), _): return id
    case (.each(let source, _), let offset): return source.rowID(at: offset)
    }
  }

  /// The traits of row `index` that a container reads without making the
  /// row's view: a static row's (`.tag`), its section part, a `ForEach`
  /// row's edit actions (whose group is the `ForEach`).
  package func traits(at index: Int) -> ViewTraits {
    switch locate(index) {
    case (.single(_, _, let traits), _): return traits
    case (.each(let source, let group), let offset):
      var traits = source.rowTraits(at: offset)
      if var actions = traits[EditActionsTraitKey.self] {
        actions.group = group
        traits[EditActionsTraitKey.self] = actions
      }
      return traits
    }
  }

  /// The outermost section holding row `index`, if any: found by halving
  /// the sections, so it costs no row.
  package func section(containing index: Int) -> TermSectionRows? {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].rows.upperBound <= index { low = middle + 1 } else { high = middle }
    }
    guard low < sections.count, sections[low].rows.contains(index) else { return nil }
    return sections[low]
  }

  /// Whether `other` is this list (the same content taken apart once).
  package func isSameList(as other: LazyViewList) -> Bool { token === other.token }

  /// The row whose id is `id`, if any.
  package func index(of id: AnyHashable) -> Int? {
    for (segment, start) in zip(segments, starts) {
      switch segment {
      case .single(let rowID, _, _): if rowID == id { return start }
      case .each(let source, _): if let offset = source.rowIndex(of: id) { return start + offset }
      }
    }
    return nil
  }
}

/// What part of a section a row of a ``LazyViewList`` is.
package enum SectionPart: Hashable, Sendable {
  case header, footer
  /// The blank row between two sections.
  case separator
}

/// The section part of a row; nil for the section's own rows.
package enum SectionPartTraitKey: ViewTraitKey {
  package static var defaultValue: SectionPart? { nil }
}

/// Where an outline's row is in its tree.
package enum OutlineRowTraitKey: ViewTraitKey {
  package static var defaultValue: OutlineRow? { nil }
}

/// The identity of one ``LazyViewList`` (made afresh with each new content).
final class LazyViewListToken: Sendable {}

/// A view a lazy stack or list makes rows from one at a time: `ForEach`,
/// and a `ForEach` given edit actions.
@MainActor
protocol LazyRowSource {
  var rowCount: Int { get }
  /// Whether each element is one row (else the source is expanded).
  var rowsAreSingleViews: Bool { get }
  func rowView(at offset: Int) -> any View
  func rowID(at offset: Int) -> AnyHashable
  func rowIndex(of id: AnyHashable) -> Int?
  /// Traits of the row known without making its view.
  func rowTraits(at offset: Int) -> ViewTraits
}

extension ForEach: LazyRowSource where Content: View {
  var rowCount: Int { data.count }

  var rowsAreSingleViews: Bool { fixedViewListCount(of: Content.self) == 1 }

  func rowTraits(at offset: Int) -> ViewTraits { ViewTraits() }

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
