import TermBridgeTerminal
import TermBridgeWidgets

extension Scene {
  /// Measures the lengths of every view of this scene in `unit`:
  /// `WindowGroup { ContentView() }.lengthUnit(.points)` runs an app ported
  /// from SwiftUI in points (see ``LengthUnit``); a view's own
  /// `.lengthUnit(_:)` still decides below it.
  public func lengthUnit(_ unit: LengthUnit) -> some Scene {
    LengthUnitScene(scene: self, unit: unit)
  }
}

/// A scene whose views measure in `unit`.
struct LengthUnitScene<Content: Scene>: Scene {
  typealias Body = Never
  let scene: Content
  let unit: LengthUnit
}

extension LengthUnitScene: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    let own = SceneParts(scene)
    if parts.root == nil, let root = own.root { parts.root = AnyView(root.lengthUnit(unit)) }
    if parts.settings == nil, let settings = own.settings {
      parts.settings = AnyView(settings.lengthUnit(unit))
    }
    parts.commands += own.commands
  }
}
