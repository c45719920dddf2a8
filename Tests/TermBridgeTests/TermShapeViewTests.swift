import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The kit's `TermShapeView` and its rasterizer, without the declarative layer.
@MainActor
@Suite struct TermShapeViewTests {
  private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> TermBezierPath {
    var path = TermBezierPath()
    path.addRect(EssentialRect(x: x, y: y, width: width, height: height))
    return path
  }

  @Test func aFillCoversWholeCellsSolidAndEdgesInBraille() {
    // Columns 0–1.5: the second column half covered (its left dot column).
    let cells = TermRasterizer.render(
      [.fill(rect(0, 0, 1.5, 1), shading: .color(.red), evenOdd: false)], size: Size(width: 3, height: 1),
      mode: .braille)
    #expect(cells[0][0] == TermRasterCell(character: " ", style: TermStyle(background: .red)))
    #expect(cells[0][1] == TermRasterCell(character: "⡇", style: TermStyle(foreground: .red)))
    #expect(cells[0][2] == nil)
  }

  @Test func aFillTooThinForDotsIsSolidCells() {
    // `Circle()` in a 2x1 frame (a status dot): braille would set 7 of
    // its 16 dots (`⢸⡇`).
    var dot = TermBezierPath()
    dot.addEllipse(in: EssentialRect(x: 0.5, y: 0, width: 1, height: 1))
    let cells = TermRasterizer.render(
      [.fill(dot, shading: .color(.green), evenOdd: false)], size: Size(width: 2, height: 1), mode: .braille)
    let solid = TermRasterCell(character: " ", style: TermStyle(background: .green))
    #expect(cells[0] == [solid, solid])
    // A larger circle keeps its dotted edge.
    var circle = TermBezierPath()
    circle.addEllipse(in: EssentialRect(x: 0, y: 0, width: 8, height: 4))
    let large = TermRasterizer.render(
      [.fill(circle, shading: .color(.green), evenOdd: false)], size: Size(width: 8, height: 4),
      mode: .braille)
    #expect(large[0].contains { $0.map { $0.character != " " } ?? false })
  }

  @Test func halfBlocksAndASCIIHaveTwoPixelsACell() {
    let layers: [TermShapeLayer] = [.fill(rect(0, 0, 2, 0.5), shading: .color(.green), evenOdd: false)]
    let blocks = TermRasterizer.render(layers, size: Size(width: 2, height: 1), mode: .halfBlocks)
    #expect(blocks[0][0]?.character == "▀")
    let ascii = TermRasterizer.render(layers, size: Size(width: 2, height: 1), mode: .ascii)
    #expect(ascii[0][0]?.character == "'")
  }

  @Test func aHairlineIsOneDotThinAndAWideStrokeFillsCells() {
    var line = TermBezierPath()
    line.move(to: EssentialPoint(x: 0, y: 0.1))
    line.addLine(to: EssentialPoint(x: 4, y: 0.1))
    let thin = TermRasterizer.render(
      [.stroke(line, shading: .color(.default), lineWidth: 1)], size: Size(width: 4, height: 1),
      mode: .braille)
    #expect(thin[0].allSatisfy { $0?.character == "⠉" }, "the top row of dots")
    var middle = TermBezierPath()
    middle.move(to: EssentialPoint(x: 0, y: 1.5))
    middle.addLine(to: EssentialPoint(x: 4, y: 1.5))
    let wide = TermRasterizer.render(
      [.stroke(middle, shading: .color(.blue), lineWidth: 3)], size: Size(width: 4, height: 3), mode: .braille
    )
    #expect(wide.allSatisfy { row in row.allSatisfy { $0?.style.background == .blue } })
  }

  @Test func sampledShadingColoursEachCellAtItsCentre() {
    let cells = TermRasterizer.render(
      [
        .fill(
          rect(0, 0, 3, 1), shading: .sampled { point in point.x < 1 ? .red : point.x < 2 ? .green : .blue },
          evenOdd: false)
      ], size: Size(width: 3, height: 1), mode: .braille)
    #expect(cells[0].map { $0?.style.background } == [.red, .green, .blue])
  }

  @Test func theViewDrawsLayersTextAndABoxBorder() {
    TermScreen.withInMemory(width: 12, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let view = TermShapeView(frame: Rect(x: 0, y: 0, width: 12, height: 4))
      view.boxBorder = .rounded
      view.layerProvider = { size in
        var circle = TermBezierPath()
        circle.addEllipse(in: EssentialRect(x: 1, y: 0, width: size.width - 2, height: size.height))
        return [
          .fill(circle, shading: .color(.yellow), evenOdd: false),
          .text("hi", origin: EssentialPoint(x: 5, y: 1), style: TermStyle(foreground: .black)),
        ]
      }
      window.addSubview(view)
      window.makeKeyAndVisible(in: app)
      app.render()
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("╭") && rows[3].hasSuffix("╯"))
      #expect(rows[1].contains("hi"))
      #expect(screen.cell(at: Point(x: 5, y: 1)).style.background == .yellow, "text takes the fill behind it")
      #expect(view.effectiveRasterMode == .braille, "an in-memory screen draws braille")
      view.rasterMode = .halfBlocks
      #expect(view.effectiveRasterMode == .halfBlocks)
    }
  }

  @Test func theModeFollowsTheTerminal() {
    #expect(TermRasterMode.mode(shapesVariable: nil, term: "xterm-256color") == .braille)
    #expect(TermRasterMode.mode(shapesVariable: nil, term: "linux") == .halfBlocks)
    #expect(TermRasterMode.mode(shapesVariable: nil, term: "vt100") == .ascii)
    #expect(TermRasterMode.mode(shapesVariable: "ascii", term: "xterm") == .ascii)
    #expect(TermRasterMode.mode(shapesVariable: "blocks", term: "xterm") == .halfBlocks)
  }
}
