import TermBridgeTerminal
import TermBridgeWidgets

/// A structural view: it sizes and places its content (stacks, padding,
/// frames, spacers, overlays) and adds no widget. Its content's widgets
/// join the nearest widget above, at the places its layout gives them.
@MainActor
package protocol StructuralView: View where Body == Never {
  /// The child views it lays out.
  var content: [any View] { get }
  /// How it sizes itself and places its content.
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior
  /// Refreshes `layout` with this value; returns whether sizes may change.
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool
  /// Changes the environment the content sees.
  func transformChildEnvironment(_ environment: inout EnvironmentValues)
  /// Whether it applies to each view of its content separately, as a
  /// modifier does (`Group { a; b }.padding()` pads each), rather than
  /// laying them out together, as a stack does.
  var appliesToEachChild: Bool { get }
}

extension StructuralView {
  package var content: [any View] { [] }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool { false }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {}
  package var appliesToEachChild: Bool { false }
}
