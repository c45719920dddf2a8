import Testing

@testable import TermBridgeWidgets

/// `RowTable`, the values a list keeps by row, answers as a dictionary
/// would: after any sequence of sets, removals and clears.
@Suite struct RowTableTests {
  @Test func anEmptyTableHasNoValues() {
    let table: RowTable<String> = [:]
    #expect(table.isEmpty)
    #expect(table[0] == nil)
    #expect(table.keys.isEmpty)
  }

  @Test func valuesAreFoundSetAgainAndRemoved() {
    var table: RowTable<String> = [3: "three", -1: "minus one"]
    table[1_000_000] = "a million"
    #expect(table.count == 3)
    #expect(table[3] == "three")
    #expect(table[-1] == "minus one")
    #expect(table[1_000_000] == "a million")
    table[3] = "THREE"
    #expect(table.count == 3)
    #expect(table[3] == "THREE")
    #expect(table.removeValue(forKey: -1) == "minus one")
    #expect(table.removeValue(forKey: -1) == nil)
    table[1_000_000] = nil
    #expect(table.count == 1)
    #expect(table.keys == [3])
    #expect(table.values == ["THREE"])
    table.removeAll()
    #expect(table.isEmpty)
    #expect(table[3] == nil)
  }

  /// Random operations against a dictionary, on keys from all of `Int`'s
  /// range (so that many share slots and are found by probing past one
  /// another): every key answers the same after each step.
  @Test func randomOperationsMatchADictionary() {
    var generator = SplitMix64(state: 29)
    let pool =
      (0..<120).map { _ in Int.random(in: .min ... .max, using: &generator) } + [0, -1, 1, .min, .max]
    var table: RowTable<Int> = [:]
    var expected: [Int: Int] = [:]
    for step in 0..<4_000 {
      let key = pool.randomElement(using: &generator)!
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        table[key] = step
        expected[key] = step
      case 5..<9:
        #expect(table.removeValue(forKey: key) == expected.removeValue(forKey: key))
      default:
        if step % 500 == 0 {
          table.removeAll()
          expected.removeAll()
        }
      }
      #expect(table.count == expected.count)
      if step % 7 == 0 {
        for other in pool where table[other] != expected[other] {
          Issue.record("step \(step): \(other) reads \(String(describing: table[other]))")
        }
      }
    }
    #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) }) == expected)
  }
}
