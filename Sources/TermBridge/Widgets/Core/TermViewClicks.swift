import TermBridgeTerminal

extension TermView {
  /// A left click on an enabled control that acts when the button is
  /// released over it (as UIKit's `touchUpInside`): the press is taken,
  /// the release runs `action` with its point. Returns `nil` for any other
  /// event, or any event while disabled, which the caller handles or
  /// passes on.
  func takeClick(_ event: MouseEvent, at point: Point, _ action: (Point) -> Void) -> Bool? {
    guard isEffectivelyEnabled else { return nil }
    switch event.kind {
    case .press(.left): return true
    case .release(.left):
      action(point)
      return true
    default: return nil
    }
  }
}
