import TermBridge

@MainActor
protocol StarRatingViewDelegate: AnyObject {
  func starRatingView(_ view: StarRatingView, didChangeRating rating: Int)
}

/// Stars, like a `UIControl` of your own: Left and Right change the rating
/// and a click sets it; each change the user makes goes to the delegate.
final class StarRatingView: TermView {
  weak var delegate: (any StarRatingViewDelegate)?

  var maximum = 5 {
    didSet {
      guard maximum != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  var rating = 0 {
    didSet { if rating != oldValue { setNeedsDisplay() } }
  }

  override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }
  override var intrinsicContentSize: Size? { Size(width: maximum * 2 - 1, height: 1) }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .left: userSetRating(rating - 1)
    case .right: userSetRating(rating + 1)
    default: return super.keyDown(event)
    }
    return true
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind else { return super.mouseEvent(event, at: point) }
    userSetRating(point.x / 2 + 1)
    return true
  }

  private func userSetRating(_ value: Int) {
    let clamped = min(max(value, 0), maximum)
    guard clamped != rating else { return }
    rating = clamped
    delegate?.starRatingView(self, didChangeRating: rating)
  }

  override func draw(in canvas: TermCanvas) {
    let style: TermStyle = isFocused ? .attributes(.bold) : .plain
    for star in 0..<maximum {
      let glyph: Character = star < rating ? "*" : "."
      canvas.draw(glyph, at: Point(x: star * 2, y: 0), style: style)
    }
  }
}
