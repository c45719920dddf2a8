import TermBridgeTerminal

/// The running app, like `UIApplication`: it stacks windows on a screen,
/// routes input to them, and draws one frame per batch of input.
///
/// Any change to a view schedules a frame; however many views change while
/// handling a batch of keys (or a paste), the batch costs one `doupdate`.
@MainActor
public final class TermApplication: TermResponder {
  /// The application started by ``run(options:_:)``, if any.
  public internal(set) static var shared: TermApplication?

  /// The screen the windows are drawn on: the terminal's, or a headless one in tests.
  public let screen: TermScreen
  /// The windows on screen, bottom to top.
  public private(set) var windows: [TermWindow] = []
  /// Keys the application handles when no view did: quit on these.
  public var quitKeys: Set<KeyEvent> = [.control("q")]
  /// Called for a key no responder handled, before ``quitKeys``; return
  /// true when handled.
  public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
  /// Called before the application ends (quit key, ``terminate(exitCode:)``,
  /// a termination signal): save work here.
  public var willTerminate: [() -> Void] = []
  /// Asked before a quit the user asked for (a quit key,
  /// ``requestTermination(exitCode:)``), like AppKit's
  /// `applicationShouldTerminate(_:)`: answer `.terminateLater` to ask the
  /// user first (unsaved work), then ``reply(toApplicationShouldTerminate:)``.
  /// Not asked for a signal or a hangup: nobody is there to answer.
  public var shouldTerminate: (() -> TerminateReply)?
  /// The exit status of a quit waiting for ``reply(toApplicationShouldTerminate:)``.
  var pendingTerminationExitCode: Int32?

  /// Told when the app becomes active or inactive, goes to the background
  /// and back, and when the terminal's background style is known.
  public weak var delegate: TermApplicationDelegate?
  /// In front, without focus, or suspended (see ``State``).
  public internal(set) var applicationState = State.active
  /// Light or dark, from the terminal's background colour.
  public internal(set) var userInterfaceStyle = UserInterfaceStyle.unspecified
  /// The theme every window draws with unless a window or view sets its
  /// own (``TermView/overrideTheme``); nil follows the terminal's
  /// background (``TermTheme/standard(for:)``).
  public var theme: TermTheme? {
    didSet {
      guard theme != oldValue else { return }
      notifyStateObservers()
      for window in windows { window.themeDidChangeInHierarchy() }
      setNeedsFrame()
    }
  }
  var stateObservers: [StateObserver] = []

  /// Set by the session: how the app suspends (Ctrl-Z) and ends.
  var suspendHandler: (() -> Void)?
  /// Shows an inline app on the whole terminal (true) or back below the
  /// prompt (false): the session's, set by ``run(options:_:)``.
  package var fullScreenHandler: ((Bool) -> Void)?
  /// Whether an inline app asks to be shown on the whole terminal (on the
  /// alternate screen) for now, as for a detail view, and back below the
  /// prompt when set to false; the rows it had wait there as they were.
  /// A full-screen presentation (SwiftUI's `fullScreenCover`) does the
  /// same while it lasts. No effect on an app that runs full-screen.
  public var showsFullScreen = false {
    didSet { if showsFullScreen != oldValue { setNeedsFrame() } }
  }
  var terminateHandler: ((Int32) -> Void)?

  private var frameScheduled = false
  private var needsFrame = false
  /// The most frames a second drawn for changes that do not come from
  /// input (a model a task changes, timers, animations): changes between
  /// two frames make one frame. A batch of input is drawn as soon as it is
  /// handled, whatever the pace. 60 by default (`TERMBRIDGE_MAX_FPS`
  /// overrides it); `nil` draws each frame as soon as it is asked for.
  public var maximumFramesPerSecond: Int? = TermApplication.defaultMaximumFramesPerSecond
  /// When the last frame began, on `frameTimers`' clock (0: none yet).
  var lastFrameStart: UInt64 = 0
  /// The timers a paced frame waits on (tests drive their own).
  package var frameTimers = MainLoopTimers.shared
  private var frameWaiters: [CheckedContinuation<Void, Never>] = []

  /// Views drawn (their `draw(in:)` called) since the application started.
  package private(set) var drawnViewCount = 0

  /// Screen-reader mode: the terminal cursor sits on the focused control,
  /// each change of focus or of the focused control's value is written as
  /// one short line on the screen's last row ("Volume, slider, 40
  /// percent"), and box drawing is drawn as ASCII. On when the environment
  /// has `TERMBRIDGE_SCREEN_READER=1` (or `TerminalSession.Options`'
  /// `screenReader` says so); see the "Screen readers" article.
  public var isScreenReaderModeEnabled = false {
    didSet {
      guard isScreenReaderModeEnabled != oldValue else { return }
      screenReaderModeDidChange()
    }
  }
  /// The screen-reader mode's status line and what it said last.
  var screenReaderStatus: ScreenReaderStatus?
  /// The lines the screen-reader mode announced, oldest first (the last
  /// 200): what a screen reader was given to speak.
  public internal(set) var accessibilityAnnouncements: [String] = []

  /// Whether the mouse selects text on screen: a drag, a double click (a
  /// word), a triple click (a line), Shift-click to extend; the selection
  /// is copied on release and with Ctrl-C (see ``TermTextSelection``). On
  /// by default; a view turns it off for itself and what is inside it with
  /// ``TermView/textSelectability``. The terminal's own selection (a drag
  /// with Shift held) works either way.
  public var isTextSelectionEnabled = true {
    didSet { if !isTextSelectionEnabled { clearTextSelection() } }
  }
  /// Where selected text is copied (and the system clipboard through it).
  public var pasteboard = TermPasteboard.general
  /// The mouse's part in selecting text: the press under way, the clicks
  /// counted, the autoscroll timer.
  var selectionTracking = TextSelectionTracking()
  /// When a batch of events brings the views up to date between two; one
  /// for the application, as a flood of mouse reports spans many reads.
  var mouseFloodPacing = MouseFloodPacing()
  /// The last view a mouse event reached on its way up: after a handled
  /// press, the view that took it.
  weak var mouseEventReachedView: TermView?
  /// The timers autoscroll and click counting use (tests drive their own).
  package var selectionTimers = MainLoopTimers.shared

  /// An application drawing on `screen` (a real terminal's or a headless one).
  public init(screen: TermScreen) {
    self.screen = screen
    super.init()
    screen.drawPendingFrame = { [weak self] in
      guard let self, self.phase == .idle else { return }
      self.renderIfNeeded()
    }
    if TermApplication.screenReaderRequestedByEnvironment {
      // Observers do not run in the class's own initializer.
      isScreenReaderModeEnabled = true
      screenReaderModeDidChange()
    }
  }

  /// The top window: it gets the keys.
  public var keyWindow: TermWindow? {
    for window in windows.reversed() where !window.isHidden { return window }
    return nil
  }

  // MARK: Windows

  func addWindow(_ window: TermWindow) {
    let previousKey = keyWindow
    defer { keyWindowDidChange(from: previousKey) }
    if windows.contains(where: { $0 === window }) {
      windows.removeAll { $0 === window }
      windows.append(window)
      window.surface?.bringToFront()
      setNeedsFrame()
      return
    }
    window.application = self
    if window.fillsScreen { window.frame = screen.bounds }
    window.didMoveToApplication()
    window.surface = screen.makeWindow(frame: window.frame)
    windows.append(window)
    window.setNeedsDisplayRecursively()
    window.updateAppearanceInTree()
    // Update and lay out now, so hosted content exists and can take focus
    // (a frame being made does it in its own layout phase).
    if !isMakingFrame {
      window.updatePropertiesIfNeeded()
      window.layOutAndFocus()
    }
    setNeedsFrame()
  }

  func removeWindow(_ window: TermWindow) {
    guard windows.contains(where: { $0 === window }) else { return }
    let previousKey = keyWindow
    defer { keyWindowDidChange(from: previousKey) }
    windows.removeAll { $0 === window }
    if let surface = window.surface {
      surface.close()
      screen.forget(surface)
    }
    window.surface = nil
    window.application = nil
    window.updateAppearanceInTree()
    for other in windows { other.setNeedsDisplayRecursively() }
    setNeedsFrame()
  }

  /// Focus highlights follow the key window.
  private func keyWindowDidChange(from previous: TermWindow?) {
    guard previous !== keyWindow else { return }
    previous?.firstResponder?.setNeedsDisplay()
    keyWindow?.firstResponder?.setNeedsDisplay()
    for window in windows { window.keyHintsBar?.setNeedsDisplay() }
  }

  // MARK: Frames

  /// Schedules a frame soon (once, however often it is called). A request
  /// made while a batch of input is handled, or while a frame is being
  /// made, is met by that batch's or that frame's own drawing. The frame is
  /// a main-loop deadline (now, or when the frame rate allows): the loop
  /// makes it after the work at hand, and no task is made for it.
  public func setNeedsFrame() {
    needsFrame = true
    guard !frameScheduled, !isHandlingEvents, !isMakingFrame else { return }
    frameScheduled = true
    let deadline = pacedFrameDeadline() ?? frameTimers.now
    _ = frameTimers.schedule(at: deadline) { [weak self] in self?.renderIfNeeded() }
  }

  /// Draws a frame now if anything changed since the last one.
  public func renderIfNeeded() {
    frameScheduled = false
    guard needsFrame else { return }
    render()
  }

  private var isMakingFrame: Bool { _phase != .idle }

  /// The phase of the frame being made, or `.idle` between frames.
  package var phase: FramePhase { _phase }
  /// Stored internally, so a whole-module build can prove its accesses
  /// never overlap and drop their checks (read on every `setNeedsFrame`).
  private var _phase = FramePhase.idle

  /// Notes a view's update run while laying out (a list's cell that came
  /// into view because the list grew), which is counted: steady frames
  /// have none.
  func noteUpdateDuringLayout() {
    if phase == .layout { frameStatistics.updatesDuringLayout += 1 }
  }

  /// Counts of the frames made so far, for tests and benchmarks.
  public private(set) var frameStatistics = FrameStatistics()

  /// Makes one frame in three phases: update (views bring their content
  /// up to date; declarative bodies run here), layout (sizes and frames),
  /// draw (only what was invalidated), then one `doupdate`.
  public func render() {
    lastFrameStart = frameTimers.now
    updateInlineFullScreen()
    updateAndLayOut()
    if updateInlineFullScreen() { updateAndLayOut() }
    fitInlineContentHeight()
    needsFrame = false
    for window in windows { window.frameRequest.frameDidBegin() }
    _phase = .draw
    for window in windows where !window.isHidden {
      drawnViewCount += window.display()
    }
    if let status = screenReaderStatus {
      screen.cursorPosition = updateScreenReader(status)
    } else {
      screen.cursorPosition = keyWindow?.cursorScreenPosition()
    }
    screen.render()
    _phase = .idle
    copyTextSelectionAfterFrame()
    frameStatistics.frames += 1
    if needsFrame {
      // Something was invalidated while drawing: that is the next frame.
      frameStatistics.framesRequestedWhileDrawing += 1
      needsFrame = false
      setNeedsFrame()
    }
    let waiters = frameWaiters
    frameWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// The update and layout phases for every window on screen. A layout
  /// that moves focus can change state again (a focus binding); what that
  /// invalidates is updated and laid out in the same frame.
  func updateAndLayOut() {
    let outer = _phase
    defer { _phase = outer }
    for round in 0..<4 {
      guard round == 0 || windows.contains(where: { !$0.isHidden && $0.needsUpdateOrLayout }) else { return }
      if round > 0 { frameStatistics.extraLayoutRounds += 1 }
      // By index: a window presented while updating is updated in turn.
      _phase = .update
      var index = 0
      while index < windows.count {
        if !windows[index].isHidden { windows[index].updatePropertiesIfNeeded() }
        index += 1
      }
      _phase = .layout
      for window in windows where !window.isHidden { window.layOutAndFocus() }
    }
  }

  /// Waits until the next frame has been sent.
  public func nextFrame() async {
    setNeedsFrame()
    await withCheckedContinuation { frameWaiters.append($0) }
  }

  // MARK: Input

  /// Handles a batch of input events, then draws one frame.
  ///
  /// Each event sees what the ones before it did, as if they had come one
  /// at a time: the update and layout phases run between events when
  /// something changed, so a key that moves focus or presents a view
  /// through state sends the keys after it to the new place.
  ///
  /// A run of printable keys (a fast typist's read, a flood of unbracketed
  /// text) goes to the first responder as one edit when it takes typed
  /// text (``TermResponder/insertTypedText(_:)``): one edit, one delegate
  /// call and one update for the run, however long, rather than one per key.
  ///
  /// A press or drag that repeats the mouse report before it exactly (the
  /// same button, cell and modifiers, with no release between) says
  /// nothing new, and is dropped: a flood of them costs nothing.
  public func handle(_ events: [InputEvent]) {
    isHandlingEvents = true
    var index = 0
    var lastMouse: MouseEvent?
    while index < events.count {
      var isMouse = false
      if case .mouse(let mouse) = events[index] {
        defer { lastMouse = mouse }
        if mouse == lastMouse, mouse.isHeldButtonReport {
          index += 1
          continue
        }
        isMouse = true
      } else {
        lastMouse = nil
      }
      if index > 0 {
        // A safe point: a termination signal is handled here (the app
        // saves what was handled so far) rather than after the batch.
        if TerminalSession.isTerminationPending { TerminalSession.handlePendingTermination() }
        if mouseFloodPacing.bringsUpToDate(
          beforeEventAt: index, isMouse: isMouse, now: frameTimers.now, frameInterval: frameInterval)
        {
          updateAndLayOut()
        }
      }
      let run = TermApplication.typedRunLength(in: events, from: index)
      // Typing removes a selection, as any key does.
      if run > 1, textSelectionWindow != nil { clearTextSelection() }
      if run > 1, let responder = keyWindow?.firstResponder,
        responder.insertTypedText(TermApplication.typedText(in: events[index..<index + run]))
      {
        index += run
        continue
      }
      dispatch(events[index])
      index += 1
    }
    isHandlingEvents = false
    renderIfNeeded()
  }

  /// How many printable characters are typed from `start` on, up to the
  /// first event that is not one (a key with a modifier other than Shift,
  /// a control character, a mouse event, a paste).
  private static func typedRunLength(in events: [InputEvent], from start: Int) -> Int {
    var length = 0
    for event in events[start...] {
      guard typedCharacter(event) != nil else { break }
      length += 1
    }
    return length
  }

  /// The text of a run of typed characters.
  private static func typedText(in events: ArraySlice<InputEvent>) -> String {
    String(events.compactMap(typedCharacter))
  }

  /// The printable character a key event types, if it types one.
  private static func typedCharacter(_ event: InputEvent) -> Character? {
    guard case .key(let key) = event else { return nil }
    return key.typedCharacter
  }

  private var isHandlingEvents = false

  /// Handles one event without drawing.
  public func dispatch(_ event: InputEvent) {
    switch event {
    case .key(let key):
      if handleTextSelectionKey(key) { return }
      guard let window = keyWindow else {
        _ = keyDown(key)
        return
      }
      // With nothing focused, keys still pass the window's controllers
      // (a sheet of text alone closes on Esc), then reach the window.
      let responder: TermResponder = window.firstResponder ?? window.rootViewController?.view ?? window
      _ = responder.keyDown(key)
    case .paste(let text):
      guard let window = keyWindow else { return }
      _ = (window.firstResponder ?? window).paste(text)
    case .mouse(let mouse):
      dispatchMouse(mouse)
    case .resize(let size):
      if screen.size != size { screen.resize(to: size) }
      screenDidResize()
    case .report(let report):
      handleReport(report)
    }
  }

  /// Relayouts every window for the screen's current size.
  public func screenDidResize() {
    // What was selected is somewhere else now.
    clearTextSelection()
    for window in windows {
      if window.fillsScreen {
        window.frame = screen.bounds
      } else if let layout = window.screenLayout {
        window.frame = layout(screen.size)
      }
      window.surface?.screenDidResize()
      window.setNeedsDisplayRecursively()
      window.setNeedsLayout()
    }
    screenReaderStatus?.screenDidResize(screen)
    notifyStateObservers()
    setNeedsFrame()
  }

  /// The view a held button was pressed on: drags and the release go to
  /// it wherever the pointer is, as touches stay with the view they began
  /// in (a slider's thumb follows a drag off its row; a button released
  /// elsewhere does not fire).
  private weak var mouseCaptureView: TermView?

  private func dispatchMouse(_ mouse: MouseEvent) {
    // Only the key window takes the mouse: windows below a modal one are inert.
    guard let window = keyWindow else { return }
    if textSelectionTakes(mouse, in: window) { return }
    switch mouse.kind {
    case .drag, .release:
      if let captured = mouseCaptureView, captured.window === window {
        if case .release = mouse.kind { mouseCaptureView = nil }
        let point = mouse.location - window.frame.origin - captured.frameInWindow.origin
        mouseEventReachedView = captured
        let handled = captured.mouseEvent(mouse, at: point)
        textSelectionDidDispatch(mouse, in: window, handled: handled)
        return
      }
    default:
      break
    }
    guard window.frame.contains(mouse.location) else {
      window.mouseEventOutside(mouse)
      return
    }
    let local = mouse.location - window.frame.origin
    guard let hit = window.hitTest(local) else { return }
    let point = local - hit.frameInWindow.origin
    if case .press = mouse.kind {
      mouseCaptureView = hit
      if hit.canBecomeFirstResponder, hit.isEffectivelyEnabled { window.makeFirstResponder(hit) }
    }
    mouseEventReachedView = hit
    let handled = hit.mouseEvent(mouse, at: point)
    textSelectionDidDispatch(mouse, in: window, handled: handled)
  }

  /// Stops the view a button was pressed on from getting the rest of the
  /// press: a drag became a text selection.
  func cancelMouseCapture() {
    var view = mouseCaptureView
    mouseCaptureView = nil
    while let current = view {
      current.mouseTrackingCancelled()
      view = current.superview
    }
  }

  /// The view the held button was pressed on, if any.
  var mouseCapturedView: TermView? { mouseCaptureView }

  /// The quit keys (``quitKeys``), titled Quit.
  public override var keyCommands: [TermKeyCommand] {
    quitKeys.sorted { $0.description < $1.description }.map { TermKeyCommand(title: "Quit", input: $0) }
  }

  /// The end of the responder chain: suspend, quit keys, then the handler.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    if let handler = unhandledKeyHandler, handler(event) { return true }
    if event == .control("z"), let suspendHandler {
      suspendHandler()
      return true
    }
    if quitKeys.contains(event) {
      requestTermination()
      return true
    }
    return false
  }
}

/// Counts of the frames an application made.
public struct FrameStatistics: Sendable, Equatable {
  /// Frames sent to the screen.
  public var frames = 0
  /// Update-and-layout rounds after a frame's first, for state a layout
  /// changed (a focus binding following the first responder).
  public var extraLayoutRounds = 0
  /// Frames whose drawing invalidated views, so that another frame had to
  /// follow; drawing should never do this.
  public var framesRequestedWhileDrawing = 0
  /// Views updated during a layout phase rather than before it (cells that
  /// came into view because a list grew, on the first frame or a resize).
  public var updatesDuringLayout = 0
}

/// The phases of a frame, in order.
package enum FramePhase: Sendable {
  /// Between frames: input is handled, views are invalidated.
  case idle
  /// Views bring their content up to date (`updateProperties()`);
  /// declarative bodies run here.
  case update
  /// Views are sized and placed (`layoutSubviews()`).
  case layout
  /// Invalid regions are drawn and the frame is sent.
  case draw
}
