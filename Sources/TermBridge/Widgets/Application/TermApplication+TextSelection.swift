import TermBridgeTerminal

// Selecting text on screen with the mouse (see `TermTextSelection`).
//
// Every press goes to the view under the pointer first, as always. A
// selection starts only from what no view claims:
//
// - a drag: the pointer moves off the cell it was pressed on, and every
//   view from the pressed one up agrees (`allowsTextSelectionDrag`: by
//   default a view that took the press keeps the drag, so buttons,
//   sliders, editors and drag gestures keep theirs); the views get
//   `mouseTrackingCancelled()` and the drag selects from the press cell;
// - a double or triple click whose release no view took (a tap gesture
//   or a control takes its own): a word, or a line;
// - Shift-click while there is a selection: extends it.
//
// A selection stays inside the view that scrolls the text it started in
// (`textSelectionBounds`), else inside the screen it started on (the
// nearest view controller's view: a split view's column, a sheet). A drag
// past the top or bottom of a scrolling view scrolls it a row at a time
// while the pointer stays there. The selection is copied after the frame that shows
// it (release, Ctrl-C, Ctrl-Shift-C), so the text is the text on screen.

/// The mouse's part in selecting text.
@MainActor
struct TextSelectionTracking {
  enum Phase {
    /// No button held, or a press this does not follow.
    case idle
    /// Pressed; not yet dragged off the press cell.
    case pressed
    /// A drag (or Shift-click) is moving a selection's head.
    case selecting
    /// A view kept the drag: the rest of the press is its own.
    case declined
  }

  var phase = Phase.idle
  /// Where the button went down, in window coordinates.
  var pressLocation = Point.zero
  /// The view that took the press; nil when none did.
  weak var pressTaker: TermView?
  /// Whether a view took the press.
  var pressWasTaken = false
  /// The clicks in a row on one cell: 2 on a double click.
  var clickCount = 1
  var lastClick: (time: UInt64, location: Point, count: Int)?
  /// Where the pointer is while selecting, in window coordinates.
  var pointer = Point.zero
  /// The view the selection started in that scrolls (autoscrolls).
  weak var container: TermView?
  /// Scrolls the container while the pointer stays past its edge.
  var autoscrollTimer: TermTimer?
  /// A copy waits for the frame that shows the selection.
  var copyAfterFrame = false

  /// How soon after a click the next one counts with it: 500 ms, as gestures.
  static let multipleClickInterval: UInt64 = 500_000_000
  /// How often a drag past an edge scrolls one row, in seconds.
  static let autoscrollInterval = 0.05
}

extension TermApplication {
  /// The window whose text is selected, if any (one selection at a time).
  public var textSelectionWindow: TermWindow? {
    windows.first { $0.textSelection != nil }
  }

  /// Removes the selection from every window.
  public func clearTextSelection() {
    for window in windows where window.textSelection != nil { window.textSelection = nil }
    stopAutoscroll()
  }

  /// Copies the selection, as Ctrl-C does, once the next frame shows it.
  public func copyTextSelection() {
    guard textSelectionWindow != nil else { return }
    selectionTracking.copyAfterFrame = true
    setNeedsFrame()
  }

  /// Run after each frame: a copy asked for is made from what is on screen.
  func copyTextSelectionAfterFrame() {
    guard selectionTracking.copyAfterFrame else { return }
    selectionTracking.copyAfterFrame = false
    textSelectionWindow?.copySelectedText(to: pasteboard)
  }

  /// Now, for counting clicks (tests set their own clock).
  var selectionClock: UInt64 { selectionTimers.now }

  // MARK: Keys

  /// Ctrl-C and Ctrl-Shift-C copy a selection; any other key removes it
  /// and goes on as usual.
  func handleTextSelectionKey(_ key: KeyEvent) -> Bool {
    guard textSelectionWindow != nil else { return false }
    if case .character(let c) = key.key, c == "c" || c == "C",
      key.modifiers == .control || key.modifiers == [.control, .shift]
    {
      copyTextSelection()
      return true
    }
    clearTextSelection()
    return false
  }

  // MARK: Mouse

  /// Handles `mouse` for the selection when it is the selection's (a drag
  /// that selects, its release, a Shift-click that extends); returns false
  /// to let it go to the views.
  func textSelectionTakes(_ mouse: MouseEvent, in window: TermWindow) -> Bool {
    let local = mouse.location - window.frame.origin
    switch mouse.kind {
    case .press(.left):
      if mouse.modifiers.contains(.shift), isTextSelectionEnabled, var selection = window.textSelection {
        selection.head = clamp(local, to: selection.bounds)
        window.textSelection = selection
        selectionTracking.phase = .selecting
        selectionTracking.pointer = local
        return true
      }
      clearTextSelection()
      notePress(at: local)
      return false
    case .drag(.left):
      switch selectionTracking.phase {
      case .selecting:
        moveSelectionHead(to: local, in: window)
        return true
      case .pressed where local != selectionTracking.pressLocation:
        guard beginSelectionDrag(to: local, in: window) else {
          selectionTracking.phase = .declined
          return false
        }
        return true
      default:
        return false
      }
    case .release(.left):
      guard selectionTracking.phase == .selecting else { return false }
      selectionTracking.phase = .idle
      stopAutoscroll()
      copyTextSelection()
      return true
    default:
      return false
    }
  }

  /// After the views had `mouse`: notes who took a press; a double or
  /// triple click no view took selects a word or a line.
  func textSelectionDidDispatch(_ mouse: MouseEvent, in window: TermWindow, handled: Bool) {
    switch mouse.kind {
    case .press(.left):
      guard selectionTracking.phase == .pressed else { return }
      selectionTracking.pressWasTaken = handled
      selectionTracking.pressTaker = handled ? mouseEventReachedView : nil
    case .release(.left):
      defer { selectionTracking.phase = .idle }
      guard selectionTracking.phase == .pressed, !handled, !selectionTracking.pressWasTaken,
        selectionTracking.clickCount >= 2, isTextSelectionEnabled
      else { return }
      let location = selectionTracking.pressLocation
      guard window.isTextSelectable(at: location), viewsAllowSelection(from: window.hitTest(location)) else {
        return
      }
      let selection = TermTextSelection(
        anchor: location, head: location, granularity: selectionTracking.clickCount == 2 ? .word : .line,
        bounds: selectionBounds(for: window.hitTest(location), in: window))
      window.textSelection = selection
      copyTextSelection()
    default:
      return
    }
  }

  /// Counts the clicks on one cell.
  private func notePress(at location: Point) {
    let now = selectionClock
    var tracking = selectionTracking
    if let last = tracking.lastClick, now &- last.time <= TextSelectionTracking.multipleClickInterval,
      last.location == location
    {
      tracking.clickCount = last.count + 1
    } else {
      tracking.clickCount = 1
    }
    tracking.lastClick = (now, location, tracking.clickCount)
    tracking.phase = .pressed
    tracking.pressLocation = location
    tracking.pressTaker = nil
    tracking.pressWasTaken = false
    selectionTracking = tracking
  }

  /// Whether the views from `view` up let a drag that began there select.
  private func viewsAllowSelection(from view: TermView?) -> Bool {
    var current = view
    let taker = selectionTracking.pressTaker
    while let candidate = current {
      let tookPress = selectionTracking.pressWasTaken && candidate === taker
      if !candidate.allowsTextSelectionDrag(tookPress: tookPress) { return false }
      current = candidate.superview
    }
    return true
  }

  /// The first drag off the press cell: a selection, when allowed there.
  private func beginSelectionDrag(to local: Point, in window: TermWindow) -> Bool {
    let press = selectionTracking.pressLocation
    let pressed = mouseCapturedView ?? window.hitTest(press)
    guard isTextSelectionEnabled, window.isTextSelectable(at: press), viewsAllowSelection(from: pressed)
    else {
      return false
    }
    cancelMouseCapture()
    selectionTracking.container = scrollingContainer(of: pressed)
    let bounds = selectionBounds(for: pressed, in: window)
    // After a double or triple click the drag grows by words or lines.
    let count = selectionTracking.clickCount
    window.textSelection = TermTextSelection(
      anchor: press, head: clamp(local, to: bounds),
      granularity: count == 2 ? .word : count >= 3 ? .line : .character, bounds: bounds)
    selectionTracking.phase = .selecting
    moveSelectionHead(to: local, in: window)
    return true
  }

  /// The nearest view around `view` that scrolls text of its own.
  private func scrollingContainer(of view: TermView?) -> TermView? {
    var current = view
    while let candidate = current {
      if candidate.textSelectionBounds != nil { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// Where a selection starting on `view` is kept: the visible part of its
  /// scrolling container, else of the screen it is on (the nearest view
  /// controller's view: a split view's column, a sheet), else the window.
  private func selectionBounds(for view: TermView?, in window: TermWindow) -> Rect {
    var area: Rect?
    var container: TermView?
    if let scrolling = scrollingContainer(of: view) {
      container = scrolling
      area = scrolling.textSelectionBounds
    } else {
      var current = view
      while let candidate = current, candidate !== window {
        if candidate.viewController != nil {
          container = candidate
          area = candidate.bounds
          break
        }
        current = candidate.superview
      }
    }
    guard let container, let area else { return window.bounds }
    var visible = area.offsetBy(container.frameInWindow.origin)
    var ancestor = container.superview
    while let current = ancestor {
      visible = visible.intersection(current.frameInWindow)
      ancestor = current.superview
    }
    return visible.isEmpty ? window.bounds : visible
  }

  private func clamp(_ point: Point, to rect: Rect) -> Point {
    Point(
      x: min(max(point.x, rect.minX), rect.maxX - 1), y: min(max(point.y, rect.minY), rect.maxY - 1))
  }

  /// The pointer moved while selecting: the head follows it inside the
  /// selection's bounds; past the top or bottom edge, autoscroll.
  private func moveSelectionHead(to local: Point, in window: TermWindow) {
    selectionTracking.pointer = local
    guard var selection = window.textSelection else { return }
    selection.head = clamp(local, to: selection.bounds)
    window.textSelection = selection
    let beyond = local.y < selection.bounds.minY || local.y >= selection.bounds.maxY
    if beyond, selectionTracking.container != nil {
      startAutoscroll(in: window)
    } else {
      stopAutoscroll()
    }
  }

  // MARK: Autoscroll

  private func startAutoscroll(in window: TermWindow) {
    guard selectionTracking.autoscrollTimer == nil else { return }
    selectionTracking.autoscrollTimer = TermTimer.scheduledTimer(
      withTimeInterval: TextSelectionTracking.autoscrollInterval, repeats: true, on: selectionTimers
    ) { [weak self, weak window] _ in
      guard let self, let window else { return }
      self.autoscrollStep(in: window)
    }
  }

  func stopAutoscroll() {
    selectionTracking.autoscrollTimer?.invalidate()
    selectionTracking.autoscrollTimer = nil
  }

  /// One row of autoscroll: the row about to leave the container is kept
  /// (its cells as shown), the container scrolls, and the anchor moves
  /// with the text.
  func autoscrollStep(in window: TermWindow) {
    guard selectionTracking.phase == .selecting, let container = selectionTracking.container,
      var selection = window.textSelection
    else {
      stopAutoscroll()
      return
    }
    let pointer = selectionTracking.pointer
    let bounds = selection.bounds
    let direction = pointer.y >= bounds.maxY ? 1 : pointer.y < bounds.minY ? -1 : 0
    guard direction != 0 else {
      stopAutoscroll()
      return
    }
    // The screen shows every change so far: the leaving row is read from it.
    renderIfNeeded()
    let leaving = direction > 0 ? bounds.minY : bounds.maxY - 1
    if let cells = window.rowCells(leaving, selection) { selection.offscreenRows[leaving] = cells }
    let moved = container.autoscroll(byRows: direction)
    guard moved != 0 else { return }
    var shifted: [Int: [ScreenCell]] = [:]
    for (row, cells) in selection.offscreenRows {
      let y = row - moved
      if y < bounds.minY || y >= bounds.maxY { shifted[y] = cells }
    }
    selection.offscreenRows = shifted
    selection.anchor.y -= moved
    selection.head = clamp(pointer, to: bounds)
    window.textSelection = selection
  }
}
