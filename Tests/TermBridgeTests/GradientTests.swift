import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Gradients as styles: one colour a cell, sampled at its centre.
@MainActor
@Suite struct GradientTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  @Test func stopsInterpolateInRGB() {
    let gradient = Gradient(colors: [red, blue]).resolved
    #expect(gradient.color(at: 0) == .rgb(255, 0, 0))
    #expect(gradient.color(at: 0.5) == .rgb(128, 0, 128))
    #expect(gradient.color(at: 2) == .rgb(0, 0, 255), "past the end: the end colour")
    let stops = Gradient(stops: [
      Gradient.Stop(color: blue, location: 0.8), Gradient.Stop(color: red, location: 0.2),
    ]).resolved
    #expect(stops.color(at: 0.1) == .rgb(255, 0, 0), "stops are sorted by location")
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
  }

  @Test func eachKindSamplesItsGeometry() {
    let rect = EssentialRect(x: 0, y: 0, width: 10, height: 10)
    let environment = EnvironmentValues()
    func sample<S: ShapeStyle>(_ style: S, _ x: Double, _ y: Double) -> TermColor {
      termShading(style, in: rect, environment: environment).color(at: EssentialPoint(x: x, y: y))
    }
    let linear = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
    #expect(sample(linear, 0, 5) == .rgb(255, 0, 0) && sample(linear, 10, 5) == .rgb(0, 0, 255))
    let radial = RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 5)
    #expect(sample(radial, 5, 5) == .rgb(255, 0, 0) && sample(radial, 0, 5) == .rgb(0, 0, 255))
    let angular = AngularGradient(colors: [red, blue], center: .center)
    #expect(sample(angular, 9, 5.001) == .rgb(255, 0, 0), "just past angle 0: the start")
    #expect(sample(angular, 1, 5) == .rgb(128, 0, 128), "half a turn: halfway")
    let elliptical = EllipticalGradient(colors: [red, blue])
    #expect(sample(elliptical, 5, 5) == .rgb(255, 0, 0) && sample(elliptical, 5, 0) == .rgb(0, 0, 255))
    let any = AnyShapeStyle(linear)
    #expect(sample(any, 10, 5) == .rgb(0, 0, 255), "AnyShapeStyle keeps the gradient")
    #expect(sample(Color.green, 3, 3) == Color.green.termColor)
    #expect(linear._terminalColor(in: environment) == Color(.rgb(128, 0, 128)), "text takes the middle")
  }

  @Test func aFillPaintsEachCellAndBandsOnAPaletteScreen() throws {
    let view = Rectangle().fill(
      .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
    try withHostedView(view, width: 20, height: 2) { _, _, screen in
      let backgrounds = screen.cells(inRow: 0).map(\.style.background)
      #expect(backgrounds.first == .indexed(196) && backgrounds.last == .indexed(21))
      // 256 colours: the nearest each, neighbours sharing a band.
      #expect(Set(backgrounds).count > 3 && Set(backgrounds).count < 20)
    }
  }

  @Test func foregroundStyleAndBackgroundTakeGradients() throws {
    let view = VStack(spacing: 0) {
      Rectangle().frame(height: 1)
      Text("on").frame(maxWidth: .infinity).background(
        LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
      LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom).frame(height: 2)
      Capsule().fill(Color.green.gradient).frame(height: 2)
    }
    .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
    try withHostedView(view, width: 10, height: 6) { _, _, screen in
      #expect(
        screen.cell(at: Point(x: 0, y: 0)).style.background == .indexed(196),
        "the shape takes the foreground gradient")
      #expect(screen.cell(at: Point(x: 9, y: 0)).style.background == .indexed(21))
      #expect(screen.cell(at: Point(x: 0, y: 1)).style.background == .indexed(196), "a gradient background")
      #expect(screen.rows()[1].contains("on"))
      #expect(
        screen.cell(at: Point(x: 5, y: 2)).style.background
          != screen.cell(at: Point(x: 5, y: 3)).style.background, "a gradient view: top to bottom")
      // Green's xterm shade (0, 205, 0) is 256-colour 40: the gradient ends near it.
      #expect(
        screen.cell(at: Point(x: 5, y: 5)).style.background == .indexed(40),
        "Color.gradient ends in the colour")
    }
  }
}
