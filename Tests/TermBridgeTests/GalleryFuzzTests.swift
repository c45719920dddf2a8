import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets
@testable import TermDemo

/// The gallery driven by seeded random keys, clicks, drags, the wheel and
/// resizes (from 1x1 to 300x100): nothing traps or hangs, and a frame is
/// drawn after every step. Run when asked:
/// `GALLERY_FUZZ_SEEDS=1,2,3,4,5 GALLERY_FUZZ_STEPS=15000 swift test
/// --filter GalleryFuzzTests` (`GALLERY_FUZZ_TRACE=1` prints each step,
/// to find the one that fails).
@MainActor
@Suite struct GalleryFuzzTests {
  nonisolated static var seeds: [UInt64] {
    let given = ProcessInfo.processInfo.environment["GALLERY_FUZZ_SEEDS"] ?? ""
    let parsed = given.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    return parsed.isEmpty ? [30] : parsed
  }

  nonisolated static var steps: Int {
    ProcessInfo.processInfo.environment["GALLERY_FUZZ_STEPS"].flatMap(Int.init) ?? 400
  }

  nonisolated static var traces: Bool { ProcessInfo.processInfo.environment["GALLERY_FUZZ_TRACE"] != nil }

  /// Keys a user presses (no Ctrl-Q: it ends the process).
  static let keys: [KeyEvent] = [
    KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left),
    KeyEvent(.right), KeyEvent(.enter), KeyEvent(.character(" ")), KeyEvent(.escape), KeyEvent(.backspace),
    KeyEvent(.delete), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home), KeyEvent(.end),
    KeyEvent(.function(10), modifiers: .shift), KeyEvent(.function(10)), KeyEvent(.character("a")),
    KeyEvent(.character("+")), KeyEvent(.character("-")), KeyEvent(.character("<")),
    KeyEvent(.character(">")),
    KeyEvent(.character("é")), KeyEvent(.character("1"), modifiers: .alt),
    KeyEvent(.character("2"), modifiers: .alt),
    KeyEvent(.up, modifiers: .alt), KeyEvent(.down, modifiers: .alt), KeyEvent(.left, modifiers: .alt),
    KeyEvent(.up, modifiers: .shift), KeyEvent(.down, modifiers: .shift),
  ]

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["GALLERY_FUZZ_SEEDS"] != nil, "a long run, asked for"),
    arguments: GalleryFuzzTests.seeds)
  func theGalleryTakesRandomInputWithoutTrappingOrHanging(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    var size = Size(width: 80, height: 24)
    try TermPilot.run(GalleryScreen(), width: 80, height: 24) { pilot in
      let clock = ContinuousClock()
      var slowest = Duration.zero
      for step in 0..<GalleryFuzzTests.steps {
        let started = clock.now
        let event = GalleryFuzzTests.event(&random, size: &size)
        if GalleryFuzzTests.traces { print("step \(step): \(event)") }
        pilot.app.handle([event])
        pilot.app.render()
        let took = clock.now - started
        slowest = max(slowest, took)
        #expect(took < .seconds(5), "seed \(seed) step \(step): \(event) took \(took)")
        if let responder = pilot.app.keyWindow?.firstResponder {
          #expect(
            responder.window === pilot.app.keyWindow, "seed \(seed) step \(step): focus outside the window")
        }
      }
      print("gallery fuzz seed \(seed): \(GalleryFuzzTests.steps) steps, slowest \(slowest)")
    }
  }

  /// One random event: mostly keys, then clicks, drags, the wheel, resizes.
  static func event(_ random: inout SplitMix64, size: inout Size) -> InputEvent {
    let roll = Int.random(in: 0..<100, using: &random)
    func point() -> Point {
      Point(
        x: Int.random(in: 0..<max(1, size.width), using: &random),
        y: Int.random(in: 0..<max(1, size.height), using: &random))
    }
    switch roll {
    case 0..<60:
      return .key(keys[Int.random(in: 0..<keys.count, using: &random)])
    case 60..<72:
      let kind: MouseEvent.Kind = Bool.random(using: &random) ? .press(.left) : .release(.left)
      return .mouse(MouseEvent(kind: kind, location: point()))
    case 72..<80:
      return .mouse(MouseEvent(kind: .drag(.left), location: point()))
    case 80..<90:
      return .mouse(MouseEvent(kind: Bool.random(using: &random) ? .wheelUp : .wheelDown, location: point()))
    case 90..<93:
      size = Size(
        width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
      return .resize(size)
    case 93..<97:
      size = Size(
        width: Int.random(in: 30...120, using: &random), height: Int.random(in: 10...40, using: &random))
      return .resize(size)
    default:
      return .paste(String(repeating: "x", count: Int.random(in: 0...40, using: &random)))
    }
  }
}
