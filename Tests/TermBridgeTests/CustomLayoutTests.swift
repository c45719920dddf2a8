import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// A row that gives every subview the width of the widest, as a 2022
/// layout sample writes it (with Foundation's geometry types).
struct EqualWidthRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let widest = widestSize(subviews)
    let gaps = gaps(subviews).reduce(0, +)
    return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let widest = widestSize(subviews)
    let gaps = gaps(subviews)
    let each = ProposedViewSize(width: widest.width, height: widest.height)
    var x = bounds.minX
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: each)
      x += widest.width + gaps[index]
    }
  }

  private func widestSize(_ subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  private func gaps(_ subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      index < subviews.count - 1
        ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
    }
  }
}

/// Where a subview goes in a `Ladder`.
private struct Step: LayoutValueKey {
  static let defaultValue = 0
}

/// Subviews on rows given by their `Step` value, with a cache of the
/// tallest step, as layouts with values and caches are written.
struct Ladder: Layout {
  struct Cache { var steps: Int }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(steps: (subviews.map { $0[Step.self] }.max() ?? 0) + 1)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: CGFloat(cache.steps)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    for (index, subview) in subviews.enumerated() {
      let point = CGPoint(x: bounds.minX + CGFloat(index * 6), y: bounds.minY + CGFloat(subview[Step.self]))
      subview.place(at: point, proposal: .unspecified)
    }
  }
}

/// A counter that switches layouts with `AnyLayout`; its state must live on.
struct SwitchingLayouts: View {
  @State var stacked = false
  @State var taps = 0

  var body: some View {
    let layout = stacked ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 2))
    layout {
      Button("Tap \(taps)") { taps += 1 }
      Text("two")
      Button("Flip") { stacked.toggle() }
    }
  }
}

@MainActor
@Suite struct CustomLayoutTests {
  @Test func anEqualWidthRowGivesEverySubviewTheWidestWidth() throws {
    let row = EqualWidthRow {
      Text("a").frame(maxWidth: .infinity, alignment: .leading).border()
      Text("wide").frame(maxWidth: .infinity, alignment: .leading).border()
      Text("mid").frame(maxWidth: .infinity, alignment: .leading).border()
    }
    try withHostedView(row.fixedSize(), width: 30, height: 3) { _, _, screen in
      // Each box is as wide as the widest (6), with a column between;
      // the row is centred.
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows[0] == "┌────┐ ┌────┐ ┌────┐", "\(rows)")
      #expect(rows[1] == "│a   │ │wide│ │mid │", "\(rows)")
    }
  }

  @Test func layoutValuesAndTheCachePlaceSubviews() throws {
    let ladder = Ladder {
      Text("A").layoutValue(key: Step.self, value: 2)
      Text("B")
      Text("C").layoutValue(key: Step.self, value: 1)
    }
    try withHostedView(ladder.frame(width: 20, height: 3, alignment: .topLeading), width: 20, height: 3) {
      _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("      B"), "\(rows)")
      #expect(rows[1].hasPrefix("            C"), "\(rows)")
      #expect(rows[2].hasPrefix("A"), "\(rows)")
    }
  }

  @Test func anyLayoutSwitchesLayoutsAndKeepsState() throws {
    try withHostedView(SwitchingLayouts(), width: 20, height: 3) { app, host, screen in
      // Side by side, two columns apart, on the middle row.
      #expect(screen.rows()[1].contains("Tap 0") && screen.rows()[1].contains("  two"), "\(screen.rows())")
      let button = try #require(findView(TermButton.self, in: host))
      #expect(button.becomeFirstResponder())
      press(app, KeyEvent(.enter))
      #expect(screen.rows()[1].contains("Tap 1"))
      // Switching to a column keeps the counter's state.
      let flip = try #require(allViews(TermButton.self, in: host).last)
      #expect(flip.becomeFirstResponder())
      press(app, KeyEvent(.enter))
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows == ["Tap 1", "two", "Flip"], "\(rows)")
    }
    let stacked = SwitchingLayouts(stacked: true, taps: 3)
    try withHostedView(stacked, width: 20, height: 3) { _, _, screen in
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows.contains { $0.hasPrefix("Tap 3") }, "\(rows)")
      let tap = try #require(rows.firstIndex { $0.hasPrefix("Tap 3") })
      #expect(rows[tap + 1].hasPrefix("two"), "\(rows)")
    }
  }

  @Test func proposalsFromFoundationLengthsAreWholeCells() {
    #expect(ProposedViewSize(width: CGFloat(12.4), height: nil) == ProposedViewSize(width: 12, height: nil))
    #expect(ProposedViewSize(width: CGFloat.infinity, height: CGFloat(2.6)).height == 3)
    #expect(
      ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 4, height: 10)
    )
    #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == CGFloat(1))
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == CGFloat(0))
  }
}
