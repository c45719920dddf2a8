import TermBridgeTerminal
import TermBridgeWidgets

/// One value being animated: it sets what it animates (a widget's frame,
/// opacity, text) for a time on the clock, and says whether it goes on.
@MainActor
class AnimationTrack {
  let animation: Animation
  /// When the track started, on the clock's time (nanoseconds).
  let start: UInt64
  /// The completions of the transactions that started the track: each runs
  /// once no track holds it.
  var completions: [AnimationCompletion] = []

  init(animation: Animation, start: UInt64) {
    self.animation = animation
    self.start = start
  }

  /// Sets the animated values for `now`; false once the track is over
  /// (its final values set).
  final func step(at now: UInt64) -> Bool {
    let elapsed = now > start ? Double(now - start) / 1_000_000_000 : 0
    let (value, finished) = animation.progress(atElapsed: elapsed)
    apply(progress: finished ? 1 : value, finished: finished)
    return !finished
  }

  /// Sets the values for `progress` (0 the start, 1 the end).
  func apply(progress: Double, finished: Bool) {}
}

/// The app's animation clock: it steps every live track at most 60 times
/// a second on a main-loop deadline, and sets no deadline at all while
/// nothing moves (so an idle app stays at 0% CPU).
///
/// Each step changes widgets, which asks for a frame; the frame draws all
/// of the step's changes at once, inside the terminal's synchronized
/// output when it has it.
@MainActor
package final class AnimationClock {
  /// The clock animations run on (tests install one on a time of their own).
  package static var current = AnimationClock()

  /// The shortest time between two steps: 60 a second.
  package static let frameInterval: UInt64 = 16_666_667

  private let timers: MainLoopTimers
  private var tracks: [AnimationTrack] = []
  private var deadline: MainLoopTimers.ID?
  private var lastStep: UInt64 = 0
  /// Steps made so far (each at most one frame).
  package private(set) var steps = 0

  /// A clock stepping on `timers` (their time is its time).
  package init(timers: MainLoopTimers = .shared) {
    self.timers = timers
  }

  /// Now, in nanoseconds.
  package var now: UInt64 { timers.now }

  /// Whether any track is live (a deadline is set).
  package var isRunning: Bool { !tracks.isEmpty }

  /// Starts `track`: its first values are set now, and it steps until it ends.
  func add(_ track: AnimationTrack) {
    guard track.step(at: now) else { return }
    tracks.append(track)
    if deadline == nil { lastStep = now }
    arm()
  }

  /// Drops `track` without finishing it.
  func remove(_ track: AnimationTrack) {
    tracks.removeAll { $0 === track }
    if tracks.isEmpty, let deadline {
      timers.cancel(deadline)
      self.deadline = nil
    }
  }

  private func arm() {
    guard deadline == nil, !tracks.isEmpty else { return }
    deadline = timers.schedule(at: lastStep + AnimationClock.frameInterval) { [weak self] in self?.step() }
  }

  private func step() {
    deadline = nil
    let now = self.now
    lastStep = now
    steps += 1
    let current = tracks
    tracks.removeAll(keepingCapacity: true)
    for track in current where track.step(at: now) { tracks.append(track) }
    arm()
  }
}

/// What runs when every track a transaction started has ended, like the
/// completion of SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
@MainActor
final class AnimationCompletion {
  private var body: (() -> Void)?

  init(_ body: @escaping () -> Void) { self.body = body }

  isolated deinit {
    guard let body else { return }
    Task { @MainActor in body() }
  }
}
