import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@Suite struct CellRoundingTests {
  @Test func floatingPointLengthsRoundToTheNearestCell() {
    #expect(cells(8.0) == 8)
    #expect(cells(2.4) == 2)
    #expect(cells(2.5) == 3)
    #expect(cells(-2.5) == -3)
    #expect(cells(Double.infinity) == Int.infinity)
    #expect(cells(Double.nan) == 0)
    #expect(cells(Float(1e30)) == Int.infinity)
  }

  @Test func colorComponentsAreFractionsAsInSwiftUI() {
    #expect(Color(red: 1, green: 0, blue: 0).termColor == .rgb(255, 0, 0))
    #expect(Color(red: 0.5, green: 0.25, blue: 2).termColor == .rgb(128, 64, 255))
    #expect(Color(white: 1).termColor == .rgb(255, 255, 255))
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).termColor == .rgb(0, 255, 0))
    #expect(Color(red: 1, green: 0, blue: 0, opacity: 0) == .clear)
  }

  @Test func fontsBecomeAttributes() {
    #expect(Font.title.attributes == .bold)
    #expect(Font.caption.attributes == .dim)
    #expect(Font.body.attributes == [])
    #expect(Font.body.weight(.semibold).attributes == .bold)
    #expect(Font.title.weight(.light).attributes == .dim)
    #expect(Font.system(size: 20).italic().attributes == .italic)
  }

  @Test func keyPressesNameTheirKeysAsSwiftUIDoes() {
    #expect(KeyPress(KeyEvent(.escape))?.key == .escape)
    #expect(KeyPress(KeyEvent(.enter))?.key == .return)
    #expect(KeyPress(KeyEvent(.up, modifiers: .shift))?.modifiers == .shift)
    #expect(KeyPress(KeyEvent(.character("n"), modifiers: .control))?.key == "n")
    #expect(KeyPress(KeyEvent(.function(2))) == nil)
  }
}

/// Observes what `.onChange` and `.onKeyPress` see.
@MainActor
final class ValueEventLog {
  var entries: [String] = []
}

/// SwiftUI's value types in use: floating-point geometry, fractional
/// colours, fonts, strikethrough, opacity, onChange forms, key presses.
struct ValueTypesScreen: View {
  @State private var count = 0
  let log: ValueEventLog

  var body: some View {
    VStack(alignment: .leading, spacing: 0.0) {
      HStack(spacing: 0) {
        Text("[")
        Spacer().frame(width: 8.0)
        Text("]")
      }
      Text("Red").foregroundColor(Color(red: 1, green: 0, blue: 0))
      Text("Title").font(.title)
      Text("Small print").font(.caption)
      Text("gone").strikethrough()
      Text("hidden").opacity(0)
      Text("faint").opacity(0.3)
      Text("count \(count)").underline()
      Button("Add") { count += 1 }
    }
    .padding(1.0)
    .frame(maxWidth: .infinity, alignment: .leading)
    .onChange(of: count, initial: true) { old, new in log.entries.append("change \(old)->\(new)") }
    .onChange(of: count) { log.entries.append("changed") }
    .onChange(of: count, perform: { log.entries.append("now \($0)") })
    .onKeyPress(.escape) {
      log.entries.append("escape")
      return .handled
    }
    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
      log.entries.append(
        "arrow \(press.key == .upArrow ? "up" : "down")\(press.modifiers.contains(.shift) ? "+shift" : "")")
      return .handled
    }
    .onKeyPress(characters: .decimalDigits) { press in
      log.entries.append("digit \(press.characters)")
      return .handled
    }
  }
}

@MainActor
@Suite struct ValueTypesTests {
  @Test func swiftUIsValueTypesLayOutAndDraw() throws {
    let log = ValueEventLog()
    try withHostedView(ValueTypesScreen(log: log), width: 30, height: 12) { app, _, screen in
      expectSnapshot(screen, named: "value-types-30x12")
      let rows = screen.rows()
      #expect(rows[1].hasPrefix(" [        ]"))  // frame(width: 8.0) is 8 cells, inside padding(1.0)
      let red = screen.cell(at: Point(x: 1, y: 2))
      #expect(red.style.foreground == .rgb(255, 0, 0) || red.style.foreground == .indexed(196))
      #expect(screen.cell(at: Point(x: 1, y: 3)).style.attributes.contains(.bold))
      #expect(screen.cell(at: Point(x: 1, y: 4)).style.attributes.contains(.dim))
      #expect(rows[5].hasPrefix(" g\u{336}o\u{336}n\u{336}e\u{336}"))
      #expect(rows[6].trimmingCharacters(in: .whitespaces).isEmpty)  // hidden, its line kept
      #expect(screen.cell(at: Point(x: 1, y: 7)).style.attributes.contains(.dim))
      #expect(screen.cell(at: Point(x: 1, y: 8)).style.attributes.contains(.underline))
      #expect(log.entries == ["change 0->0"])
      app.handle([.key(KeyEvent(.enter))])  // Add
      #expect(log.entries == ["change 0->0", "change 0->1", "changed", "now 1"])
      #expect(screen.rows()[8].hasPrefix(" count 1"))
      log.entries.removeAll()
      app.handle([
        .key(KeyEvent(.escape)), .key(KeyEvent(.up)), .key(KeyEvent(.down, modifiers: .shift)),
        .key(KeyEvent(.character("7"))), .key(KeyEvent(.character("x"))),
      ])
      #expect(log.entries == ["escape", "arrow up", "arrow down+shift", "digit 7"])
    }
  }
}

/// A model that is not tied to the main actor, making bindings to its own
/// properties, as SwiftUI code does.
@Observable
final class NonisolatedSettings: @unchecked Sendable {
  var volume = 3

  var volumeBinding: Binding<Int> {
    Binding(get: { self.volume }, set: { self.volume = $0 })
  }
}

@Suite struct NonisolatedBindingTests {
  @Test func aNonisolatedModelMakesBindings() {
    let settings = NonisolatedSettings()
    let binding = settings.volumeBinding
    binding.wrappedValue = 7
    #expect(settings.volume == 7)
    #expect(binding.wrappedValue == 7)
  }
}

/// Badges in a list and on a tab, and SwiftUI's motion calls, which draw
/// their changes at once.
struct BadgesAndMotion: View {
  @State private var shown = false

  var body: some View {
    TabView {
      Tab("Mail", systemImage: "tray") {
        VStack(alignment: .leading, spacing: 0) {
          List {
            Text("Inbox").badge(3)
            Text("Sent").badge(0)
            Text("Drafts").badge("new")
          }
          Button("Show") { withAnimation(.easeInOut(duration: 0.3)) { shown.toggle() } }
          if shown { Text("Shown").transition(.opacity) }
        }
        .animation(.default, value: shown)
      }
      .badge(3)
      Tab("Settings", systemImage: "gear") { Text("None") }
    }
  }
}

extension ValueTypesTests {
  @Test func badgesShowInRowsAndTabsAndMotionIsImmediate() throws {
    try withHostedView(BadgesAndMotion(), width: 30, height: 8) { app, _, screen in
      let rows = screen.rows()
      #expect(rows[0].contains("Mail (3)"))
      #expect(
        rows.contains { $0.hasPrefix("Inbox") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("3") })
      #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Sent" })
      #expect(rows.contains { $0.hasPrefix("Drafts") && $0.contains("new") })
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Show
      #expect(screen.rows().contains { $0.contains("Shown") })
    }
  }
}

/// Shapes as a terminal draws them, and rounded borders from
/// `.cornerRadius` and `.clipShape`.
struct ShapesScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Rectangle().fill(.red).frame(width: 3, height: 2)
        RoundedRectangle(cornerRadius: 4).stroke(.blue).frame(width: 6, height: 3)
        Rectangle().stroke().frame(width: 4, height: 3)
        Circle().frame(width: 2, height: 1)
      }
      Text("card").padding(.horizontal, 1).border().cornerRadius(8)
      Text("clip").border().clipShape(Capsule())
      Text("square").border()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

extension ValueTypesTests {
  @Test func shapesFillAndStrokeCellsAndRoundBorders() throws {
    try withHostedView(ShapesScreen(), width: 30, height: 12) { _, _, screen in
      expectSnapshot(screen, named: "shapes-30x12")
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("    ╭────╮ ┌──┐"))
      #expect(screen.cell(at: Point(x: 0, y: 0)).style.background != .default)
      #expect(rows[3].hasPrefix("╭"))  // .cornerRadius
      #expect(rows[6].hasPrefix("╭"))  // .clipShape(Capsule())
      #expect(rows[9].hasPrefix("┌"))  // no rounding asked
    }
  }
}

/// A searchable list in a navigation stack, written as SwiftUI is.
struct SearchableFruit: View {
  @State private var query = ""
  let fruit = ["Apple", "Banana", "Cherry"]

  var body: some View {
    NavigationStack {
      List(fruit.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        .navigationTitle("Fruit")
        .searchable(text: $query, prompt: "Find fruit")
    }
  }
}

extension ValueTypesTests {
  @Test func searchablePutsAFieldUnderTheTitle() throws {
    try withHostedView(SearchableFruit(), width: 30, height: 8) { app, _, screen in
      expectSnapshot(screen, named: "searchable-30x8")
      #expect(screen.rows()[0].contains("Fruit"))
      #expect(screen.rows()[2].contains("Find fruit"))
      app.handle(try KeyScript("type an").events)
      #expect(screen.rows().contains { $0.hasPrefix("Banana") })
      #expect(!screen.rows().contains { $0.hasPrefix("Apple") })
    }
  }
}

/// Keyboard shortcuts set as SwiftUI sets them: on any view, in any order.
struct ShortcutScreen: View {
  @State private var log: [String] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("New") { log.append("new") }
        .padding(.horizontal, 1)
        .keyboardShortcut("n")
      HStack {
        Button("Save") { log.append("save") }
      }
      .keyboardShortcut("s", modifiers: [.command, .shift])
      Button("OK") { log.append("ok") }.keyboardShortcut(.defaultAction)
      Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
      Text(log.joined(separator: ","))
    }
  }
}

extension ValueTypesTests {
  @Test func keyboardShortcutsWorkOnAnyViewInAnyOrder() throws {
    #expect(KeyboardShortcut("n").keyEvent == KeyEvent(.character("n"), modifiers: .control))
    #expect(KeyboardShortcut.defaultAction.keyEvent == KeyEvent(.enter))
    #expect(
      KeyboardShortcut("S", modifiers: [.command, .shift]).keyEvent
        == KeyEvent(.character("s"), modifiers: [.control, .shift]))
    try withHostedView(ShortcutScreen(), width: 30, height: 6) { app, _, screen in
      app.handle([
        .key(KeyEvent(.character("n"), modifiers: .control)),
        .key(KeyEvent(.character("s"), modifiers: [.control, .shift])), .key(KeyEvent(.escape)),
      ])
      #expect(screen.rows().contains { $0.contains("new,save,cancel") })
    }
  }
}
