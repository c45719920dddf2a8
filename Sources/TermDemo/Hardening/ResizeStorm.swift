import Dispatch
import Glibc
import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `TermDemo --resize-storm`: hundreds of random terminal sizes, 1x1, 2x2
/// and 500x200 among them, in quick succession (one to three per batch)
/// on the headless demo. Afterwards the screen must be what a demo built
/// fresh at the final size shows for the same model (query, selection,
/// notes), and the widgets must agree with the model.
@MainActor
enum ResizeStorm {
  struct Report {
    var seed: UInt64
    var resizes = 0
    var batches = 0
    var seconds = 0.0
    var finalSize = Size(width: 0, height: 0)
  }

  /// Sizes every storm includes, at random places.
  static let fixedSizes = [
    Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 500, height: 200),
    Size(width: 0, height: 0),
    Size(width: 1, height: 200), Size(width: 500, height: 1), Size(width: 3, height: 4),
  ]

  /// Puts the model into a state worth comparing: a query, a selection
  /// past the first row and an edited note.
  static func prepare(_ model: DemoModel) {
    model.query = "echo"
    model.select(position: 2)
    model.noteText = "# storm\nwide 日本語 and 👍 text\n\tand a tab"
  }

  /// Runs `count` resizes from `seed`, ending at `finalSize` (or a random
  /// size), and compares with a fresh demo.
  static func run(
    resizes count: Int, seed: UInt64, items: Int = 10_000, finalSize: Size? = nil
  ) throws -> Report {
    var rng = SeededGenerator(seed: seed)
    var report = Report(seed: seed)
    let model = DemoModel(itemCount: items, store: nil)
    prepare(model)
    // `count` sizes in all: random ones with the fixed ones among them, then the last.
    var sizes: [Size] = (0..<max(0, count - 1 - fixedSizes.count)).map { _ in randomSize(&rng) }
    for size in fixedSizes.prefix(max(0, count - 1)) {
      sizes.insert(size, at: Int.random(in: 0...sizes.count, using: &rng))
    }
    let last = finalSize ?? randomSize(&rng)
    sizes.append(last)
    let expectedSize = Size(width: max(1, last.width), height: max(1, last.height))

    let start = DispatchTime.now().uptimeNanoseconds
    let stormed: String
    do {
      let demo = try HeadlessDemo(model: model, size: Size(width: 100, height: 30))
      defer { demo.close() }
      var index = 0
      while index < sizes.count {
        let batch = min(sizes.count - index, Int.random(in: 1...3, using: &rng))
        demo.app.handle(sizes[index..<index + batch].map { InputEvent.resize($0) })
        index += batch
        report.batches += 1
      }
      report.resizes = sizes.count
      var problems = demo.consistencyProblems()
      if demo.screen.size != expectedSize {
        problems.append("the screen is \(demo.screen.size), not \(expectedSize)")
      }
      if let difference = demo.repaintDifference() {
        problems.append("the screen differs from a full repaint at \(difference)")
      }
      if !problems.isEmpty { throw HardeningFailure(seed: seed, problems: problems) }
      stormed = demo.snapshot
    }
    report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    report.finalSize = expectedSize

    if ProcessInfo.processInfo.environment["HARDENING_DEBUG"] != nil { print(stormed) }
    let fresh = try HeadlessDemo(model: model, size: expectedSize)
    defer { fresh.close() }
    if let difference = HeadlessDemo.firstDifference(stormed, fresh.snapshot) {
      throw HardeningFailure(
        seed: seed,
        problems: ["after the storm the \(expectedSize) screen differs from a fresh one at \(difference)"])
    }
    return report
  }

  /// Mostly small and ordinary sizes, now and then a huge or degenerate one.
  static func randomSize(_ rng: inout SeededGenerator) -> Size {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<2:
      return Size(width: Int.random(in: 0...4, using: &rng), height: Int.random(in: 0...4, using: &rng))
    case 2..<8:
      return Size(width: Int.random(in: 5...160, using: &rng), height: Int.random(in: 3...60, using: &rng))
    default:
      return Size(width: Int.random(in: 1...500, using: &rng), height: Int.random(in: 1...200, using: &rng))
    }
  }
}
