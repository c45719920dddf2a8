import TermBridgeTerminal
import TermBridgeWidgets

/// Flexible empty space along the axis of the stack it is in, like
/// SwiftUI's `Spacer`; outside a stack it grows both ways. It is pure
/// layout and makes no widget.
public struct Spacer: View, StructuralView, Equatable {
  /// A spacer has no body: it is a layout rule.
  public typealias Body = Never
  let minLength: Int

  /// A spacer at least `minLength` cells long (0 if nil; SwiftUI's default
  /// is the system spacing, here there is none).
  public nonisolated init(minLength: Int? = nil) { self.minLength = minLength ?? 0 }

  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    SpacerLayout(minLength: minLength, axis: environment.stackAxis)
  }

  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let spacer = layout as? SpacerLayout,
      spacer.minLength != minLength || spacer.axis != environment.stackAxis
    else { return false }
    spacer.minLength = minLength
    spacer.axis = environment.stackAxis
    return true
  }
}

@MainActor
final class SpacerLayout: LayoutBehavior {
  var minLength: Int
  var axis: Axis?
  var isSpacer: Bool { true }

  init(minLength: Int, axis: Axis?) {
    self.minLength = minLength
    self.axis = axis
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let width = max(minLength, min(proposal.width ?? minLength, .infinity))
    let height = max(minLength, min(proposal.height ?? minLength, .infinity))
    switch axis {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case nil: return Size(width: width, height: height)
    }
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {}
}

extension Spacer {
  /// A spacer at least `minLength` long, rounded to cells.
  public nonisolated init<F: BinaryFloatingPoint>(minLength: F?) {
    self.init(minLength: minLength.map { cells($0) })
  }
}
