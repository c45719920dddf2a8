import TermBridgeTerminal
import TermBridgeWidgets

/// Flexible empty space along the axis of the stack it is in, like
/// SwiftUI's `Spacer`; outside a stack it grows both ways. It is pure
/// layout and makes no widget.
public struct Spacer: View, StructuralView, Equatable {
  /// A spacer has no body: it is a layout rule.
  public typealias Body = Never
  let minLength: Length

  /// A spacer at least `minLength` long, in the subtree's ``LengthUnit``
  /// along the stack's axis (0 if nil; SwiftUI's default is the system
  /// spacing, here there is none).
  public nonisolated init(minLength: Int? = nil) {
    self.minLength = minLength.map { Length($0) } ?? .cells(0)
  }

  /// A spacer at least `cellMinLength` cells long whatever the unit: the library's own.
  package nonisolated init(cellMinLength: Int) { self.minLength = .cells(cellMinLength) }

  nonisolated init(length: Length) { self.minLength = length }

  /// The minimum across (columns) and down (rows).
  private func minimum(in environment: EnvironmentValues) -> Size {
    let unit = environment.lengthUnit
    return Size(
      width: minLength.cells(in: unit, along: .horizontal),
      height: minLength.cells(in: unit, along: .vertical))
  }

  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    SpacerLayout(minLength: minimum(in: environment), axis: environment.stackAxis)
  }

  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    let minimum = minimum(in: environment)
    guard let spacer = layout as? SpacerLayout,
      spacer.minLength != minimum || spacer.axis != environment.stackAxis
    else { return false }
    spacer.minLength = minimum
    spacer.axis = environment.stackAxis
    return true
  }
}

@MainActor
final class SpacerLayout: LayoutBehavior {
  /// The minimum length in columns (across) and rows (down).
  var minLength: Size
  var axis: Axis?
  var isSpacer: Bool { true }

  init(minLength: Size, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let minWidth = minLength.width
    let minHeight = minLength.height
    let width = max(minWidth, min(proposal.width ?? minWidth, .infinity))
    let height = max(minHeight, min(proposal.height ?? minHeight, .infinity))
    switch axis {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case nil: return Size(width: width, height: height)
    }
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {}
}

extension Spacer {
  /// A spacer at least `minLength` long in the subtree's ``LengthUnit``, rounded to cells at layout.
  public nonisolated init<F: BinaryFloatingPoint>(minLength: F?) {
    self.init(length: minLength.map { Length($0) } ?? .cells(0))
  }
}
