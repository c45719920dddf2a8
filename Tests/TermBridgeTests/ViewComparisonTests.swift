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

extension TerminalSuites {
  @MainActor
  @Suite struct ViewComparisonTests {
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
  }
}
