import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

extension TerminalSuites {
  /// `Color`'s SwiftUI initializers and values, `Angle`, and shape styles.
  @MainActor
  @Suite struct ColorValueTests {
    @Test func colorSpacesWhiteAndOpacity() {
      #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).termColor == .rgb(255, 128, 0))
      #expect(Color(red: 1, green: 0.5, blue: 0).termColor == .rgb(255, 128, 0))
      #expect(Color(.sRGBLinear, red: 0.214, green: 0, blue: 1).termColor == .rgb(127, 0, 255))
      #expect(Color(.displayP3, red: 0, green: 1, blue: 0).termColor == .rgb(0, 255, 0))
      #expect(Color(white: 1).termColor == .rgb(255, 255, 255))
      #expect(Color(.sRGB, white: 0, opacity: 0) == .clear)
      let faded: Color = Color.primary.opacity(0.75)
      #expect(faded == .primary)
      #expect(Color.red.opacity(0) == .clear)
    }

    @Test func aNamedColourIsTheRegisteredOneOrTheAccent() {
      Color.register(name: "Design", Color(red255: 10, green: 20, blue: 30))
      #expect(Color("Design").termColor == .rgb(10, 20, 30))
      #expect(Color("Missing") == .accentColor)
    }

    @Test func anglesConvertAndComputeAsSwiftUIs() {
      #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-12)
      #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-9)
      #expect(abs((Angle.degrees(0.25) * 360).degrees - 90) < 1e-9)
      #expect(abs((2 * Angle.degrees(10) - .degrees(5)).degrees - 15) < 1e-9)
      #expect(Angle.degrees(10) < .degrees(20))
      #expect(abs((-Angle.degrees(30) / 3).degrees + 10) < 1e-9)
    }

    @Test func shapeStylesResolveToTheEnvironmentsColours() {
      var environment = EnvironmentValues()
      environment.foregroundColor = .green
      environment.tint = .orange
      func color<S: ShapeStyle>(_ style: S) -> Color? { style._terminalColor(in: environment) }
      #expect(color(Color.red) == .red)
      #expect(color(AnyShapeStyle(.tint)) == .orange)
      #expect(color(HierarchicalShapeStyle.primary) == .green)
      #expect(color(AnyShapeStyle(.secondary)) == environment.palette.secondary)
      #expect(color(AnyShapeStyle(.selection)) == environment.palette.selection)
      #expect(color(AnyShapeStyle(.separator)) == environment.palette.border)
      #expect(color(AnyShapeStyle(.foreground)) == .green)
      #expect(color(AnyShapeStyle(.background)) == .clear)
      #expect(color(AnyShapeStyle(.bar)) == .clear)
      #expect(color(AnyShapeStyle(Color.accentColor)) == .accentColor)
      struct Mine: ShapeStyle {}
      #expect(color(Mine()) == nil)
    }

    /// A generic helper as apps write one.
    private func shapeStyle<S: ShapeStyle>(_ style: S) -> some ShapeStyle { style }

    @Test func stylesPaintForegroundsAndBackgrounds() throws {
      let view = VStack(alignment: .leading) {
        VStack { Text("fg") }.foregroundStyle(.tint)
        Text("bg").background(.red)
        Text("any").background(AnyShapeStyle(Color.blue), in: RoundedRectangle(cornerRadius: 4))
        Text("cover").overlay(Color.green.opacity(1)).background(.bar)
        Text("sec").foregroundStyle(shapeStyle(.secondary), .tertiary)
        Text("view").overlay(Color.yellow.frame(width: 2), alignment: .leading)
          .background(Color.red.frame(width: 1), alignment: .trailing)
      }
      .tint(.magenta)
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 10, height: 6
      ) { _, _, screen in
        #expect(screen.cells(inRow: 0)[0].style.foreground == .magenta)
        #expect(screen.cells(inRow: 1)[0].style.background == .red)
        #expect(screen.cells(inRow: 2)[0].style.background == .blue)
        #expect(screen.cells(inRow: 3)[0].style.background == .green)
        #expect(screen.cells(inRow: 4)[0].style.foreground == EnvironmentValues().palette.secondary.termColor)
        #expect(screen.cells(inRow: 5)[0].style.background == .yellow)
        #expect(screen.cells(inRow: 5)[2].style.background == .default)
        #expect(screen.rows()[5].hasPrefix("  ew"))
      }
    }

    @Test func textTakesAStyleResolvedWhereItIsMade() {
      #expect(Text("x").foregroundStyle(.secondary).foreground == EnvironmentValues().palette.secondary)
      #expect(Text("x").foregroundStyle(Color.red).foreground == .red)
    }

    @Test func shapesTakeStyles() throws {
      let view = HStack(spacing: 0) {
        Rectangle().fill(.selection).frame(width: 2, height: 1)
        Capsule().strokeBorder(Color.red, lineWidth: 1, antialiased: true).frame(width: 3, height: 3)
        RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 24, antialiased: true).frame(
          width: 3, height: 3)
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 8, height: 3
      ) { _, _, screen in
        #expect(screen.cells(inRow: 1)[0].style.background == EnvironmentValues().palette.selection.termColor)
        #expect(screen.rows()[0].hasPrefix("  ╭─╮"))
        // A border 24 wide inside a 3x3 frame covers it all.
        #expect(screen.cell(at: Point(x: 6, y: 1)).style.attributes.contains(.reverse))
        #expect(screen.cells(inRow: 0)[2].style.foreground == .red)
      }
    }
  }
}
