import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The widest title below: each row hands up its width.
struct WidestKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// Every name below, in order.
struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The bounds of the view marked as selected.
struct SelectedBoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Rows that hand up their names; the list shows what it received.
struct NameCollector: View {
  @State var names: [String] = []
  @State var showThird = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("got \(names.joined(separator: ","))")
      VStack(alignment: .leading, spacing: 0) {
        Text("ann").preference(key: NamesKey.self, value: ["ann"])
        Text("bob").preference(key: NamesKey.self, value: ["bob"])
        if showThird {
          Text("cy").preference(key: NamesKey.self, value: ["cy"])
        }
        Button("more") { showThird.toggle() }
      }
      .onPreferenceChange(NamesKey.self) { names = $0 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Values written inside a `.preference` of the same key do not pass it;
/// `.transformPreference` changes what passes.
struct ShadowingScreen: View {
  @State var names: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("got \(names.joined(separator: ","))")
      VStack(alignment: .leading, spacing: 0) {
        Text("inner").preference(key: NamesKey.self, value: ["inner"])
      }
      .preference(key: NamesKey.self, value: ["outer"])
      Text("x").preference(key: NamesKey.self, value: ["x"])
        .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } + ["!"] }
    }
    .onPreferenceChange(NamesKey.self) { names = $0 }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// An underline drawn under whichever row is selected, from its anchor.
/// (Behind the rows: a full-size view drawn over others hides them, as a
/// cell has no transparency, so a `GeometryReader` goes in the background.)
struct AnchorScreen: View {
  @State var selected = 1
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      ForEach(0..<3, id: \.self) { index in
        Text("row \(index)")
          .padding(.leading, index * 2)
          .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { index == selected ? $0 : nil }
      }
      Button("next") { selected = (selected + 1) % 3 }
    }
    .frame(width: 20, height: 8, alignment: .topLeading)
    .backgroundPreferenceValue(SelectedBoundsKey.self, alignment: .topLeading) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Text(String(repeating: "^", count: Int(rect.width)))
            .offset(x: rect.minX, y: rect.maxY)
        }
      }
    }
  }
}

/// The widest row's width, drawn over the rows' corner.
struct BackgroundScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("a").preference(key: WidestKey.self, value: 1)
      Text("abcd").preference(key: WidestKey.self, value: 4)
      Text("ab").preference(key: WidestKey.self, value: 2)
    }
    .frame(width: 20, height: 4, alignment: .topLeading)
    .overlayPreferenceValue(WidestKey.self, alignment: .bottomTrailing) { widest in
      Text("widest \(widest)")
    }
  }
}

/// Clicks the first cell of `text` on the screen.
@MainActor
func clickText(_ text: String, _ app: TermApplication, _ screen: TermScreen) throws {
  let rows = screen.rows()
  let row = try #require(rows.firstIndex { $0.contains(text) })
  let start = try #require(rows[row].firstRange(of: text)).lowerBound
  let x = rows[row].distance(from: rows[row].startIndex, to: start)
  app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: row)))])
  app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: row)))])
}

extension TerminalSuites {
  /// `PreferenceKey`, `.preference`, `.transformPreference`,
  /// `.onPreferenceChange`, `.anchorPreference`, `.overlayPreferenceValue`
  /// and `.backgroundPreferenceValue`: values flow up after layout.
  @MainActor
  @Suite struct PreferenceTests {
    @Test func valuesReachTheReaderInOrderAndFollowChanges() throws {
      try withHostedView(NameCollector(), width: 20, height: 6) { app, _, screen in
        #expect(screen.rows()[0].hasPrefix("got ann,bob "))
        try clickText("more", app, screen)
        #expect(screen.rows()[0].hasPrefix("got ann,bob,cy "))
        try clickText("more", app, screen)
        #expect(screen.rows()[0].hasPrefix("got ann,bob "))
      }
    }

    @Test func aPreferenceStandsForTheValuesInsideAndTransformsChangeThem() throws {
      try withHostedView(ShadowingScreen(), width: 20, height: 4) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("got outer,X,! "))
      }
    }

    @Test func anAnchorResolvesToTheWritersFrameInTheReader() throws {
      try withHostedView(AnchorScreen(), width: 20, height: 8) { app, _, screen in
        // Row 1 is on line 2, 2 columns in, 5 wide: the marks are under it.
        #expect(screen.rows()[3] == "  ^^^^^             ")
        expectSnapshot(screen, named: "anchor-preference-20x8")
        try clickText("next", app, screen)
        #expect(screen.rows()[5] == "    ^^^^^           ")
        #expect(screen.rows()[3].allSatisfy { $0 == " " })
      }
    }

    @Test func anOverlayIsMadeFromTheReducedValue() throws {
      try withHostedView(BackgroundScreen(), width: 20, height: 4) { _, _, screen in
        #expect(screen.rows()[3].hasSuffix("widest 4"))
        #expect(screen.rows()[1].hasPrefix("abcd"))
      }
    }

    @Test func aKeyWithAnOptionalValueDefaultsToNil() {
      #expect(SelectedBoundsKey.defaultValue == nil)
    }
  }
}
