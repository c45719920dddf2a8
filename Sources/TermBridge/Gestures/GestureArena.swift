import TermBridgeTerminal
import TermBridgeWidgets

/// Decides which gesture a press belongs to, as SwiftUI does: the gestures
/// of the view under the pointer and of every view around it compete;
/// `.highPriorityGesture`s go first (outermost first), then `.gesture`s
/// (innermost first); `.simultaneousGesture`s see everything and block
/// nothing. The first to recognize wins and the others are cancelled.
///
/// One pointer at a time, so there is one arena.
@MainActor
final class GestureArena {
  static let shared = GestureArena()

  /// How soon after a click the next one makes a double click (and so on),
  /// in nanoseconds: 500 ms, the usual desktop default.
  static var multipleClickInterval: UInt64 = 500_000_000

  /// Now, in nanoseconds (tests set their own clock).
  var clock: @MainActor () -> UInt64 = { MainLoopTimers.shared.now }
  /// Where long presses schedule their deadline (tests keep their own).
  var timers = MainLoopTimers.shared

  /// Whether an event is travelling up from a gesture view that already
  /// ran the arena for it (the views above pass it on untouched).
  private(set) var isPassingOn = false

  private struct Member {
    let recognizer: AnyGestureRecognizer
    let origin: Point
  }

  private var members: [Member] = []
  private var simultaneous: [Member] = []
  private var winner: AnyGestureRecognizer?
  private var lastPress: (time: UInt64, location: Point, count: Int)?

  init() {}

  /// Forgets the sequence under way and the last click (tests start afresh).
  func reset() {
    for member in members + simultaneous { member.recognizer.cancel() }
    members = []
    simultaneous = []
    winner = nil
    lastPress = nil
  }

  /// Cancels the gestures of the press under way (its drag became a text
  /// selection); the click count is kept.
  func cancelSequence() {
    for member in members + simultaneous { member.recognizer.cancel() }
    members = []
    simultaneous = []
    winner = nil
  }

  /// Runs the arena for `event`, which reached `view` (the innermost
  /// gesture view around the pointer); returns whether a gesture took it.
  func handle(_ event: MouseEvent, in view: TermGestureView) -> Bool {
    let now = clock()
    let global = event.location - (view.window?.frame.origin ?? .zero)
    switch event.kind {
    case .press(.left):
      begin(at: global, time: now, from: view)
      return false
    case .drag(.left):
      return move(to: global, time: now)
    case .release(.left):
      return end(at: global, time: now)
    default:
      return false
    }
  }

  /// Passes `event` on up from `view` without the gesture views above
  /// running the arena again.
  func passOn(_ body: () -> Bool) -> Bool {
    let was = isPassingOn
    isPassingOn = true
    defer { isPassingOn = was }
    return body()
  }

  private func begin(at global: Point, time: UInt64, from view: TermGestureView) {
    for member in members + simultaneous { member.recognizer.cancel() }
    let count: Int
    if let last = lastPress, time &- last.time <= Self.multipleClickInterval,
      !isFarther(last.location, global, than: 1)
    {
      count = last.count + 1
    } else {
      count = 1
    }
    lastPress = (time, global, count)
    winner = nil
    collect(from: view)
    for member in members + simultaneous {
      member.recognizer.began(sample(member, global, time, count))
    }
  }

  /// The gestures of `view` and the gesture views around it, in the order
  /// they compete.
  private func collect(from view: TermGestureView) {
    var found: [(recognizer: AnyGestureRecognizer, depth: Int, origin: Point)] = []
    var depth = 0
    var current: TermView? = view
    while let candidate = current {
      if let gestureView = candidate as? TermGestureView, gestureView.isEffectivelyEnabled {
        let origin = gestureView.frameInWindow.origin
        for recognizer in gestureView.recognizers {
          // A gesture that turns off the gestures inside drops those found so far.
          if !recognizer.mask.contains(.subviews) { found.removeAll { $0.depth < depth } }
          if recognizer.mask.contains(.gesture) { found.append((recognizer, depth, origin)) }
        }
        depth += 1
      }
      current = candidate.superview
    }
    var high: [Member] = []
    var normal: [Member] = []
    simultaneous = []
    for entry in found {
      let member = Member(recognizer: entry.recognizer, origin: entry.origin)
      entry.recognizer.arena = self
      switch entry.recognizer.priority {
      case .high: high.insert(member, at: 0)
      case .normal: normal.append(member)
      case .simultaneous: simultaneous.append(member)
      }
    }
    members = high + normal
  }

  private func sample(_ member: Member, _ global: Point, _ time: UInt64, _ count: Int) -> PointerSample {
    PointerSample(global: global, viewOrigin: member.origin, time: time, clickCount: count)
  }

  private var clickCount: Int { lastPress?.count ?? 1 }

  private func move(to global: Point, time: UInt64) -> Bool {
    for member in simultaneous { _ = member.recognizer.moved(sample(member, global, time, clickCount)) }
    if let winner {
      if let member = members.first(where: { $0.recognizer === winner }) {
        _ = winner.moved(sample(member, global, time, clickCount))
      }
      return true
    }
    for member in members where member.recognizer.moved(sample(member, global, time, clickCount)) {
      win(member.recognizer)
      return true
    }
    return false
  }

  private func end(at global: Point, time: UInt64) -> Bool {
    defer {
      members = []
      simultaneous = []
      winner = nil
    }
    var handled = false
    if let winner {
      if let member = members.first(where: { $0.recognizer === winner }) {
        _ = winner.ended(sample(member, global, time, clickCount))
      }
      handled = true
    } else {
      for member in members where member.recognizer.ended(sample(member, global, time, clickCount)) {
        win(member.recognizer)
        handled = true
        break
      }
      if !handled { for member in members { member.recognizer.cancel() } }
    }
    for member in simultaneous where member.recognizer.ended(sample(member, global, time, clickCount)) {
      handled = true
    }
    return handled
  }

  /// Makes `recognizer` the winner and cancels the others.
  private func win(_ recognizer: AnyGestureRecognizer) {
    winner = recognizer
    for member in members where member.recognizer !== recognizer { member.recognizer.cancel() }
  }

  /// A recognizer recognized on its own (a long press that lasted): it
  /// wins unless another already has. Returns whether it may go on.
  func claim(_ recognizer: AnyGestureRecognizer) -> Bool {
    if simultaneous.contains(where: { $0.recognizer === recognizer }) { return true }
    guard winner == nil, members.contains(where: { $0.recognizer === recognizer }) else { return false }
    win(recognizer)
    return true
  }
}
