import TermBridgeTerminal

/// One cell of a rasterized drawing: what is drawn in it.
package struct TermRasterCell: Hashable, Sendable {
  /// The character.
  package var character: Character
  /// Its style (a solid cell is a blank with the colour as background).
  package var style: TermStyle
}

/// Turns ``TermShapeLayer``s into cells: each layer is set into a grid of
/// pixels (``TermRasterMode/dotsPerCell`` a cell, each pixel on when its
/// centre is inside the fill or on the stroke), then each cell covered
/// whole becomes a solid cell in the layer's colour and each cell covered
/// in part the mode's character for its pixels, in the colour (over the
/// solid colour a layer below left). Colours are sampled at cell centres;
/// there is no anti-aliasing.
package struct TermRasterizer {
  package let mode: TermRasterMode
  package let size: Size
  private let dotsX: Int
  private let dotsY: Int
  private var solid: [TermColor?]
  private var mask: [UInt8]
  private var maskColor: [TermColor]
  private var texts: [(String, Point, TermStyle)] = []

  /// A rasterizer for `size` cells.
  package init(size: Size, mode: TermRasterMode) {
    self.mode = mode
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    (dotsX, dotsY) = mode.dotsPerCell
    let count = self.size.width * self.size.height
    solid = Array(repeating: nil, count: count)
    mask = Array(repeating: 0, count: count)
    maskColor = Array(repeating: .default, count: count)
  }

  /// The cells `layers` draw in `size`, row by row (nil: nothing drawn).
  package static func render(_ layers: [TermShapeLayer], size: Size, mode: TermRasterMode)
    -> [[TermRasterCell?]]
  {
    var raster = TermRasterizer(size: size, mode: mode)
    for layer in layers { raster.draw(layer) }
    return raster.cells()
  }

  /// Adds `layer` over what is drawn.
  package mutating func draw(_ layer: TermShapeLayer) {
    guard size.width > 0, size.height > 0 else { return }
    switch layer {
    case .fill(let path, let shading, let evenOdd):
      var pixels = PixelGrid(width: size.width * dotsX, height: size.height * dotsY)
      fill(path.polylines(), evenOdd: evenOdd, into: &pixels)
      solidifyIfThin(&pixels)
      composite(pixels, shading: shading)
    case .stroke(let path, let shading, let lineWidth):
      var pixels = PixelGrid(width: size.width * dotsX, height: size.height * dotsY)
      let lines = path.polylines()
      if lineWidth <= 1 {
        hairline(lines, into: &pixels)
      } else {
        stroke(lines, halfWidth: lineWidth / 2, into: &pixels)
      }
      composite(pixels, shading: shading)
    case .text(let text, let origin, let style):
      texts.append((text, Point(x: Int(origin.x.rounded(.down)), y: Int(origin.y.rounded(.down))), style))
    }
  }

  /// The drawing's cells, row by row; text is left to ``drawText(in:)``.
  package func cells() -> [[TermRasterCell?]] {
    var rows: [[TermRasterCell?]] = []
    rows.reserveCapacity(size.height)
    for y in 0..<size.height {
      var row: [TermRasterCell?] = []
      row.reserveCapacity(size.width)
      for x in 0..<size.width { row.append(cell(at: y * size.width + x)) }
      rows.append(row)
    }
    return rows
  }

  /// The text layers, in order, with the background of the cell each starts on.
  package var textRuns: [(text: String, origin: Point, style: TermStyle)] {
    var runs: [(text: String, origin: Point, style: TermStyle)] = []
    for (text, origin, style) in texts {
      var style = style
      if origin.x >= 0, origin.y >= 0, origin.x < size.width, origin.y < size.height,
        style.background == .default, let below = solid[origin.y * size.width + origin.x], below != .default
      {
        style.background = below
      }
      runs.append((text, origin, style))
    }
    return runs
  }

  private func cell(at index: Int) -> TermRasterCell? {
    let below = solid[index]
    if mask[index] != 0 {
      var style = TermStyle(foreground: maskColor[index])
      if let below { style.background = below }
      return TermRasterCell(character: mode.glyph(mask[index]), style: style)
    }
    guard let below else { return nil }
    return TermRasterCell(
      character: " ",
      style: below == .default ? TermStyle(attributes: .reverse) : TermStyle(background: below))
  }

  /// Sets the cells from `pixels`, coloured by `shading`.
  private mutating func composite(_ pixels: PixelGrid, shading: TermShading) {
    let full: UInt8 = UInt8(truncatingIfNeeded: (1 << (dotsX * dotsY)) - 1)
    for y in 0..<size.height {
      for x in 0..<size.width {
        var bits: UInt8 = 0
        for dx in 0..<dotsX {
          for dy in 0..<dotsY where pixels[x * dotsX + dx, y * dotsY + dy] {
            bits |= 1 << UInt8(dx * dotsY + dy)
          }
        }
        guard bits != 0 else { continue }
        let index = y * size.width + x
        let color = shading.color(at: EssentialPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
        if bits == full {
          solid[index] = color
          mask[index] = 0
        } else {
          mask[index] = maskColor[index] == color ? mask[index] | bits : bits
          maskColor[index] = color
          if mask[index] == full {
            solid[index] = color
            mask[index] = 0
          }
        }
      }
    }
  }

  /// Fills whole every cell a fill touches when the fill is too thin to
  /// read in dots: it sets fewer than half the dots of the cells it
  /// touches, or its frame is at most 2x1 cells in a mode finer than half
  /// blocks (whose two halves read as shapes of their own). A small
  /// `Circle()` (a 2x1 status dot) is then a solid spot in its colour, not
  /// a thin `⢸⡇`; a larger shape, whose inner cells are full, keeps its
  /// dotted edges.
  private func solidifyIfThin(_ pixels: inout PixelGrid) {
    var touched: [Point] = []
    var set = 0
    for y in 0..<size.height {
      for x in 0..<size.width {
        var count = 0
        for dx in 0..<dotsX {
          for dy in 0..<dotsY where pixels[x * dotsX + dx, y * dotsY + dy] { count += 1 }
        }
        guard count > 0 else { continue }
        touched.append(Point(x: x, y: y))
        set += count
      }
    }
    let tiny = size.width <= 2 && size.height <= 1 && dotsX * dotsY > 2
    guard !touched.isEmpty, tiny || set * 2 < touched.count * dotsX * dotsY else { return }
    for cell in touched {
      for dx in 0..<dotsX {
        for dy in 0..<dotsY { pixels[cell.x * dotsX + dx, cell.y * dotsY + dy] = true }
      }
    }
  }

  /// Sets the pixels whose centres are inside `lines` (each closed).
  private func fill(_ lines: [TermPolyline], evenOdd: Bool, into pixels: inout PixelGrid) {
    var edges: [(EssentialPoint, EssentialPoint)] = []
    for line in lines where line.points.count > 2 {
      for index in line.points.indices {
        edges.append((line.points[index], line.points[(index + 1) % line.points.count]))
      }
    }
    guard !edges.isEmpty else { return }
    let sx = Double(dotsX)
    let sy = Double(dotsY)
    var crossings: [(x: Double, direction: Int)] = []
    for row in 0..<pixels.height {
      let y = (Double(row) + 0.5) / sy
      crossings.removeAll(keepingCapacity: true)
      for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
        let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        crossings.append((x, a.y < b.y ? 1 : -1))
      }
      guard crossings.count > 1 else { continue }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for index in crossings.indices.dropLast() {
        winding += crossings[index].direction
        let inside = evenOdd ? winding % 2 != 0 : winding != 0
        guard inside else { continue }
        // Pixels whose centres lie between the two crossings.
        let first = max(0, Int((crossings[index].x * sx - 0.5).rounded(.up)))
        let last = min(pixels.width - 1, Int((crossings[index + 1].x * sx - 0.5).rounded(.up)) - 1)
        if first <= last { for column in first...last { pixels[column, row] = true } }
      }
    }
  }

  /// Sets the pixels a one-pixel line along `lines` passes through.
  private func hairline(_ lines: [TermPolyline], into pixels: inout PixelGrid) {
    let sx = Double(dotsX)
    let sy = Double(dotsY)
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func plot(_ p: EssentialPoint) {
      var column = Int((p.x * sx).rounded(.down))
      var row = Int((p.y * sy).rounded(.down))
      // A line's rightmost and lowest points on a pixel's edge belong to the
      // pixel inside, not to the next one out.
      if p.x >= maxX - 1e-9, (p.x * sx).rounded() == p.x * sx { column -= 1 }
      if p.y >= maxY - 1e-9, (p.y * sy).rounded() == p.y * sy { row -= 1 }
      // A line on the right or bottom edge of the drawing is drawn on its last pixel.
      if column == pixels.width { column -= 1 }
      if row == pixels.height { row -= 1 }
      if column == -1 && p.x >= 0 { column = 0 }
      if row == -1 && p.y >= 0 { row = 0 }
      guard column >= 0, row >= 0, column < pixels.width, row < pixels.height else { return }
      pixels[column, row] = true
    }
    for line in lines {
      let points = line.isClosed ? line.points + [line.points[0]] : line.points
      maxX = points.map(\.x).max() ?? 0
      maxY = points.map(\.y).max() ?? 0
      if points.count == 1 { plot(points[0]) }
      for index in points.indices.dropFirst() {
        let a = points[index - 1]
        let b = points[index]
        let steps = Int((max(abs(b.x - a.x) * sx, abs(b.y - a.y) * sy) * 2).rounded(.up))
        guard steps < 1_000_000 else { continue }
        for step in 0...max(steps, 1) {
          let t = Double(step) / Double(max(steps, 1))
          plot(EssentialPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
      }
    }
  }

  /// Sets the pixels whose centres are within `halfWidth` of `lines`.
  private func stroke(_ lines: [TermPolyline], halfWidth: Double, into pixels: inout PixelGrid) {
    let sx = Double(dotsX)
    let sy = Double(dotsY)
    for line in lines {
      let points = line.isClosed ? line.points + [line.points[0]] : line.points
      let segments =
        points.count == 1 ? [(points[0], points[0])] : zip(points, points.dropFirst()).map { ($0, $1) }
      for (a, b) in segments {
        let minColumn = max(0, Int(((min(a.x, b.x) - halfWidth) * sx).rounded(.down)))
        let maxColumn = min(pixels.width - 1, Int(((max(a.x, b.x) + halfWidth) * sx).rounded(.up)))
        let minRow = max(0, Int(((min(a.y, b.y) - halfWidth) * sy).rounded(.down)))
        let maxRow = min(pixels.height - 1, Int(((max(a.y, b.y) + halfWidth) * sy).rounded(.up)))
        guard minColumn <= maxColumn, minRow <= maxRow else { continue }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let limit = halfWidth * halfWidth
        for row in minRow...maxRow {
          let y = (Double(row) + 0.5) / sy
          for column in minColumn...maxColumn where !pixels[column, row] {
            let x = (Double(column) + 0.5) / sx
            var t = lengthSquared > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared : 0
            t = max(0, min(1, t))
            let ex = a.x + dx * t - x
            let ey = a.y + dy * t - y
            if ex * ex + ey * ey <= limit { pixels[column, row] = true }
          }
        }
      }
    }
  }
}

/// Pixels on or off.
struct PixelGrid {
  let width: Int
  let height: Int
  private var bits: [Bool]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    bits = Array(repeating: false, count: width * height)
  }

  subscript(x: Int, y: Int) -> Bool {
    get { bits[y * width + x] }
    set { bits[y * width + x] = newValue }
  }
}
