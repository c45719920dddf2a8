import TermBridgeTerminal
import TermBridgeWidgets

/// What a widget node keeps while something of it animates: made on the
/// first animated change, dropped when the last track ends.
@MainActor
final class WidgetMotion {
  /// The widget's frame (and opacity) moving to where layout put it.
  var frameTrack: FrameTrack?
  /// The transition to play when the widget is first placed.
  var pendingInsertion: AnyTransition?
  /// Widgets of removed children still leaving (drawn under the others).
  var ghosts: [TermView] = []
  /// Numeric text counting to its new value.
  var textTrack: NumericTextTrack?

  var isIdle: Bool { frameTrack == nil && pendingInsertion == nil && ghosts.isEmpty && textTrack == nil }
}

extension WidgetNode {
  private var motionState: WidgetMotion {
    if let motion { return motion }
    let motion = WidgetMotion()
    self.motion = motion
    return motion
  }

  private func dropMotionIfIdle() {
    if motion?.isIdle == true { motion = nil }
  }

  /// The animation a change of this node plays with: none with reduced motion.
  private var playedAnimation: Animation? {
    environment.accessibilityReduceMotion ? nil : graph.animation
  }

  /// The nearest widget node above this one.
  private var enclosingWidgetNode: WidgetNode? {
    var current = parent
    while let node = current {
      if let widgetNode = node as? WidgetNode { return widgetNode }
      current = node.parent
    }
    return nil
  }

  /// Made in an animated change: the widget comes in with its transition
  /// when it is the outermost new widget (the ones inside come with it).
  func noteAnimatedInsertion() {
    guard playedAnimation != nil, enclosingWidgetNode?.isBuilt == true else { return }
    let transition = environment.motionTransition ?? .opacity
    guard !transition.insertion.isIdentity else { return }
    motionState.pendingInsertion = transition
  }

  /// Places the widget at `rect`, through a move when the change is
  /// animated (or keeps a move under way that already goes there).
  func placeMoving(to rect: Rect) {
    let clock = AnimationClock.current
    if let track = motion?.frameTrack {
      if track.target == rect { return }
      clock.remove(track)
      motion?.frameTrack = nil
    }
    let animation = playedAnimation
    if let transition = motion?.pendingInsertion {
      motion?.pendingInsertion = nil
      if let animation {
        let start = transition.insertion.apply(to: rect, amount: 1)
        startFrameTrack(
          from: start.frame, opacity: start.opacity, to: rect, animation: transition.animation ?? animation)
        return
      }
    }
    if let animation, wasPlaced, widget.frame != rect {
      startFrameTrack(from: widget.frame, opacity: widget.drawingOpacity, to: rect, animation: animation)
      return
    }
    widget.frame = rect
    widget.drawingOpacity = 1
    dropMotionIfIdle()
  }

  private func startFrameTrack(from: Rect, opacity: Double, to rect: Rect, animation: Animation) {
    let clock = AnimationClock.current
    let track = FrameTrack(
      widget: widget, from: from, opacity: opacity, to: rect, animation: animation, start: clock.now)
    track.completions = graph.animationCompletions
    track.onEnd = { [weak self] in
      guard let self, self.motion?.frameTrack === track else { return }
      self.motion?.frameTrack = nil
      self.dropMotionIfIdle()
    }
    motionState.frameTrack = track
    clock.add(track)
  }

  /// The widget is being removed: in an animated change its widget stays
  /// in its superview, drawn through the removal transition, until the
  /// transition ends.
  func leaveWithTransition() {
    let clock = AnimationClock.current
    if let track = motion?.frameTrack { clock.remove(track) }
    if let track = motion?.textTrack { clock.remove(track) }
    motion = nil
    guard let animation = playedAnimation, graph.widgetsBeingRemoved == 0, wasPlaced,
      let owner = enclosingWidgetNode, owner.isMounted, widget.superview != nil
    else { return }
    let transition = environment.motionTransition ?? .opacity
    guard !transition.removal.isIdentity else { return }
    let ghost = widget
    owner.motionState.ghosts.append(ghost)
    let track = RemovalTrack(
      widget: ghost, from: ghost.frame, effect: transition.removal,
      animation: transition.animation ?? animation, start: clock.now)
    track.completions = graph.animationCompletions
    track.onEnd = { [weak owner] in
      ghost.removeFromSuperview()
      guard let owner, let motion = owner.motion else { return }
      motion.ghosts.removeAll { $0 === ghost }
      if owner.isMounted { owner.syncSubviews() }
      owner.dropMotionIfIdle()
    }
    clock.add(track)
  }

  /// The widget was updated: numeric text under `.contentTransition(.numericText())`
  /// counts from what it showed (`before`) to its new number.
  func textDidUpdate(from before: String?) {
    guard let label = widget as? TermLabel else { return }
    let clock = AnimationClock.current
    if let track = motion?.textTrack {
      // Updated again with the same text: keep counting.
      if label.text == track.finalText {
        label.text = track.shownText
        return
      }
      clock.remove(track)
      motion?.textTrack = nil
      dropMotionIfIdle()
    }
    guard let before, let animation = playedAnimation, environment.contentTransition.kind == .numeric,
      before != label.text,
      let track = NumericTextTrack(label: label, from: before, animation: animation, start: clock.now)
    else { return }
    track.completions = graph.animationCompletions
    track.onEnd = { [weak self] in
      guard let self, self.motion?.textTrack === track else { return }
      self.motion?.textTrack = nil
      self.dropMotionIfIdle()
    }
    motionState.textTrack = track
    clock.add(track)
  }
}

/// A point between `from` and `to`, in whole cells (`progress` may pass 1: a spring's overshoot).
func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
  func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * progress).rounded()) }
  return Rect(
    x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: max(0, mix(from.width, to.width)),
    height: max(0, mix(from.height, to.height)))
}

/// A widget's frame and opacity moving to where layout placed it.
@MainActor
final class FrameTrack: AnimationTrack {
  private weak var widget: TermView?
  let origin: Rect
  let target: Rect
  let startOpacity: Double
  var onEnd: (() -> Void)?

  init(widget: TermView, from: Rect, opacity: Double, to: Rect, animation: Animation, start: UInt64) {
    self.widget = widget
    origin = from
    target = to
    startOpacity = opacity
    super.init(animation: animation, start: start)
  }

  override func apply(progress: Double, finished: Bool) {
    guard let widget else { return }
    widget.frame = finished ? target : interpolate(origin, target, progress)
    widget.drawingOpacity = finished ? 1 : min(1, max(0, startOpacity + (1 - startOpacity) * progress))
    if finished { onEnd?() }
  }
}

/// A removed widget leaving through its transition, then taken off screen.
@MainActor
final class RemovalTrack: AnimationTrack {
  private let widget: TermView
  let origin: Rect
  let effect: TransitionEffect
  var onEnd: (() -> Void)?

  init(widget: TermView, from: Rect, effect: TransitionEffect, animation: Animation, start: UInt64) {
    self.widget = widget
    origin = from
    self.effect = effect
    super.init(animation: animation, start: start)
  }

  override func apply(progress: Double, finished: Bool) {
    guard !finished else {
      onEnd?()
      return
    }
    let (frame, opacity) = effect.apply(to: origin, amount: min(max(progress, 0), 1.5))
    widget.frame = frame
    widget.drawingOpacity = min(1, max(0, opacity))
  }
}
