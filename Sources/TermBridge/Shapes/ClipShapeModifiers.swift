import TermBridgeTerminal
import TermBridgeWidgets

struct RoundedBordersKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether borders below have rounded corners (`.cornerRadius`,
  /// `.clipShape` with a rounded shape).
  var roundsBorders: Bool {
    get { self[RoundedBordersKey.self] }
    set { self[RoundedBordersKey.self] = newValue }
  }
}

extension View {
  /// Rounds the corners of the borders inside, like SwiftUI's
  /// `cornerRadius(_:)`: a terminal cannot clip cells to a curve, so a
  /// single-line border becomes a rounded one.
  public func cornerRadius(_ radius: Double) -> some View {
    EnvironmentModifierView(wrapped: self) { if radius > 0 { $0.roundsBorders = true } }
  }

  /// Clips the view to `shape`, like SwiftUI's `clipShape(_:style:)`: a
  /// terminal cannot clip cells to a curve, so a shape with rounded
  /// corners (`Capsule`, `Circle`, `Ellipse`, a `RoundedRectangle` with a
  /// radius) rounds the single-line borders inside, and the view is not
  /// clipped.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let rounded = (shape as? any TerminalShapeTraits)?.hasRoundedCorners ?? false
    return EnvironmentModifierView(wrapped: self) { if rounded { $0.roundsBorders = true } }
  }
}
