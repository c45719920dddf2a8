import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Orders strings by their length: a comparator of an app's own.
struct ByLength: SortComparator, Hashable {
  var order: Foundation.SortOrder = .forward
  func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    let result: ComparisonResult =
      lhs.count < rhs.count ? .orderedAscending : lhs.count == rhs.count ? .orderedSame : .orderedDescending
    guard order == .reverse else { return result }
    return result == .orderedAscending
      ? .orderedDescending : result == .orderedDescending ? .orderedAscending : result
  }
}

/// A row of a table sorted by a comparator.
struct Word: Identifiable, Sendable {
  let id: Int
  let text: String
}

/// A slider written in SwiftUI's first form, a specifier, the older
/// names ports keep.
struct PortedControls: View {
  @State var volume = 25.0
  @State var flag = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Scale: \(volume, specifier: "%.1f")%")
      Slider(
        value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"),
        label: { Text("Volume") })
      Slider(
        value: $volume, in: 0...100, step: 5, minimumValueLabel: Text("lo"), maximumValueLabel: Text("hi")
      ) {
        Text("Stepped")
      }
      Toggle("flag", isOn: $flag.animation())
      Text("pad").scenePadding(.leading).onHover { _ in flag = true }
    }
    .transition(.blurReplace)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A stack screen titled with a localized key, linking with one.
struct KeyTitledScreen: View {
  let title: LocalizedStringKey = "**Recipes**"
  var body: some View {
    NavigationStack {
      List {
        NavigationLink(title, value: 1)
      }
      .navigationTitle(title)
      .navigationDestination(for: Int.self) { Text("recipe \($0)") }
    }
  }
}

/// Signatures real apps use that the census found missing.
@MainActor
@Suite struct PortingSignatureTests {
  @Test func aColumnSortsByItsComparator() throws {
    let column = TableColumn<Word>("Word", value: \.text, comparator: ByLength()) { Text($0.text) }
    let key = try #require(column.sortKey)
    let words = [Word(id: 0, text: "ccc"), Word(id: 1, text: "a"), Word(id: 2, text: "bb")]
    let forward = key.comparator(Foundation.KeyPathComparator<Word>.self, order: .forward)
    #expect(words.sorted(using: forward).map(\.text) == ["a", "bb", "ccc"])
    let reverse = key.comparator(EssentialKeyPathComparator<Word>.self, order: .reverse)
    #expect(words.sorted(using: reverse).map(\.text) == ["ccc", "bb", "a"])
    let plain = TableColumn<Word>("Word", value: \.text, comparator: ByLength())
    #expect(plain.sortKey?.keyPath == \Word.text)
  }

  @Test func specifiersSlidersAndIgnoredModifiersDraw() throws {
    try withHostedView(PortedControls(), width: 40, height: 8) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("Scale: 25.0% "))
      #expect(rows.contains { $0.contains("0%") && $0.contains("100%") })
      #expect(rows.contains { $0.contains("lo") && $0.contains("hi") })
      #expect(rows.contains { $0.hasPrefix(" pad") })
    }
  }

  @Test func aSpecifierFormatsAsPrintfDoes() {
    let key: LocalizedStringKey = "\(3.14159, specifier: "%.2f") \(42, specifier: "%04d")"
    #expect(key.key == "3.14 0042")
  }

  @Test func aBindingsAnimationIsTheBindingItself() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.animation().wrappedValue = 2
    binding.animation(.spring).wrappedValue = 3
    #expect(stored == 3)
  }

  @Test func aLocalizedKeyTitlesTheBarAndALink() throws {
    try withHostedView(KeyTitledScreen(), width: 30, height: 6) { app, _, screen in
      #expect(screen.rows()[0].contains("Recipes"))
      #expect(!screen.rows()[0].contains("**"))
      #expect(screen.rows().contains { $0.contains("Recipes") && !$0.contains("**") })
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows().contains { $0.contains("recipe 1") })
    }
  }
}
