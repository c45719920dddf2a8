import Testing

@testable import TermBridgeWidgets

/// When a batch of events brings the views up to date between two: every
/// time for a batch a person makes, at most once a frame interval for the
/// mouse reports of a flood.
@Suite struct MouseFloodPacingTests {
  let frame: UInt64 = 16_000_000

  @Test func aShortBatchIsHandledOneEventAfterAnother() {
    var pacing = MouseFloodPacing()
    for index in 1..<MouseFloodPacing.exactEvents {
      let isDue = pacing.bringsUpToDate(beforeEventAt: index, isMouse: true, now: 1_000, frameInterval: frame)
      #expect(isDue)
    }
  }

  @Test func aFloodOfMouseReportsIsBroughtUpToDateOnceAFrame() {
    var pacing = MouseFloodPacing()
    let first = MouseFloodPacing.exactEvents
    var now: UInt64 = 1_000_000_000
    let due2 = pacing.bringsUpToDate(beforeEventAt: first, isMouse: true, now: now, frameInterval: frame)
    #expect(due2)
    now += 5_000_000
    let due3 = pacing.bringsUpToDate(beforeEventAt: first + 1, isMouse: true, now: now, frameInterval: frame)
    #expect(!due3)
    // A key is always handled against views brought up to date.
    let due4 = pacing.bringsUpToDate(beforeEventAt: first + 2, isMouse: false, now: now, frameInterval: frame)
    #expect(due4)
    now += 10_000_000
    let due5 = pacing.bringsUpToDate(beforeEventAt: first + 3, isMouse: true, now: now, frameInterval: frame)
    #expect(!due5)
    now += 7_000_000
    let due6 = pacing.bringsUpToDate(beforeEventAt: first + 4, isMouse: true, now: now, frameInterval: frame)
    #expect(due6)
  }

  /// A flood comes in many reads: a batch that starts within a frame of
  /// the flood's last paced event goes on with it; a batch a person makes
  /// later is handled one event after another again.
  @Test func aFloodGoesOnAcrossBatches() {
    var pacing = MouseFloodPacing()
    var now: UInt64 = 1_000_000_000
    for index in 1...MouseFloodPacing.exactEvents {
      _ = pacing.bringsUpToDate(beforeEventAt: index, isMouse: true, now: now, frameInterval: frame)
    }
    // The next read, 2 ms later: its first events are paced too.
    now += 2_000_000
    let nextBatch = (1..<MouseFloodPacing.exactEvents).map { index in
      pacing.bringsUpToDate(beforeEventAt: index, isMouse: true, now: now, frameInterval: frame)
    }
    #expect(nextBatch.allSatisfy { !$0 })
    // A second later, a click: handled one event after another.
    now += 1_000_000_000
    let click = pacing.bringsUpToDate(beforeEventAt: 1, isMouse: true, now: now, frameInterval: frame)
    let again = pacing.bringsUpToDate(beforeEventAt: 2, isMouse: true, now: now, frameInterval: frame)
    #expect(click && again)
  }
}
