import TermBridgeTerminal

/// Whether text in a view may be selected with the mouse, like the two
/// `TextSelectability`s of SwiftUI's `.textSelection(_:)`.
public enum TermTextSelectability: Hashable, Sendable {
  /// As the superview (the window: ``TermView/textSelectability``).
  case inherited
  /// Selectable, even inside a view that is not.
  case enabled
  /// Not selectable: a drag here selects nothing, and a selection passing
  /// over the view leaves its cells out.
  case disabled
}

/// Text selected on screen with the mouse, in a window's coordinates: a
/// drag from ``anchor`` to ``head``, by characters, words (a double click)
/// or lines (a triple click), kept inside ``bounds``.
///
/// A selection is made of cells as the screen shows them, whatever views
/// drew them, so it runs across widgets; it never splits a wide glyph, and
/// its text (``TermWindow/selectedText``) is the glyphs' text, each line's
/// trailing spaces trimmed, lines joined with `"\n"`. The window owning it
/// draws it in reverse video (``TermWindow/textSelection``).
public struct TermTextSelection: Equatable, Sendable {
  /// What a selection grows by as the pointer moves.
  public enum Granularity: Hashable, Sendable {
    /// Character by character (a drag).
    case character
    /// Whole words (after a double click).
    case word
    /// Whole lines (after a triple click).
    case line
  }

  /// The cell the selection started at. Rows above or below ``bounds``
  /// are rows a drag scrolled out of view.
  public var anchor: Point
  /// The cell the pointer is on (the selection's other end).
  public var head: Point
  /// What the selection grows by.
  public var granularity: Granularity
  /// The area it is kept inside, in window coordinates: the view that
  /// scrolls the text it started in (``TermView/textSelectionBounds``),
  /// or the window's content.
  public var bounds: Rect

  /// Cells of rows scrolled out of ``bounds`` while selected (by the
  /// row they would be on), so their text can still be copied.
  var offscreenRows: [Int: [ScreenCell]] = [:]

  /// A selection from `anchor` to `head` inside `bounds`.
  public init(anchor: Point, head: Point, granularity: Granularity = .character, bounds: Rect) {
    self.anchor = anchor
    self.head = head
    self.granularity = granularity
    self.bounds = bounds
  }

  /// The end that comes first in reading order (top to bottom, left to right).
  public var start: Point { Self.precedes(head, anchor) ? head : anchor }
  /// The end that comes last in reading order.
  public var end: Point { Self.precedes(head, anchor) ? anchor : head }

  /// The rows the selection covers, on screen or scrolled out.
  public var rows: ClosedRange<Int> { start.y...end.y }

  /// Whether `a` comes before `b` in reading order.
  static func precedes(_ a: Point, _ b: Point) -> Bool {
    a.y != b.y ? a.y < b.y : a.x < b.x
  }

  /// The columns selected on row `y` before any snapping to words or
  /// glyphs, as a half-open range inside ``bounds``; nil when `y` is not
  /// selected.
  func columns(onRow y: Int) -> Range<Int>? {
    guard rows.contains(y), bounds.width > 0 else { return nil }
    if granularity == .line { return bounds.minX..<bounds.maxX }
    let first = y == start.y ? clampedX(start.x) : bounds.minX
    let last = y == end.y ? clampedX(end.x) : bounds.maxX - 1
    return first <= last ? first..<(last + 1) : nil
  }

  private func clampedX(_ x: Int) -> Int { min(max(x, bounds.minX), bounds.maxX - 1) }
}
