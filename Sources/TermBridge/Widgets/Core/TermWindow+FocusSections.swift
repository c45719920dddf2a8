import TermBridgeTerminal

// Focus sections: while a window has views marked `isFocusSection`, an
// arrow key the focused view leaves unused moves focus to the nearest
// focusable view in the arrow's direction. A section counts as a whole: a
// view in another section is reached when the section lies that way, even
// if the view itself is not in line with the focused one (SwiftUI's
// `.focusSection()` on tvOS and macOS).
extension TermWindow {
  /// Moves focus for an unused arrow key, when the window has focus
  /// sections; returns whether focus moved.
  func moveFocusAcrossSections(_ key: Key) -> Bool {
    guard let current = firstResponder, hasFocusSection(in: self) else { return false }
    let from = current.frameInWindow
    let fromSection = current.enclosingFocusSection
    var best: (view: TermView, score: (Int, Int))?
    for view in focusableViews() where view !== current {
      let section = view.enclosingFocusSection
      // A view in another section is reached through its section's frame.
      let target = section != nil && section !== fromSection ? section!.frameInWindow : view.frameInWindow
      guard let along = Self.distance(along: key, from: from, to: target) else { continue }
      let across = Self.gap(across: key, from: from, to: target)
      let own = Self.gap(across: key, from: from, to: view.frameInWindow)
      let score = (along + 2 * across, own)
      if best == nil || score < best!.score { best = (view, score) }
    }
    guard let best else { return false }
    return makeFirstResponder(best.view)
  }

  private func hasFocusSection(in view: TermView) -> Bool {
    if view.isFocusSection { return true }
    for subview in view.subviews where !subview.isHidden && hasFocusSection(in: subview) { return true }
    return false
  }

  /// How far `to` lies from `from` in the key's direction; nil when it
  /// does not lie that way.
  private static func distance(along key: Key, from: Rect, to: Rect) -> Int? {
    switch key {
    case .right: return to.minX >= from.maxX ? to.minX - from.maxX : nil
    case .left: return to.maxX <= from.minX ? from.minX - to.maxX : nil
    case .down: return to.minY >= from.maxY ? to.minY - from.maxY : nil
    case .up: return to.maxY <= from.minY ? from.minY - to.maxY : nil
    default: return nil
    }
  }

  /// How far apart the two are across the key's direction (0 when they
  /// overlap there).
  private static func gap(across key: Key, from: Rect, to: Rect) -> Int {
    func apart(_ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int) -> Int {
      aEnd <= b ? b - aEnd : bEnd <= a ? a - bEnd : 0
    }
    switch key {
    case .left, .right: return apart(from.minY, from.maxY, to.minY, to.maxY)
    default: return apart(from.minX, from.maxX, to.minX, to.maxX)
    }
  }
}
