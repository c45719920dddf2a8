import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Hands the test a binding to a parent's counter, set once per body.
@MainActor
final class CounterHandle {
  var binding: Binding<Int>?
}

/// A parent whose body re-runs on each count: a changing line above a
/// nested subtree of containers that does not change, and a line deep in
/// the same containers that follows the count.
struct NestedContainers: View {
  let handle: CounterHandle
  @State var count = 0

  var body: some View {
    handle.binding = $count
    return VStack(alignment: .leading) {
      Text("count \(count)")
      HStack(spacing: 2) {
        VStack(alignment: .leading) {
          Leaf(index: 1)
          if count > 100 { Text("never") }
          Group { Leaf(index: 2) }
          AnyView(Leaf(index: 3))
        }
        .padding(.leading, 1)
        VStack {
          Text("same")
          Text("deep \(count)")
        }
      }
    }
  }
}

final class Model {}

final class EquatableModel: Equatable {
  let name: String
  init(name: String) { self.name = name }
  static func == (a: EquatableModel, b: EquatableModel) -> Bool { a.name == b.name }
}

struct WithWeakEquatable: View {
  weak var model: EquatableModel?
  var body: some View { Text("weak") }
}

/// A field the plans cannot read (a weak `Equatable` reference) beside one
/// that is never the same (a closure), as a `ForEach` has.
struct WithWeakEquatableAndClosure: View {
  weak var model: EquatableModel?
  var action: () -> Void
  var body: some View { Text("weak") }
}

protocol Described { var text: String { get } }
struct Description: Described { let text: String }

/// Views with each kind of field the comparison plans read.
struct PlainFields: View {
  let title: String
  let count: Int
  let point: (x: Int, y: Int)
  var body: some View { Text(title) }
}

struct WithClosure: View {
  let title: String
  let action: () -> Void
  var body: some View { Text(title) }
}

struct WithState: View {
  let title: String
  @State var flag = false
  var body: some View { Text(title) }
}

struct WithObject: View {
  let model: Model
  var body: some View { Text("model") }
}

struct WithWeakObject: View {
  let title: String
  weak var model: Model?
  var body: some View { Text(title) }
}

struct WithViews: View {
  let content: any View
  let extra: Any
  var body: some View { Text("views") }
}

struct WithProtocolValue: View {
  let description: any Described
  var body: some View { Text(description.text) }
}

enum Mode { case a, b(String) }

struct WithEnum: View {
  let mode: Mode
  var body: some View { Text("enum") }
}

enum PlainMode { case a, b(Int) }

struct PlainData: View {
  let mode: PlainMode
  var body: some View { Text("plain") }
}

struct Nested: View {
  let inner: PlainFields
  let optional: Int?
  var body: some View { inner }
}

/// An `Equatable` view whose `==` ignores its closure and its note: the
/// graph compares it by `==`, which its type says (``View/_viewComparison``).
struct TitledAction: View {
  let title: String
  let note: String
  let action: () -> Void
  var body: some View { Text(title) }
}

extension TitledAction: Equatable {
  nonisolated static func == (a: TitledAction, b: TitledAction) -> Bool { a.title == b.title }
}

/// A modifier that shows its content as it is.
struct PassThrough: ViewModifier {
  func body(content: Content) -> some View { content }
}

/// A view holding another in a field, as a modifier holds its content.
struct Holding<Content: View>: View {
  let content: Content
  var body: some View { content }
}

@MainActor
@Suite struct ViewComparisonTests {
  @Test func aViewSaysHowItIsComparedStatically() {
    // Equatable (declared in an extension), by its own ==, a closure notwithstanding.
    #expect(viewsAreEqual(TitledAction(title: "a", note: "x") {}, TitledAction(title: "a", note: "y") {}))
    #expect(!viewsAreEqual(TitledAction(title: "a", note: "x") {}, TitledAction(title: "b", note: "x") {}))
    // Held in another view's field (its node made first, as the graph does), still by ==.
    _ = ComparisonPlan.of(view: TitledAction.self)
    #expect(
      viewsAreEqual(
        Holding(content: TitledAction(title: "a", note: "x") {}),
        Holding(content: TitledAction(title: "a", note: "y") {})))
    #expect(
      !viewsAreEqual(
        Holding(content: TitledAction(title: "a", note: "x") {}),
        Holding(content: TitledAction(title: "c", note: "x") {})))
    // The graph's containers compare their own parameters.
    guard case .sameView = TupleView<(Text, Text)>._viewComparison.kind else {
      Issue.record("TupleView does not say it compares itself")
      return
    }
    guard case .sameView = ModifiedContent<Text, PassThrough>._viewComparison.kind else {
      Issue.record("ModifiedContent does not say it compares itself")
      return
    }
    guard case .equatable = TitledAction._viewComparison.kind, case .fields = PlainFields._viewComparison.kind
    else {
      Issue.record("an app's views do not say how they compare")
      return
    }
  }

  @Test func unchangedContainersKeepTheirBodiesAndADeepChangeStillShows() throws {
    BodyCounter.reset()
    let handle = CounterHandle()
    try withHostedView(NestedContainers(handle: handle), width: 30, height: 5) { app, _, screen in
      #expect(BodyCounter.counts == ["leaf1": 1, "leaf2": 1, "leaf3": 1])
      handle.binding?.wrappedValue = 7
      app.render()
      // The stacks, the padding, the `if`, the group and the type-erased
      // view compared equal without reflection: no leaf ran again.
      #expect(BodyCounter.counts == ["leaf1": 1, "leaf2": 1, "leaf3": 1])
      #expect(screen.rows().contains { $0.contains("count 7") })
      #expect(screen.rows().contains { $0.contains("deep 7") })
    }
  }

  @Test func aTupleMadeWithoutTheBuilderShowsEachOfItsViews() throws {
    let tuple = TupleView((Text("first"), Text("second"), 3))
    try withHostedView(VStack { tuple }, width: 20, height: 3) { _, _, screen in
      let rows = screen.rows()
      #expect(rows.contains { $0.contains("first") })
      #expect(rows.contains { $0.contains("second") })
    }
  }

  @Test func aTupleIsTheSameViewOnlyWhenEachOfItsViewsIs() {
    let a = ViewBuilder.buildBlock(Text("a"), Spacer(), Text("b"))
    let same = ViewBuilder.buildBlock(Text("a"), Spacer(), Text("b"))
    let other = ViewBuilder.buildBlock(Text("a"), Spacer(), Text("c"))
    #expect(viewsAreEqual(a, same))
    #expect(!viewsAreEqual(a, other))
    #expect(viewsAreEqual(HStack { a }, HStack { same }))
    #expect(!viewsAreEqual(HStack(spacing: 3) { a }, HStack { same }))
    #expect(
      !viewsAreEqual(
        ForEach(0..<2, id: \.self) { Text("\($0)") }, ForEach(0..<2, id: \.self) { Text("\($0)") }))
  }

  @Test func fieldsAreComparedByWhatTheirTypesAre() {
    let model = Model()
    let plain = PlainFields(title: "a", count: 1, point: (1, 2))
    #expect(viewsAreEqual(plain, PlainFields(title: "a", count: 1, point: (1, 2))))
    #expect(!viewsAreEqual(plain, PlainFields(title: "a", count: 1, point: (1, 3))))
    #expect(!viewsAreEqual(plain, PlainFields(title: "b", count: 1, point: (1, 2))))
    // Closures are never the same; the graph's state is always.
    #expect(!viewsAreEqual(WithClosure(title: "a") {}, WithClosure(title: "a") {}))
    #expect(viewsAreEqual(WithState(title: "a", flag: true), WithState(title: "a")))
    #expect(!viewsAreEqual(WithState(title: "a"), WithState(title: "b")))
    // Objects by identity; an optional one (it may be weak, and is not
    // read in place) is never the same, unless its class is Equatable.
    #expect(viewsAreEqual(WithObject(model: model), WithObject(model: model)))
    #expect(!viewsAreEqual(WithObject(model: model), WithObject(model: Model())))
    #expect(
      !viewsAreEqual(WithWeakObject(title: "a", model: model), WithWeakObject(title: "a", model: model)))
    let named = EquatableModel(name: "a")
    let sameName = EquatableModel(name: "a")
    let otherName = EquatableModel(name: "b")
    #expect(viewsAreEqual(WithWeakEquatable(model: named), WithWeakEquatable(model: sameName)))
    #expect(!viewsAreEqual(WithWeakEquatable(model: named), WithWeakEquatable(model: otherName)))
    // Plain data byte for byte, whatever its fields.
    #expect(viewsAreEqual(PlainData(mode: .b(2)), PlainData(mode: .b(2))))
    #expect(!viewsAreEqual(PlainData(mode: .b(2)), PlainData(mode: .b(3))))
    // Existentials by the values inside them.
    #expect(viewsAreEqual(WithViews(content: Text("x"), extra: 3), WithViews(content: Text("x"), extra: 3)))
    #expect(
      !viewsAreEqual(WithViews(content: Text("x"), extra: 3), WithViews(content: Text("y"), extra: 3)))
    #expect(
      !viewsAreEqual(WithViews(content: Text("x"), extra: 3), WithViews(content: Text("x"), extra: "3")))
    #expect(!viewsAreEqual(WithViews(content: Text("x"), extra: 3), WithViews(content: Spacer(), extra: 3)))
    #expect(
      viewsAreEqual(
        WithProtocolValue(description: Description(text: "a")),
        WithProtocolValue(description: Description(text: "a"))))
    #expect(
      !viewsAreEqual(
        WithProtocolValue(description: Description(text: "a")),
        WithProtocolValue(description: Description(text: "b"))))
    // An enum that is neither Equatable nor plain data is never the same; nested structs and
    // Equatable optionals are compared inside.
    #expect(!viewsAreEqual(WithEnum(mode: .a), WithEnum(mode: .a)))
    #expect(viewsAreEqual(Nested(inner: plain, optional: nil), Nested(inner: plain, optional: nil)))
    #expect(!viewsAreEqual(Nested(inner: plain, optional: nil), Nested(inner: plain, optional: 0)))
    #expect(!viewsAreEqual(plain, Text("a")))
  }

  /// A value with a field that is never the same (a closure) is never the
  /// same, whatever fields the plans cannot read: no mirror reflects it on
  /// every comparison. A `ForEach` is such a value (its id and content are
  /// closures; its key path, an optional reference, may be weak).
  @Test func aFieldNeverTheSameSettlesTheValueWithoutTheMirror() {
    func isNever(_ plan: ComparisonPlan) -> Bool {
      if case .never = plan { return true }
      return false
    }
    func isMirror(_ plan: ComparisonPlan) -> Bool {
      if case .mirror = plan { return true }
      return false
    }
    #expect(isNever(ComparisonPlan.of(view: ForEach<Range<Int>, Int, Text>.self)))
    #expect(isNever(ComparisonPlan.of(view: WithWeakEquatableAndClosure.self)))
    let model = EquatableModel(name: "a")
    #expect(
      !viewsAreEqual(
        WithWeakEquatableAndClosure(model: model, action: {}),
        WithWeakEquatableAndClosure(model: model, action: {})))
    // Without the closure, the weak field is still read, through the mirror.
    #expect(isMirror(ComparisonPlan.of(view: WithWeakEquatable.self)))
    let sameName = EquatableModel(name: "a")
    #expect(viewsAreEqual(WithWeakEquatable(model: model), WithWeakEquatable(model: sameName)))
  }

  /// Strings, hashable boxes and optional actions are planned without the
  /// conformance records (debug builds check each answer against them).
  @Test func commonFieldsArePlannedAsTheirConformancesSay() {
    let view = KnownFields(subtitle: "s", tag: AnyHashable(1), optionalTag: nil)
    #expect(viewsAreEqual(view, KnownFields(subtitle: "s", tag: 1, optionalTag: nil)))
    #expect(!viewsAreEqual(view, KnownFields(subtitle: nil, tag: 1, optionalTag: nil)))
    #expect(!viewsAreEqual(view, KnownFields(subtitle: "s", tag: "1", optionalTag: nil)))
    #expect(!viewsAreEqual(view, KnownFields(subtitle: "s", tag: 1, optionalTag: 2)))
    // A view holding an optional action or tuple is never the same, nil or not.
    let withNothing = OptionalActionFields(title: "a", action: nil, pair: nil)
    #expect(!viewsAreEqual(withNothing, withNothing))
    #expect(!viewsAreEqual(OptionalActionFields(title: "a", action: {}, pair: (1, 2)), withNothing))
  }
}

private struct KnownFields: View {
  var subtitle: String?
  var tag: AnyHashable
  var optionalTag: AnyHashable?

  var body: some View { Text(subtitle ?? "") }
}

private struct OptionalActionFields: View {
  var title: String
  var action: (() -> Void)?
  var pair: (Int, Int)?

  var body: some View { Text(title) }
}

private struct TitleKey: EnvironmentKey {
  static let defaultValue: String? = "default"
}

extension EnvironmentValues {
  fileprivate var title: String? {
    get { self[TitleKey.self] }
    set { self[TitleKey.self] = newValue }
  }
}

@MainActor
@Suite struct EnvironmentStorageTests {
  @Test func aValueSetIsReadBackAsItWasSetNilIncluded() {
    var environment = EnvironmentValues()
    #expect(environment.title == "default")
    environment.title = "set"
    #expect(environment.title == "set")
    // As in SwiftUI, nil is a value: it does not bring the default back.
    environment.title = nil
    #expect(environment.title == nil)
  }

  @Test func environmentsDerivedFromOneAnotherCompareByTheirValues() {
    var base = EnvironmentValues()
    base.title = "a"
    base.lineLimit = 2
    var same = base
    same.title = "a"
    var other = base
    other.title = "b"
    #expect(base.isSame(as: same))
    #expect(!base.isSame(as: other))
    var object = base
    let model = Model()
    object[object: Model.self] = model
    var sameObject = base
    sameObject[object: Model.self] = model
    #expect(object.isSame(as: sameObject))
    sameObject[object: Model.self] = nil
    #expect(sameObject.isSame(as: base))
  }

  /// Plain data (an optional, a tuple of numbers) is the same when its
  /// bytes are, and different when its value is, set apart or not.
  @Test func plainDataValuesCompareByValue() {
    var base = EnvironmentValues()
    base.lineLimit = 2
    var same = EnvironmentValues()
    same.lineLimit = 2
    var other = EnvironmentValues()
    other.lineLimit = 3
    var none = EnvironmentValues()
    none.lineLimit = nil
    #expect(base.isSame(as: same))
    #expect(!base.isSame(as: other))
    #expect(!base.isSame(as: none))
    var alsoNone = EnvironmentValues()
    alsoNone.lineLimit = nil
    #expect(none.isSame(as: alsoNone))
  }
}

/// Rows whose content follows the selection: the two rows it moves
/// between change, the others come out the same and keep their cells.
struct SelectionMarkedRows: View {
  @State var selection: Int? = 0
  var body: some View {
    List(0..<20, id: \.self, selection: $selection) { item in
      Text(item == selection ? "> row \(item)" : "  row \(item)")
    }
  }
}

@MainActor
@Suite struct ListRowRefreshTests {
  @Test func rowsWhoseContentChangesWithTheSelectionAreShownAgain() throws {
    try withHostedView(SelectionMarkedRows(), width: 20, height: 5) { app, _, screen in
      #expect(screen.rows()[0].contains("> row 0"))
      #expect(screen.rows()[1].contains("  row 1"))
      app.handle([.key(KeyEvent(.down))])
      #expect(screen.rows()[0].contains("  row 0"))
      #expect(screen.rows()[1].contains("> row 1"))
      #expect(screen.rows()[2].contains("  row 2"))
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(screen.rows()[1].contains("  row 1"))
      #expect(screen.rows()[3].contains("> row 3"))
    }
  }
}

/// A dynamic property of the app's own: state and an environment value
/// inside a struct, linked to the view's node like the view's own.
struct CounterProperty: DynamicProperty {
  @State var count = 0
  @Environment(\.isEnabled) var isEnabled
}

struct CustomPropertyView: View {
  let model: Model
  let handle: CounterHandle
  var counter = CounterProperty()
  @State var label = "n"
  var body: some View {
    handle.binding = counter.$count
    return Text("\(label) \(counter.count) \(counter.isEnabled ? "on" : "off")")
  }
}

struct CustomPropertyScreen: View {
  let handle: CounterHandle
  let model = Model()
  @State var disabled = false
  var body: some View {
    VStack {
      Button("disable") { disabled = true }
      CustomPropertyView(model: model, handle: handle).disabled(disabled)
    }
  }
}

@MainActor
@Suite struct DynamicPropertyPlanTests {
  @Test func statesAndEnvironmentInsideAnAppsOwnDynamicPropertyAreLinked() throws {
    let handle = CounterHandle()
    try withHostedView(CustomPropertyScreen(handle: handle), width: 20, height: 3) { app, _, screen in
      #expect(screen.rows().contains { $0.contains("n 0 on") })
      handle.binding?.wrappedValue = 5
      app.render()
      #expect(screen.rows().contains { $0.contains("n 5 on") })
      // The parent's body runs again: the state inside the property
      // keeps its value, and the environment it reads follows.
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows().contains { $0.contains("n 5 off") })
    }
  }
}
