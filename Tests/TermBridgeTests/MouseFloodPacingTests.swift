import Testing

@testable import TermBridgeWidgets

/// When a batch of events brings the views up to date between two: every
/// time for a batch a person makes, at most once a frame interval for the
/// mouse reports of a flood.
@Suite struct MouseFloodPacingTests {
  @Test func aShortBatchIsHandledOneEventAfterAnother() {
    var pacing = MouseFloodPacing(frameInterval: 16_000_000)
    for index in 1..<MouseFloodPacing.exactEvents {
      let isDue = pacing.bringsUpToDate(beforeEventAt: index, isMouse: true, now: 1_000)
      #expect(isDue)
    }
  }

  @Test func aFloodOfMouseReportsIsBroughtUpToDateOnceAFrame() {
    var pacing = MouseFloodPacing(frameInterval: 16_000_000)
    let first = MouseFloodPacing.exactEvents
    var now: UInt64 = 1_000_000_000
    let due2 = pacing.bringsUpToDate(beforeEventAt: first, isMouse: true, now: now)
    #expect(due2)
    now += 5_000_000
    let due3 = pacing.bringsUpToDate(beforeEventAt: first + 1, isMouse: true, now: now)
    #expect(!due3)
    // A key is always handled against views brought up to date.
    let due4 = pacing.bringsUpToDate(beforeEventAt: first + 2, isMouse: false, now: now)
    #expect(due4)
    now += 10_000_000
    let due5 = pacing.bringsUpToDate(beforeEventAt: first + 3, isMouse: true, now: now)
    #expect(!due5)
    now += 7_000_000
    let due6 = pacing.bringsUpToDate(beforeEventAt: first + 4, isMouse: true, now: now)
    #expect(due6)
  }
}
