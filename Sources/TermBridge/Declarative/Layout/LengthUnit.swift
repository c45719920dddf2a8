import Glibc
import TermBridgeTerminal

/// What the lengths an app writes are measured in: cells (TermBridge's
/// own unit, the default) or SwiftUI's points.
///
/// A view written for a terminal measures in cells: `.padding(1)` is one
/// blank column on each side and one blank row above and below,
/// `.frame(width: 20)` is twenty columns. A view ported from SwiftUI
/// measures in points: `.padding(40)`, `.frame(width: 155, height: 155)`,
/// `GridItem(.adaptive(minimum: 250))`. Read as cells, those blank whole
/// screens; read as points, they are converted at layout, on the axis each
/// one lies on, to the cells a terminal font shows for them:
///
/// ```swift
/// PortedView().lengthUnit(.points)          // one subtree
/// WindowGroup { ContentView() }.lengthUnit(.points)   // a whole app
/// ```
///
/// or, with no change to the source, `TERMBRIDGE_LENGTH_UNIT=points` in the
/// environment (``standard``).
///
/// The default cell is 8 points wide and 16 points high: a 13-point
/// monospaced font (SF Mono, Menlo, DejaVu Sans Mono at 13 pt) advances
/// about 0.6 em, 7.8 pt, and sets lines about 1.2 em apart, 15.6 pt. The
/// round numbers keep SwiftUI's own grid whole: its standard spacing of
/// 8 points is one column, its default padding of 16 points two columns
/// and one row.
///
/// A length in points becomes cells by ``cells(_:along:)``: divided by the
/// column width across and the row height down, then rounded to the
/// nearest cell, halves away from zero (a gap of half a cell or more shows;
/// a 4-point gap between rows does not). A size (a frame's width or
/// height, a grid item's size, a column width) above zero is at least one
/// cell, so a thin bar a port draws with `.frame(height: 2)` stays
/// visible. Infinite lengths stay infinite, NaN is 0, and anything too
/// large for layout is infinite, as in cells.
public struct LengthUnit: Hashable, Sendable, CustomStringConvertible {
  /// Points a column is wide, and a row high; nil in cells.
  let pointsPerCell: (width: Double, height: Double)?

  private init(pointsPerCell: (width: Double, height: Double)?) { self.pointsPerCell = pointsPerCell }

  /// Cells: a length is a number of columns across and rows down, as
  /// TermBridge's own views and every native app write it.
  public static let cells = LengthUnit(pointsPerCell: nil)

  /// SwiftUI's points, a cell being 8 points wide and 16 high.
  public static let points = LengthUnit.points(columnWidth: 8, rowHeight: 16)

  /// SwiftUI's points, a cell being `columnWidth` points wide and
  /// `rowHeight` high. A width or height that is not a positive finite
  /// number takes the default (8 and 16).
  public static func points(columnWidth: Double = 8, rowHeight: Double = 16) -> LengthUnit {
    func valid(_ value: Double, _ fallback: Double) -> Double {
      value.isFinite && value > 0 ? value : fallback
    }
    return LengthUnit(pointsPerCell: (valid(columnWidth, 8), valid(rowHeight, 16)))
  }

  /// Whether lengths are cells.
  public var isCells: Bool { pointsPerCell == nil }

  /// Points a column is wide (1 in cells: a column is one unit).
  public var columnWidth: Double { pointsPerCell?.width ?? 1 }

  /// Points a row is high (1 in cells).
  public var rowHeight: Double { pointsPerCell?.height ?? 1 }

  /// The unit's length of one cell along `axis`.
  public func cellLength(along axis: Axis) -> Double { axis == .horizontal ? columnWidth : rowHeight }

  /// `cells`, `points` (the default cell), or `points:WxH` for another cell.
  public var description: String {
    guard let size = pointsPerCell else { return "cells" }
    if size == (8, 16) { return "points" }
    return "points:\(format(size.width))x\(format(size.height))"
  }

  /// Cells for a gap (padding, spacing, an offset) of `length` in this
  /// unit along `axis`: the nearest whole cell, halves away from zero.
  /// Infinite stays infinite, NaN is 0, and a length at or beyond what
  /// layout takes (`Int.infinity`) is infinite.
  public func cells<F: BinaryFloatingPoint>(_ length: F, along axis: Axis) -> Int {
    guard !length.isNaN else { return 0 }
    let value = Double(length)
    if value.isInfinite || abs(value) >= Double(Int.infinity) { return value > 0 ? .infinity : -.infinity }
    guard pointsPerCell != nil else { return TermBridgeDeclarative.cells(value) }
    return TermBridgeDeclarative.cells(value / cellLength(along: axis))
  }

  /// Cells for a size (a frame's width or height, a grid item's or a
  /// column's size) of `length` along `axis`: as ``cells(_:along:)``, but
  /// a positive size in points is at least one cell, so it stays visible.
  public func cells<F: BinaryFloatingPoint>(size length: F, along axis: Axis) -> Int {
    let result = cells(length, along: axis)
    guard pointsPerCell != nil, result == 0, length > 0 else { return result }
    return 1
  }

  /// `cells` cells along `axis` in this unit: what geometry reports back
  /// to a view (a `GeometryReader`'s size), so a port's arithmetic stays
  /// in the unit it writes.
  public func length(ofCells cells: Int, along axis: Axis) -> Double {
    Double(cells) * cellLength(along: axis)
  }

  /// The unit `TERMBRIDGE_LENGTH_UNIT` asks for, read once when first used
  /// (an app reads it before the terminal starts): `cells` (or unset),
  /// `points`, or `points:WxH` (`points:8x16`, `points:7.5x15`) for a cell
  /// of W by H points. Any other value is reported in one line on the
  /// standard error and taken as `cells`.
  ///
  /// It is the default of the ``EnvironmentValues/lengthUnit`` of every
  /// view, so a ported app runs in points with no change to its source.
  public static let standard: LengthUnit = {
    guard let text = EnvironmentVariables.process[environmentVariable] else { return .cells }
    if let unit = LengthUnit(parsing: text) { return unit }
    let message =
      "TermBridge: \(environmentVariable)=\(text) is not cells, points or points:WxH (such as points:8x16); using cells\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    return .cells
  }()

  /// The name of the variable ``standard`` reads: `TERMBRIDGE_LENGTH_UNIT`.
  public static let environmentVariable = "TERMBRIDGE_LENGTH_UNIT"

  /// The unit `text` names (`cells`, `points`, `points:WxH`, any case,
  /// spaces around ignored), or nil.
  public init?(parsing text: String) {
    let value = text.trimmingSpaces.lowercased()
    if value == "cells" || value.isEmpty {
      self = .cells
      return
    }
    if value == "points" {
      self = .points
      return
    }
    let prefix = "points:"
    guard value.hasPrefix(prefix) else { return nil }
    let parts = value.dropFirst(prefix.count).split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else { return nil }
    self = .points(columnWidth: width, rowHeight: height)
  }

  /// Whether two units measure alike.
  public static func == (lhs: LengthUnit, rhs: LengthUnit) -> Bool {
    switch (lhs.pointsPerCell, rhs.pointsPerCell) {
    case (nil, nil): return true
    case (let a?, let b?): return a == b
    default: return false
    }
  }

  /// Hashes the cell's size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointsPerCell?.width)
    hasher.combine(pointsPerCell?.height)
  }
}

private func format(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return text
  }
}

/// A length as a view holds it until layout: whole cells (the library's
/// own layout, whatever the unit), a number as the app wrote it (in the
/// unit of the subtree it is laid out in), or SwiftUI's default padding.
package enum Length: Hashable, Sendable {
  /// Cells, whatever the unit: the library's own spacing and insets.
  case cells(Int)
  /// A number in the subtree's ``LengthUnit``.
  case written(Double)
  /// The padding `.padding()` gives with no length: 1 cell, or SwiftUI's
  /// 16 points in points.
  case standardPadding

  /// A length as written, from an app's `Int`.
  package init(_ value: Int) { self = .written(Double(value)) }

  /// A length as written, from an app's floating-point value: a `Double`
  /// (what a literal like `8.0` is) as it is, where the generic conversion
  /// asks the type for its layout through the standard library's witnesses.
  package init<F: BinaryFloatingPoint>(_ value: F) {
    if let double = value as? Double {
      self = .written(double)
    } else {
      self = .written(Double(value))
    }
  }

  /// The length in cells along `axis` as a gap (padding, spacing, offset).
  package func cells(in unit: LengthUnit, along axis: Axis) -> Int {
    switch self {
    case .cells(let value): return value.layoutClamped
    case .written(let value): return unit.cells(value, along: axis)
    case .standardPadding: return unit.isCells ? 1 : unit.cells(16.0, along: axis)
    }
  }

  /// The length in cells along `axis` as a size (a frame, a column).
  package func sizeCells(in unit: LengthUnit, along axis: Axis) -> Int {
    switch self {
    case .written(let value): return unit.cells(size: value, along: axis)
    case .cells, .standardPadding: return cells(in: unit, along: axis)
    }
  }
}

extension Length: CustomStringConvertible, CustomDebugStringConvertible {
  /// The number as written (`2`, `2.5`), `2 cells`, or `standard`.
  package var description: String {
    switch self {
    case .cells(let value): return "\(value) cells"
    case .written(let value): return format(value)
    case .standardPadding: return "standard"
    }
  }

  /// As ``description``.
  package var debugDescription: String { description }
}

extension Optional where Wrapped == Length {
  /// The length as a gap in cells, or nil.
  package func cells(in unit: LengthUnit, along axis: Axis) -> Int? {
    map { $0.cells(in: unit, along: axis) }
  }

  /// The length as a size in cells, or nil.
  package func sizeCells(in unit: LengthUnit, along axis: Axis) -> Int? {
    map { $0.sizeCells(in: unit, along: axis) }
  }
}

struct LengthUnitKey: EnvironmentKey {
  static var defaultValue: LengthUnit { .standard }
}

extension EnvironmentValues {
  /// What the lengths of the views below are measured in: cells (the
  /// default) or points (``LengthUnit``); `TERMBRIDGE_LENGTH_UNIT` sets the
  /// default of a whole process.
  public var lengthUnit: LengthUnit {
    get { self[LengthUnitKey.self] }
    set { self[LengthUnitKey.self] = newValue }
  }
}

extension View {
  /// Measures the lengths of this view and the views below it in `unit`:
  /// `.lengthUnit(.points)` over a view ported from SwiftUI, whose
  /// paddings, frames and spacings are points, inside an app in cells.
  public func lengthUnit(_ unit: LengthUnit) -> some View {
    environment(\.lengthUnit, unit)
  }
}
