import TermBridgeTerminal

/// The buttons of a row's swipe actions, shown over the row's end (or
/// start) by a ``TermListView`` when the row is dragged sideways: each
/// action is its title on its colour (a destructive one red), and a
/// click on one runs it.
@MainActor
public final class TermSwipeActionsView: TermView {
  /// The actions shown, from the row's edge inwards.
  public var actions: [TermContextualAction] = [] {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// Which edge of the row the buttons are at; the first action is the one
  /// nearest that edge.
  public var edge = TermListView.SwipeEdge.trailing {
    didSet { if edge != oldValue { setNeedsDisplay() } }
  }
  /// Called when the user clicks an action (the view runs nothing itself).
  public var onChoose: (@MainActor (TermContextualAction) -> Void)?

  /// As wide as the buttons, one line tall.
  public override var intrinsicContentSize: Size? {
    Size(width: actions.reduce(0) { $0 + Self.width(of: $1) }, height: 1)
  }

  private static func width(of action: TermContextualAction) -> Int {
    DisplayWidth.of(action.title) + 2
  }

  /// The buttons left to right: at the trailing edge the first action is
  /// the rightmost.
  private var ordered: [TermContextualAction] { edge == .trailing ? actions.reversed() : actions }

  /// The action drawn at column `x`, if any.
  public func action(atColumn x: Int) -> TermContextualAction? {
    var start = 0
    for action in ordered {
      let end = start + Self.width(of: action)
      if x >= start && x < end { return action }
      start = end
    }
    return nil
  }

  public override func draw(in canvas: TermCanvas) {
    var x = 0
    for action in ordered {
      let width = Self.width(of: action)
      let style = TermStyle(
        foreground: .white, background: action.resolvedBackgroundColor(in: theme), attributes: .bold)
      for y in 0..<bounds.height {
        canvas.draw(String(repeating: " ", count: width), at: Point(x: x, y: y), style: style)
      }
      canvas.draw(action.title, at: Point(x: x + 1, y: (bounds.height - 1) / 2), style: style)
      x += width
    }
  }

  public override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      if let action = action(atColumn: point.x) { onChoose?(action) }
      return true
    case .release(.left), .drag(.left): return true
    default: return super.mouseEvent(event, at: point)
    }
  }
}
