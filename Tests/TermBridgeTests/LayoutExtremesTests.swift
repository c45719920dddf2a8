import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Layout values at their limits (an app's `Int.max`, a negative frame, a
/// table column a billion cells wide) lay out and draw: sums saturate at
/// `.infinity`, frames clamp at 0, and nothing costs in proportion to a
/// size the screen cannot show (issue 30, part 1).
extension TerminalSuites {
  @MainActor
  @Suite struct LayoutExtremesTests {
    struct Extremes: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("top")
          Text("padded").padding(Int.max)
          VStack(spacing: Int.max) {
            Text("a")
            Text("b")
          }
          HStack(spacing: Int.min) { Text("c") }
          LazyVGrid(columns: [GridItem(.fixed(Int.max)), GridItem(.adaptive(minimum: 1))]) { Text("g") }
          Text("bottom")
        }
      }
    }

    @Test func intMaxPaddingsSpacingsAndGridItemsLayOutWithoutTrapping() throws {
      try withHostedView(Extremes(), width: 40, height: 12) { app, host, screen in
        app.render()
        #expect(screen.rows().count == 12)
        for size in [host.intrinsicContentSize, host.sizeThatFits(Size(width: .infinity, height: .infinity))]
        {
          #expect((0...Int.infinity).contains(size?.width ?? 0))
          #expect((0...Int.infinity).contains(size?.height ?? 0))
        }
      }
    }

    struct NegativeFrame: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("first")
          Text("hidden").frame(width: -5, height: -3)
          Text("second")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func aNegativeFrameIsClampedToZeroAndLaterSiblingsStayBelow() throws {
      try withHostedView(NegativeFrame(), width: 20, height: 4) { _, _, screen in
        let rows = screen.rows()
        #expect(rows[0].hasPrefix("first"))
        #expect(rows[1].hasPrefix("second"), "a negative frame took rows: \(rows)")
      }
    }

    struct HugeColumnTable: View {
      @State var files = TableFile.sample
      var body: some View {
        Table(files) {
          TableColumn("Name", value: \.name).width(min: 1, ideal: 1_000_000_000, max: nil)
          TableColumn("Kind", value: \.kind).width(Int.max)
        }
      }
    }

    @Test func aTableWithColumnsABillionCellsWideDrawsItsFirstFrame() throws {
      let clock = ContinuousClock()
      let start = clock.now
      try withHostedView(HugeColumnTable(), width: 60, height: 8) { _, _, screen in
        // The fixed column takes the room; the other shrinks to its minimum.
        #expect(screen.rows().joined().contains("Kind"))
        #expect(screen.rows().joined().contains("sheet"))
      }
      // Hung for more than 20 s before (a cell at a time up to the width).
      #expect(clock.now - start < .seconds(5))
    }

    @Test func theTableColumnLayoutSharesSpareRoomAsACellAtATimeWould() {
      func columns(_ limits: [(Int, Int, Int?)]) -> [TermTableColumn] {
        limits.enumerated().map { index, limit in
          TermTableColumn(
            identifier: "c\(index)", title: "c\(index)", width: limit.1, minWidth: limit.0, maxWidth: limit.2)
        }
      }
      let grown = TermTableColumnLayout(
        columns: columns([(1, 4, nil), (1, 4, 6), (1, 4, nil)]), available: 30)
      #expect(grown.widths == [11, 6, 11])
      let shrunk = TermTableColumnLayout(
        columns: columns([(3, 10, nil), (8, 10, nil), (1, 10, nil)]), available: 13)
      #expect(shrunk.widths == [3, 8, 1], "each shrinks to its minimum; 1 cell still over")
      let huge = TermTableColumnLayout(
        columns: columns([(1, 1_000_000_000, nil), (1, Int.max, nil)]), available: 50)
      #expect(huge.widths.allSatisfy { $0 >= 1 })
    }
  }
}

/// Random layouts with extreme values: no trap, and every size measured
/// within `0 ... .infinity` (a seeded walk, so a failure replays).
extension TerminalSuites {
  @MainActor
  @Suite struct LayoutPropertyTests {
    struct Generator: RandomNumberGenerator {
      var state: UInt64
      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }

    static let lengths = [0, 1, 3, -1, -7, 100, Int.max, Int.min, Int.infinity, -Int.infinity, Int.max / 2]

    static func randomView(_ rng: inout Generator, depth: Int) -> AnyView {
      let length = { (rng: inout Generator) in lengths.randomElement(using: &rng)! }
      if depth == 0 { return AnyView(Text("leaf \(rng.next() % 100)")) }
      let a = randomView(&rng, depth: depth - 1)
      let b = randomView(&rng, depth: depth - 1)
      switch rng.next() % 9 {
      case 0:
        return AnyView(
          VStack(spacing: length(&rng)) {
            a; b
          })
      case 1:
        return AnyView(
          HStack(spacing: length(&rng)) {
            a; b
          })
      case 2:
        return AnyView(
          ZStack {
            a; b
          })
      case 3: return AnyView(a.padding(length(&rng)))
      case 4: return AnyView(a.frame(width: length(&rng), height: length(&rng)))
      case 5:
        return AnyView(
          a.frame(
            minWidth: length(&rng), idealWidth: length(&rng), maxWidth: length(&rng), minHeight: length(&rng))
        )
      case 6:
        return AnyView(
          HStack {
            a; Spacer(minLength: length(&rng)); b
          })
      case 7:
        return AnyView(
          LazyVGrid(columns: [GridItem(.fixed(length(&rng))), GridItem(.flexible(minimum: length(&rng)))]) {
            a; b
          })
      default:
        return AnyView(
          Grid(horizontalSpacing: length(&rng), verticalSpacing: length(&rng)) {
            a; b
          })
      }
    }

    @Test(arguments: 1...12)
    func randomLayoutsWithExtremeValuesNeverTrap(seed: UInt64) throws {
      var rng = Generator(state: seed)
      let view = Self.randomView(&rng, depth: 4)
      let width = Int(rng.next() % 80) + 1
      let height = Int(rng.next() % 30) + 1
      try withHostedView(view, width: width, height: height) { app, host, screen in
        app.render()
        #expect(screen.rows().count == height)
        let proposals = [
          Size(width: 0, height: 0), Size(width: .infinity, height: .infinity),
          Size(width: width, height: height),
        ]
        var sizes = proposals.map { host.sizeThatFits($0) }
        sizes.append(host.intrinsicContentSize ?? .zero)
        for size in sizes {
          #expect((0...Int.infinity).contains(size.width), "seed \(seed): width \(size.width)")
          #expect((0...Int.infinity).contains(size.height), "seed \(seed): height \(size.height)")
        }
      }
    }
  }
}
