/// Values attached to a view for the container it is in to read, like
/// SwiftUI's view traits: a tab's item, a `.tag`. Writing one adds no
/// widget and changes nothing on screen.
package protocol ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The traits written on one view of a list.
package struct ViewTraits {
  private var values: [ObjectIdentifier: Any] = [:]

  package init() {}

  package subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// The `.tag` of a view: how a `TabView` or a `Picker` names it.
package enum TagTraitKey: ViewTraitKey {
  package static var defaultValue: AnyHashable? { nil }
}

/// Writes a trait on its content (which it shows as it is).
struct TraitWriterView<Content: View, Key: ViewTraitKey>: View, MultiView {
  typealias Body = Never
  let content: Content
  let value: Key.Value

  func children() -> [ViewChild] { ViewChild.only(content) }
}

/// A view that writes traits, as the view list sees it: trait writers, and
/// views whose body is one (SwiftUI's `Tab`).
@MainActor
package protocol ViewTraitWriting {
  var traitContent: any View { get }
  func write(into traits: inout ViewTraits)
}

extension TraitWriterView: ViewTraitWriting {
  package var traitContent: any View { content }
  package func write(into traits: inout ViewTraits) { traits[Key.self] = value }
}

/// Views that are lists of views to a container taking its content apart:
/// tuples, `ForEach`, `Group`, conditionals, optionals, `EmptyView`,
/// `AnyView`.
protocol ViewListExpanding: MultiView {}

extension TupleView: ViewListExpanding {}
extension ForEach: ViewListExpanding where Content: View {}
extension Group: ViewListExpanding {}
extension ConditionalContent: ViewListExpanding {}
extension Optional: ViewListExpanding where Wrapped: View {}
extension EmptyView: ViewListExpanding {}
extension AnyView: ViewListExpanding {}

/// One view of a container's content taken apart (a tab, a picker option,
/// a list row), with the traits written on it.
package struct ViewListItem {
  /// Its identity within the content (the path of ids through tuples and
  /// `ForEach`).
  package var id: AnyHashable
  /// The view as written (trait writers show their content unchanged).
  package var view: any View
  package var traits: ViewTraits
}

extension View {
  /// Writes `value` for `key` on this view, for its container to read.
  package func trait<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
    TraitWriterView<Self, Key>(content: self, value: value)
  }
}

/// The views `content` is a list of, in order: tuples, `ForEach` and the
/// like expanded, each remaining view with its traits.
@MainActor
package func viewListItems(of content: any View) -> [ViewListItem] {
  var items: [ViewListItem] = []
  func visit(_ view: any View, id: [AnyHashable]) {
    if let list = view as? any ViewListExpanding {
      for child in list.children() { visit(child.view, id: id + [child.id]) }
      return
    }
    items.append(ViewListItem(id: AnyHashable(id), view: view, traits: viewTraits(of: view)))
  }
  visit(content, id: [])
  return items
}

/// The traits written on `view` (through any number of trait writers).
@MainActor
package func viewTraits(of view: any View) -> ViewTraits {
  var traits = ViewTraits()
  var inner: any View = view
  var writers: [any ViewTraitWriting] = []
  while let writer = inner as? any ViewTraitWriting {
    writers.append(writer)
    inner = writer.traitContent
  }
  // Outermost first written, so the innermost write of a key wins.
  for writer in writers { writer.write(into: &traits) }
  return traits
}

/// How many views of a view list one view of type `type` is, when that is
/// known from the type alone: 1 for a view that is not a list of views
/// (and a conditional of two such), nil otherwise (tuples, groups,
/// sections, optionals, `AnyView`: only the value tells).
@MainActor
package func fixedViewListCount(of type: any View.Type) -> Int? {
  if let conditional = type as? any ConditionalViewList.Type { return conditional.fixedViewListCount }
  if type is any ViewListExpanding.Type || type is any SectionParts.Type { return nil }
  return 1
}

/// A conditional's count in a view list: its branches'.
@MainActor
protocol ConditionalViewList {
  static var fixedViewListCount: Int? { get }
}

extension ConditionalContent: ConditionalViewList {
  static var fixedViewListCount: Int? {
    let first = TermBridgeDeclarative.fixedViewListCount(of: TrueContent.self)
    return first != nil && first == TermBridgeDeclarative.fixedViewListCount(of: FalseContent.self)
      ? first : nil
  }
}
