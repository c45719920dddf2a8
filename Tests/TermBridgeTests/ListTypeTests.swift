import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

struct Produce: Identifiable, Hashable {
  let id: Int
  var name: String
  var ripe: Bool
}

/// An app's own extension of `List`, as apps write for SwiftUI's.
extension List where SelectionValue == Never {
  /// A list of fruit names, with a constructor of the app's own.
  init<RowContent: View>(fruits: [Produce], @ViewBuilder row: @escaping (Produce) -> RowContent)
  where Content == ForEach<[Produce], Int, RowContent> {
    self.init(fruits, rowContent: row)
  }
}

/// A property whose type names `List`, as apps write for SwiftUI's.
@MainActor
struct NamedListHolder {
  let list: List<Never, ForEach<[Produce], Int, Text>>
  let selectable: List<Int, ForEach<Range<Int>, Int, Text>>
}

/// Rows edited through bindings to their elements.
struct FruitEditor: View {
  @State var fruits = [
    Produce(id: 1, name: "Apple", ripe: false), Produce(id: 2, name: "Pear", ripe: true),
  ]

  var body: some View {
    VStack(spacing: 0) {
      List($fruits) { $fruit in
        Toggle(fruit.name, isOn: $fruit.ripe)
      }
      .frame(height: 2)
      Text("ripe: \(fruits.filter(\.ripe).map(\.name).joined(separator: ","))")
    }
  }
}

/// `ForEach($items, id:)` inside a VStack.
struct TagEditor: View {
  @State var tags = ["a", "b"]
  var body: some View {
    VStack(spacing: 0) {
      ForEach($tags, id: \.self) { $tag in
        Button("tag \(tag)") { tag += "!" }
      }
      Text("tags: \(tags.joined(separator: ","))")
    }
  }
}

/// A list of data whose selection is a name, not the rows' ids: rows
/// select by their tags.
struct FruitPicker: View {
  let fruits = [Produce(id: 1, name: "Apple", ripe: true), Produce(id: 2, name: "Pear", ripe: true)]
  @State var picked: String? = nil

  var body: some View {
    VStack(spacing: 0) {
      List(fruits, selection: $picked) { fruit in
        Text(fruit.name).tag(fruit.name)
      }
      .frame(height: 2)
      Text("picked \(picked ?? "none")")
    }
  }
}

/// A list bound with `List($items, selection:)`.
struct BoundSelectionList: View {
  @State var fruits = [Produce(id: 1, name: "Apple", ripe: true), Produce(id: 2, name: "Pear", ripe: true)]
  @State var selection: Int? = nil
  var body: some View {
    VStack(spacing: 0) {
      List($fruits, selection: $selection) { $fruit in Text(fruit.name) }.frame(height: 2)
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

extension TerminalSuites {
  /// `List`'s type is SwiftUI's, and its binding and selection forms.
  @MainActor
  @Suite struct ListTypeTests {
    @Test func theTypeIsSwiftUIsShape() {
      let fruits = [Produce(id: 1, name: "Apple", ripe: true)]
      let plain = List(fruits) { Text($0.name) }
      #expect(type(of: plain) == List<Never, ForEach<[Produce], Int, Text>>.self)
      let content = List { Text("a") }
      #expect(type(of: content) == List<Never, Text>.self)
      var selection: Int? = nil
      let binding = Binding(get: { selection }, set: { selection = $0 })
      let selectable = List(0..<3, id: \.self, selection: binding) { Text("\($0)") }
      #expect(type(of: selectable) == List<Int, ForEach<Range<Int>, Int, Text>>.self)
      let holder = NamedListHolder(list: List(fruits: fruits) { Text($0.name) }, selectable: selectable)
      #expect(holder.list.content.data.count == 1)
      let ranged = List(0..<4) { Text("\($0)") }
      #expect(ranged.content.data == 0..<4)
    }

    @Test func aBoundListWritesEditsIntoTheCollection() throws {
      try withHostedView(FruitEditor(), width: 30, height: 3) { app, _, screen in
        #expect(screen.rows()[2].contains("ripe: Pear"))
        app.handle([.key(KeyEvent(.character(" ")))])  // the current (first) row's toggle
        #expect(screen.rows()[2].contains("ripe: Apple,Pear"))
      }
    }

    @Test func aBoundForEachWithAnIDWritesEditsIntoTheCollection() throws {
      try withHostedView(TagEditor(), width: 30, height: 3) { app, _, screen in
        #expect(screen.rows()[2].contains("tags: a,b"))
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // tag b
        #expect(screen.rows()[2].contains("tags: a,b!"))
      }
    }

    @Test func aSelectionOfAnotherTypeSelectsByTag() throws {
      try withHostedView(FruitPicker(), width: 30, height: 3) { app, _, screen in
        // The focused list's current row is the first: its tag is picked.
        #expect(screen.rows()[2].contains("picked Apple"))
        app.handle([.key(KeyEvent(.down))])
        #expect(screen.rows()[2].contains("picked Pear"))
      }
    }

    @Test func aBoundListTakesASelection() throws {
      try withHostedView(BoundSelectionList(), width: 30, height: 3) { app, _, screen in
        #expect(screen.rows()[2].contains("selected 1"))
        app.handle([.key(KeyEvent(.down))])
        #expect(screen.rows()[2].contains("selected 2"))
      }
    }
  }
}
