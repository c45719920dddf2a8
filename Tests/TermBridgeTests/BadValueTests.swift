import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Values from an app's data (a model's number, a bound computed at run
/// time) never stop the program: steppers saturate at their type's and
/// range's limits, sliders over ranges too wide to divide still draw and
/// step, alignment points made of NaN or infinity place at an edge. Each
/// case trapped before (issue 30, part 1).
@MainActor
struct SteppingSaturatesTests {
  @Test func anInt8StepperStopsAtItsTopInsteadOfTrapping() {
    #expect(stepped(Int8(120), by: 10, up: true, within: 0...127) == 127)
    #expect(stepped(Int8(120), by: 10, up: true, within: nil) == Int8.max)
    #expect(stepped(Int8(-120), by: 10, up: false, within: nil) == Int8.min)
    #expect(stepped(Int8(5), by: 10, up: false, within: -3...100) == -3)
  }

  @Test func unsignedAndWordSizedSteppersSaturateAtTheirLimits() {
    #expect(stepped(UInt8(250), by: 10, up: true, within: nil) == UInt8.max)
    #expect(stepped(UInt8(3), by: 10, up: false, within: nil) == 0)
    #expect(stepped(Int.max - 1, by: 5, up: true, within: nil) == Int.max)
    #expect(stepped(Int.min + 1, by: 5, up: false, within: nil) == Int.min)
    #expect(stepped(Int.max - 1, by: Int.max, up: true, within: 0...Int.max) == Int.max)
    #expect(stepped(UInt64.max - 1, by: 3, up: true, within: nil) == UInt64.max)
  }

  @Test func aNegativeStepStepsTheOtherWayAndPlainStepsAreUnchanged() {
    #expect(stepped(10, by: -3, up: true, within: nil) == 7)
    #expect(stepped(10, by: 3, up: true, within: 0...100) == 13)
    #expect(stepped(2.5, by: 0.5, up: false, within: 0...10) == 2.0)
  }
}

extension TerminalSuites {
  /// The declarative controls driven by keys with the values that trapped.
  @MainActor
  @Suite struct BadValueControlTests {
    private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

    struct Steppers: View {
      @State var small: Int8 = 120
      @State var big = Int.max - 1
      var body: some View {
        VStack(alignment: .leading) {
          Stepper("Small \(small)", value: $small, in: 0...127, step: 10)
          Stepper("Big \(big)", value: $big, step: 5)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func steppersAtTheirTypesLimitsStepToTheLimitByKey() throws {
      try withHostedView(Steppers(), width: 60, height: 4) { app, _, screen in
        app.handle([key(.right)])
        #expect(screen.rows()[0].hasPrefix("Small 127"))
        app.handle([key(.tab), key(.right), key(.right)])
        #expect(screen.rows()[1].hasPrefix("Big \(Int.max)"))
      }
    }

    struct InfiniteSlider: View {
      @State var value = 3.0
      let range: ClosedRange<Double>
      var body: some View {
        VStack(alignment: .leading) {
          Slider(value: $value, in: range)
          Text("value \(value)")
        }
      }
    }

    @Test(arguments: [
      -Double.infinity...Double.infinity, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
      0...Double.infinity,
    ])
    func aSliderOverARangeTooWideToDivideDrawsAndSteps(range: ClosedRange<Double>) throws {
      try withHostedView(InfiniteSlider(range: range), width: 30, height: 3) { app, _, screen in
        #expect(screen.rows()[0].contains("●"))
        app.handle([key(.right), key(.right), key(.left), key(.end), key(.home)])
        #expect(screen.rows()[1].hasPrefix("value "))
        app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 5, y: 0)))])
        #expect(screen.rows()[0].contains("●"))
      }
    }
  }
}

@MainActor
struct UnitPointPlacementTests {
  @Test func aPointOfNaNOrInfinityPlacesAtAnEdgeInsteadOfTrapping() {
    let container = Rect(x: 2, y: 1, width: 20, height: 10)
    let size = Size(width: 4, height: 2)
    #expect(UnitPoint(x: .nan, y: .nan).rect(for: size, in: container).origin == Point(x: 2, y: 1))
    let far = UnitPoint(x: .infinity, y: -.infinity).rect(for: size, in: container)
    #expect(far.origin.x > 1_000_000 && far.origin.y < -1_000_000)
    #expect(UnitPoint.center.rect(for: size, in: container).origin == Point(x: 10, y: 5))
  }
}
