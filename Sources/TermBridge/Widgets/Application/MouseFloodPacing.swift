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
///
/// A flood arrives in many reads of the terminal: the application keeps
/// one pacing, so a batch that starts within a frame interval of the
/// flood's last paced event goes on with the flood instead of handling
/// its first events one after another again.
struct MouseFloodPacing {
  /// The events of a batch always handled one after another, unless the
  /// batch goes on with a flood.
  static let exactEvents = 8

  private var lastUpdate: UInt64?
  /// When the last event was handled under pacing.
  private var lastPacedEvent: UInt64?

  /// Whether the views are brought up to date before the event at `index`
  /// of its batch, with frames `frameInterval` nanoseconds apart.
  mutating func bringsUpToDate(
    beforeEventAt index: Int, isMouse: Bool, now: UInt64, frameInterval: UInt64
  ) -> Bool {
    let floodGoesOn = lastPacedEvent.map { now &- $0 < frameInterval } ?? false
    if !isMouse || (index < Self.exactEvents && !floodGoesOn) {
      lastUpdate = now
      return true
    }
    lastPacedEvent = now
    if let lastUpdate, now &- lastUpdate < frameInterval { return false }
    lastUpdate = now
    return true
  }
}
