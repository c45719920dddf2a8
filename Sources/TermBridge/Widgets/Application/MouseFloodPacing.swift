/// When a batch of input events brings the views up to date between two
/// events.
///
/// Each event is handled against the views as the events before it left
/// them: a click that opens a menu, then a click on the menu's item. That
/// costs an update of the views per event, which a flood of mouse reports
/// (tens of thousands of clicks pasted or replayed into the terminal at
/// once) cannot afford: the screen would freeze for seconds. So past the
/// first ``exactEvents`` events of a batch, a mouse event is handled
/// against views brought up to date at most once a frame interval, as
/// SwiftUI handles events that arrive faster than it draws: against what
/// it drew last. A batch a person makes (a click is a press and a release)
/// is always handled one event after another.
struct MouseFloodPacing {
  /// The events of a batch always handled one after another.
  static let exactEvents = 8

  /// The least time between two updates in a flood, in nanoseconds.
  let frameInterval: UInt64
  private var lastUpdate: UInt64?

  init(frameInterval: UInt64) { self.frameInterval = frameInterval }

  /// Whether the views are brought up to date before the event at `index`.
  mutating func bringsUpToDate(beforeEventAt index: Int, isMouse: Bool, now: UInt64) -> Bool {
    if index < Self.exactEvents || !isMouse {
      lastUpdate = now
      return true
    }
    if let lastUpdate, now &- lastUpdate < frameInterval { return false }
    lastUpdate = now
    return true
  }
}
