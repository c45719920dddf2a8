import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the colour pickers below write.
@MainActor @Observable
final class ColorPickerModel {
  var tint = Color.red
  var fill = Color(red255: 30, green: 144, blue: 255)
}

/// Two colour pickers, one with opacity.
struct ColorPickerScreen: View {
  let model: ColorPickerModel

  var body: some View {
    @Bindable var model = model
    VStack(alignment: .leading) {
      ColorPicker("Tint", selection: $model.tint, supportsOpacity: false)
      ColorPicker(selection: $model.fill) { Text("Fill") }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `TermColorWell`, its picker and `ColorPicker`: the swatch, the palette
/// grid, the hex and opacity fields, keys and clicks.
@MainActor @Suite struct ColorPickerTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func type(_ text: String) -> [InputEvent] { text.map { .key(KeyEvent(.character($0))) } }
  private func click(_ x: Int, _ y: Int) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }

  @Test func colourValuesParseAndPrint() {
    #expect(TermRGB(parsing: "#1E90FF") == TermRGB(red: 30, green: 144, blue: 255))
    #expect(TermRGB(parsing: "f00") == TermRGB(red: 255, green: 0, blue: 0))
    #expect(TermRGB(parsing: " 1, 2 ,3 ") == TermRGB(red: 1, green: 2, blue: 3))
    #expect(TermRGB(parsing: "#12345") == nil)
    #expect(TermRGB(parsing: "1,2") == nil)
    #expect(TermRGB(red: 30, green: 144, blue: 255).hexString == "#1E90FF")
    #expect(TermRGB(.indexed(196)) == TermRGB(red: 255, green: 0, blue: 0))
    #expect(TermRGB(.default) == nil)
    #expect(TermRGB(red: 250, green: 5, blue: 5).nearestPaletteEntry(among: 16) == 9)
  }

  @Test func colourValuesAreTheScreenPalettesColours() {
    // Typed values are trimmed of tabs as key names are (one helper).
    #expect(TermRGB(parsing: "\t#FFF ") == TermRGB(red: 255, green: 255, blue: 255))
    for n in 0...255 {
      let entry = ColorPalette.rgb(ofIndex: UInt8(n))
      #expect(TermRGB.ofPaletteEntry(UInt8(n)) == TermRGB(red: entry.0, green: entry.1, blue: entry.2))
    }
    let grey = ColorPalette.rgb(ofIndex: 7)
    #expect(TermColor.default.assumedRGBComponents == (grey.0, grey.1, grey.2))
    #expect(TermRGB(red: 1, green: 214, blue: 3).nearestPaletteEntry(among: 256) == 40)
  }

  @Test func thePaletteLaysOutSixteenOrTwoHundredFiftySixColours() {
    let sixteen = TermColorPaletteView.layout(colorCount: 16)
    #expect(sixteen.count == 16)
    #expect(sixteen[8].origin == Point(x: 0, y: 1))
    let all = TermColorPaletteView.layout(colorCount: 256)
    #expect(all.count == 256)
    #expect(Set(all.map(\.index)).count == 256)
    #expect(all.last?.origin == Point(x: 23, y: 7))
  }

  @Test func aKitWellOpensThePickerAndReportsAPaletteChoice() throws {
    let well = TermColorWell(title: "Ink", selectedColor: .red)
    well.colorCount = 16
    well.frame = Rect(x: 0, y: 0, width: 8, height: 1)
    var reported: [TermColor] = []
    well.onValueChange = { color, _ in reported.append(color) }
    try TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.addSubview(well)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasPrefix("Ink ["))
      #expect(screen.cell(at: Point(x: 5, y: 0)).style.background == .red)
      app.handle([key(.enter)])
      let picker = try #require(well.presentedPicker)
      #expect(picker.paletteView.cells[picker.paletteView.cursor].index == 1, "the cursor starts on red")
      // The popover is under the well: a border, then the palette.
      #expect(screen.cell(at: Point(x: 4, y: 2)).style.background == .indexed(1))
      app.handle([key(.right), key(.down), key(.enter)])
      #expect(reported == [.indexed(10)])
      #expect(well.selectedColor == .indexed(10))
      #expect(well.presentedPicker == nil, "a pick closes the picker")
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func theSixteenColourPickerIsAPaletteAndFields(width: Int, height: Int) {
    let well = TermColorWell(title: "Ink", selectedColor: .rgb(30, 144, 255), supportsAlpha: true)
    well.colorCount = 16
    well.frame = Rect(x: 2, y: 1, width: 10, height: 1)
    TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.addSubview(well)
      window.makeKeyAndVisible(in: app)
      app.render()
      app.handle(click(10, 1))
      expectSnapshot(screen, named: "color-well-open-\(width)x\(height)")
      #expect(screen.rows()[2].hasPrefix("  ╭────"))
      #expect(screen.rows()[6].hasPrefix("  │Hex      #1E90FF"))
      #expect(screen.rows()[7].hasPrefix("  │Opacity% 100"))
      app.handle([key(.escape)])
      #expect(well.presentedPicker == nil, "Esc closes")
      #expect(well.selectedColor == .rgb(30, 144, 255), "and chooses nothing")
    }
  }

  @Test func theHexAndOpacityFieldsTakeTypedValues() throws {
    let model = ColorPickerModel()
    try withHostedView(ColorPickerScreen(model: model), width: 80, height: 24) { app, _, screen in
      // As SwiftUI's in a stack: the label leading, the swatch trailing.
      #expect(screen.rows()[0].hasPrefix("Tint ") && screen.rows()[0].hasSuffix("[  ]"))
      #expect(screen.rows()[1].hasPrefix("Fill ") && screen.rows()[1].hasSuffix("[  ]"))
      #expect(screen.cell(at: Point(x: 77, y: 0)).style.background == .red)
      app.handle([key(.tab), key(.enter)])
      #expect(screen.rows()[12].hasPrefix("│Hex      #1E90FF"))
      #expect(screen.rows()[13].hasPrefix("│Opacity% 100"))
      #expect(screen.cell(at: Point(x: 1, y: 4)).style.background == .indexed(16), "the cube's first")
      app.handle([key(.tab)])
      app.handle(Array(repeating: key(.backspace), count: 7) + type("#102030") + [key(.enter)])
      #expect(model.fill == Color(red255: 16, green: 32, blue: 48))
      app.handle([key(.enter), key(.tab), key(.tab)])
      app.handle(Array(repeating: key(.backspace), count: 3) + type("0") + [key(.enter)])
      #expect(model.fill == .clear, "an opacity of 0 is clear")
    }
  }

  @Test func aClickOnASwatchPicksIt() throws {
    let model = ColorPickerModel()
    try withHostedView(ColorPickerScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle(click(37, 0))
      #expect(screen.rows()[10].hasPrefix("│Hex      #CD0000"))
      let swatch = try #require(
        (0..<12).lazy.flatMap { y in (0..<40).map { Point(x: $0, y: y) } }.first {
          screen.cell(at: $0).style.background == .indexed(4)
        })
      app.handle(click(swatch.x, swatch.y))
      #expect(model.tint == Color(.indexed(4)))
      #expect(screen.cell(at: Point(x: 37, y: 0)).style.background == .indexed(4))
      #expect(screen.rows()[1].hasPrefix("Fill "), "the click's release opens nothing under it")
    }
  }
}
