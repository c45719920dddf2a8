internal import CNcurses
import Dispatch
import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A full-screen app's hold on the real terminal: ncurses on the alternate
/// screen, raw keyboard input decoded into events, resize, suspend and a
/// terminal that is restored however the program ends.
///
/// ```swift
/// let session = try TerminalSession.start()
/// session.onEvents = { events in /* update state, draw, session.screen.render() */ }
/// dispatchMain()
/// ```
///
/// Input is read from standard input on the main queue; drive the program
/// with `dispatchMain()` (or any loop that drains the main queue). Call
/// ``end()`` before exiting normally; termination signals and crashes are
/// handled by the session itself.
@MainActor
public final class TerminalSession {
  /// The session that is running, if any.
  public private(set) static weak var current: TerminalSession?

  /// The screen everything is drawn on.
  public let screen: TermScreen
  /// The options the session started with.
  public let options: Options
  /// Each chunk of input as one batch (keys, pastes, mouse, resize); the app
  /// updates and draws one frame per batch.
  public var onEvents: (([InputEvent]) -> Void)?
  /// The terminal went away (end of input). Nothing more is delivered. When
  /// unset, the session ends and the process exits with status 129.
  public var onHangup: (() -> Void)?
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived: the last chance to save.
  /// After it returns the session ends and the process exits with 128 + signal.
  public var onTerminationSignal: ((Int32) -> Void)?
  /// Whether a termination signal (INT, TERM, HUP, …) arrived that the
  /// session has not handled yet. The session handles it on the main queue
  /// after the work in progress; work that may run long checks this
  /// between steps and calls ``handlePendingTermination()``.
  public nonisolated static var isTerminationPending: Bool { SessionSignals.isTerminationPending }

  /// Handles a termination signal that arrived during long work now, from
  /// a point where the app's state is whole: the app saves
  /// (``onTerminationSignal``), the terminal is restored, and the process
  /// exits. Without it, work that outlasts the watchdog's second ends the
  /// process without saving. Does nothing when no signal is pending.
  /// ``TermApplication`` calls it between the input events of a batch.
  public static func handlePendingTermination() {
    guard SessionSignals.isTerminationPending else { return }
    SessionSignals.handlePending()
  }

  /// The process is about to stop (Ctrl-Z, SIGTSTP): the app goes to the
  /// background. The terminal is still the app's while this runs.
  public var onSuspend: (() -> Void)?
  /// The process was continued and the terminal is the app's again.
  public var onResume: (() -> Void)?

  /// The terminal's background colour, once it answered the OSC 11 query.
  public private(set) var backgroundColor: (red: UInt8, green: UInt8, blue: UInt8)?
  /// Whether the kitty keyboard protocol is on (the terminal answered its
  /// query and the flags were pushed).
  public var usesKittyKeyboard: Bool { modes.keyboardFlags != nil }
  /// Whether copies reach the system clipboard over OSC 52.
  public let usesSystemClipboard: Bool
  /// Whether the terminal is inside tmux (`TMUX` is set).
  private let insideTmux = EnvironmentVariables.process["TMUX"] != nil

  /// False once ``end()`` has run.
  public private(set) var isRunning = true

  /// The terminal's size in cells.
  public var size: Size { screen.size }

  private var modes: TerminalModes
  /// How tall an inline session is; nil for a full-screen one.
  private let inlineHeight: InlineHeight?
  /// The bytes a crash handler writes to put the cursor below the inline
  /// region, as last armed.
  private var armedInlineFinish = ""
  /// Synchronized output as configured: nil means follow the terminal's answer.
  private let synchronizedOutputSetting: Bool?
  private let input: TerminalInputReader
  private var baseWindow: ScreenSurface?
  /// SIGCONTs that ``suspend()`` expects for itself; others mean an outside
  /// SIGSTOP/SIGCONT, after which the terminal is set up again.
  private var expectedContinues = 0
  /// Between leaving the terminal in ``suspend()`` and re-entering it.
  private var isSuspended = false

  private static let inputFD = STDIN_FILENO
  private static let outputFD = STDOUT_FILENO

  private init(screen: TermScreen, options: Options, inlineHeight: InlineHeight?) {
    self.screen = screen
    self.options = options
    self.inlineHeight = inlineHeight
    self.modes = TerminalModes(mouse: options.mouse, bracketedPaste: options.bracketedPaste)
    modes.focusEvents = options.focusEvents
    self.usesSystemClipboard = options.resolvedSystemClipboard(type: screen.terminalName)
    screen.usesHyperlinks = options.resolvedHyperlinks(type: screen.terminalName)
    self.synchronizedOutputSetting = options.resolvedSynchronizedOutput
    // The terminal's own Shift-Tab, when it is ESC Tab (the Linux console).
    let backtab = tb_terminfo_string("kcbt").map { String(cString: $0) }
    self.input = TerminalInputReader(
      fd: TerminalSession.inputFD, escapeDelay: options.escapeDelay,
      decoder: InputDecoder(escapeTabIsBacktab: backtab == "\u{1B}\t"))
    input.onEvents = { [weak self] events in self?.deliver(events) }
    input.onHangup = { [weak self] in self?.terminalHungUp() }
    screen.didSendInlineFrame = { [weak self] in self?.armInlineRestore() }
  }

  // MARK: Starting and ending

  /// Takes over the terminal: standard input and output must be a terminal
  /// whose type (`TERM`) terminfo knows. Throws an error with a one-line
  /// description otherwise (see ``fail(_:)``).
  public static func start(options: Options = Options()) throws(TerminalSessionError) -> TerminalSession {
    try start(options: options, servedByMainLoop: false)
  }

  /// Starts a session as ``start(options:)`` does. With `servedByMainLoop`,
  /// the caller runs ``runMainLoop()`` next, which watches input and signals
  /// itself: nothing is left for dispatch to watch (no read sources, and no
  /// thread of dispatch's to watch them).
  package static func start(options: Options, servedByMainLoop: Bool) throws(TerminalSessionError)
    -> TerminalSession
  {
    if let current, current.isRunning { throw .alreadyRunning }
    guard isatty(inputFD) == 1 else { throw .notATerminal(stream: "standard input") }
    guard isatty(outputFD) == 1 else { throw .notATerminal(stream: "standard output") }
    let type = options.terminalType ?? EnvironmentVariables.process["TERM"] ?? ""
    guard !type.isEmpty else { throw .noTerminalType }
    TerminalLocale.ensureUTF8()
    // Deadlines set before the loop runs wait for it (the main thread is the
    // app's until then either way), not for a dispatch timer.
    if servedByMainLoop { MainLoopTimers.shared.driveFromMainLoop() }
    try SessionSignals.prepare()
    guard SessionSignals.saveModes(of: inputFD) else {
      throw .systemError("tcgetattr: \(String(cString: strerror(errno)))")
    }
    SessionSignals.installHandlers()
    let screen: TermScreen
    var inlineHeight: InlineHeight?
    do {
      if case .inline(let height) = options.resolvedPresentation {
        inlineHeight = height
        screen = try openInlineScreen(type: type, noColor: options.resolvedNoColor, height: height)
      } else {
        screen = try openScreen(type: type, noColor: options.resolvedNoColor)
      }
    } catch {
      SessionSignals.uninstallHandlers()
      throw error
    }
    let session = TerminalSession(screen: screen, options: options, inlineHeight: inlineHeight)
    current = session
    SessionSignals.receiver = { [weak session] sig in session?.received(sig) }
    session.enterTerminal()
    session.sendStartupQueries()
    if servedByMainLoop {
      session.input.startPolled()
    } else {
      SessionSignals.watchOnMainQueue()
      session.input.start()
    }
    return session
  }

  /// Opens ncurses on the terminal: on a direct-colour variant of `type`
  /// first when `COLORTERM` says truecolour and terminfo has one.
  private static func openScreen(type: String, noColor: Bool) throws(TerminalSessionError) -> TermScreen {
    let environment = EnvironmentVariables.process
    for direct in TerminalFeatures.directColorTypes(for: type, environment: environment) {
      if let screen = try? openScreen(exactType: direct, noColor: noColor) { return screen }
    }
    return try openScreen(exactType: type, noColor: noColor)
  }

  /// Opens an inline screen: terminfo loaded for `type` (the session's
  /// modes come from it) without ncurses' screen, the terminal in raw
  /// mode, and the rows below the cursor drawn by an ``InlineRenderer``.
  private static func openInlineScreen(type: String, noColor: Bool, height: InlineHeight)
    throws(TerminalSessionError)
    -> TermScreen
  {
    if let current = TermScreen.current, current.isOpen { throw .alreadyRunning }
    var status: Int32 = 0
    guard setupterm(type, outputFD, &status) == OK, status == 1 else { throw .unknownTerminal(type) }
    guard InlineTerminalModes.enterRawMode(fd: inputFD) else {
      throw .systemError("tcsetattr: \(String(cString: strerror(errno)))")
    }
    var rows: Int32 = 0
    var cols: Int32 = 0
    if tb_window_size(outputFD, &rows, &cols) != 0 || rows <= 0 || cols <= 0 {
      rows = 24
      cols = 80
    }
    let limit = height.limit(terminalRows: Int(rows))
    let screen = TermScreen.inline(
      width: Int(cols), height: limit, terminalName: type, noColor: noColor,
      output: { TerminalSession.write($0) })
    if case .content = height { screen.inlineContentHeightLimit = limit }
    return screen
  }

  /// The queries answered by reports (kitty keyboard, background colour,
  /// synchronized output), then primary device attributes, which every
  /// terminal answers: nothing waits for any answer.
  private func sendStartupQueries() {
    var queries = ""
    if options.resolvedKittyKeyboard { queries += TerminalModes.queryKeyboardFlags }
    if options.queriesBackgroundColor { queries += TerminalModes.queryBackgroundColor }
    switch synchronizedOutputSetting {
    case .some(let on): screen.usesSynchronizedOutput = on
    case .none: queries += TerminalModes.querySynchronizedOutput
    }
    if !queries.isEmpty { send(queries + TerminalModes.queryDeviceAttributes) }
  }

  private static func openScreen(exactType type: String, noColor: Bool) throws(TerminalSessionError)
    -> TermScreen
  {
    let outFD = dup(outputFD)
    let inFD = dup(inputFD)
    guard outFD >= 0, inFD >= 0, let output = fdopen(outFD, "w"), let input = fdopen(inFD, "r") else {
      let why = String(cString: strerror(errno))
      if outFD >= 0 { close(outFD) }
      if inFD >= 0 { close(inFD) }
      throw .systemError("cannot open the terminal: \(why)")
    }
    do {
      let screen = try TermScreen(
        terminalName: type, output: output, input: input, headless: false, closesFiles: true,
        noColor: noColor)
      // Input is read raw from the file descriptor, never through ncurses
      // (keypad mode is sent by TerminalModes); ncurses' typeahead check
      // would make doupdate stop halfway whenever a key is waiting.
      typeahead(-1)
      return screen
    } catch {
      switch error {
      case .unknownTerminal(let name): throw .unknownTerminal(name)
      case .noCursorAddressing(let name): throw .noCursorAddressing(name)
      case .anotherScreenIsOpen: throw .alreadyRunning
      case .cannotOpenOutput(let why): throw .systemError(why)
      }
    }
  }

  /// Gives the terminal back as it was: modes off, main screen, cursor
  /// shown, the original tty settings. Safe to call more than once; call it
  /// before a normal exit.
  public func end() {
    guard isRunning else { return }
    isRunning = false
    input.stop()
    SessionSignals.disarm()
    // Inline: the last frame stays, the cursor goes below it.
    screen.finishInline()
    send(modes.disable)
    baseWindow = nil
    // endwin: main screen, cursor shown, shell tty modes.
    let printed = screen.textPrintedOutsideInline
    screen.close()
    SessionSignals.restoreModes(of: TerminalSession.inputFD)
    // What a full-screen app printed above itself reaches the scrollback now.
    for text in printed { send(text.hasSuffix("\n") ? text : text + "\n") }
    SessionSignals.uninstallHandlers()
    SessionSignals.receiver = nil
    if TerminalSession.current === self { TerminalSession.current = nil }
  }

  /// Stops the program as Ctrl-Z does in a shell (call it when the user
  /// presses Ctrl-Z: raw mode delivers it as a key). Returns after `fg`,
  /// with the screen repainted and a `.resize` batch delivered.
  public func suspend() {
    guard isRunning, !isSuspended else { return }
    onSuspend?()
    leaveTerminal()
    isSuspended = true
    expectedContinues += 1
    SessionSignals.stopProcess()
    isSuspended = false
    reenterTerminal()
  }

  // MARK: Main loop

  /// Runs the work queued on the main queue now (tasks, dispatch timers,
  /// signal notices) and returns: for a loop of the app's own on the main
  /// thread, as `RunLoop.main.run(until: Date())` is in Foundation.
  package static func runPendingMainQueueWork() { tb_drain_main_queue() }

  /// Runs the app's main loop on the main thread until the process exits:
  /// waits for a key, for work on the main queue (tasks, signals) or for
  /// the next timer, handles it, and waits again. A key costs one wake-up of
  /// one thread, where `dispatchMain()` would hand each read from a dispatch
  /// thread to the main queue's thread. Call it instead of `dispatchMain()`.
  public func runMainLoop() -> Never {
    input.switchToPolling()
    let timers = MainLoopTimers.shared
    let (queueTag, inputTag, signalTag): (UInt32, UInt32, UInt32) = (1, 2, 4)
    let waitSet = tb_epoll_create()
    guard waitSet >= 0, tb_epoll_add(waitSet, tb_main_queue_fd(), queueTag) == 0,
      tb_epoll_add(waitSet, SessionSignals.notifyReadFD, signalTag) == 0
    else {
      handOverToDispatch(timers)
    }
    timers.driveFromMainLoop()
    var watchedInput: Int32?
    while true {
      // The terminal is watched while it is read and the app not suspended.
      let inputFD = isSuspended ? nil : input.pollDescriptor
      if inputFD != watchedInput {
        if let watchedInput { _ = tb_epoll_remove(waitSet, watchedInput) }
        if let inputFD, tb_epoll_add(waitSet, inputFD, inputTag) != 0 { handOverToDispatch(timers) }
        watchedInput = inputFD
      }
      let ready = tb_epoll_wait(waitSet, timers.pollTimeout())
      if ready < 0 {
        if errno == EINTR { continue }
        // Waiting itself failing is not recoverable here.
        handOverToDispatch(timers)
      }
      if inputFD != nil, ready & Int32(inputTag) != 0 { input.readAvailable() }
      if ready & Int32(signalTag) != 0 { SessionSignals.handlePending() }
      if ready & Int32(queueTag) != 0 { tb_drain_main_queue() }
      timers.fireDue()
    }
  }

  /// Leaves the main loop's work to dispatch (its own wait failed).
  private func handOverToDispatch(_ timers: MainLoopTimers) -> Never {
    SessionSignals.watchOnMainQueue()
    timers.driveFromDispatch()
    input.switchToSource()
    dispatchMain()
  }

  // MARK: Drawing

  /// Draws on a window covering the whole screen (made on first use, below
  /// any window made after it). Call ``TermScreen/render()`` to show it.
  public func withCanvas<R>(_ body: (TermCanvas) throws -> R) rethrows -> R {
    let window: ScreenSurface
    if let baseWindow {
      window = baseWindow
    } else {
      window = screen.makeWindow(frame: screen.bounds)
      baseWindow = window
    }
    return try body(TermCanvas(surface: window))
  }

  // MARK: Entering and leaving the terminal

  /// The session's modes on (keypad, paste, mouse) and the crash restore
  /// armed; ncurses has already queued smcup.
  private func enterTerminal() {
    armRestore()
    send(modes.enable)
  }

  /// Arms the crash restore with the bytes that undo the session's modes
  /// (and, inline, put the cursor below the region).
  private func armRestore() {
    if screen.isInline {
      armedInlineFinish = screen.inlineFinishingBytes
      SessionSignals.arm(
        fd: TerminalSession.outputFD, bytes: modes.emergencyRestore(inlineFinish: armedInlineFinish))
    } else {
      SessionSignals.arm(fd: TerminalSession.outputFD, bytes: modes.emergencyRestore())
    }
  }

  /// After an inline frame: the crash restore follows the cursor.
  private func armInlineRestore() {
    guard isRunning, !isSuspended, screen.inlineFinishingBytes != armedInlineFinish else { return }
    armRestore()
  }

  /// Modes off, curses ended, tty settings back, until ``reenterTerminal()``.
  private func leaveTerminal() {
    SessionSignals.disarm()
    screen.finishInline()
    send(modes.disable)
    if !screen.isInline { endwin() }
    SessionSignals.restoreModes(of: TerminalSession.inputFD)
  }

  /// After the process was stopped and continued: back to curses mode, the
  /// modes on again, the whole screen repainted at the current size.
  private func reenterTerminal(afterOutsideStop: Bool = false) {
    guard isRunning else { return }
    if screen.isInline {
      _ = InlineTerminalModes.enterRawMode(fd: TerminalSession.inputFD)
      // The shell printed below the last frame: a new region starts here.
      if !afterOutsideStop { screen.inlineRenderer?.restartBelowCursor() }
    } else {
      reset_prog_mode()
    }
    // Stopped without leaving (SIGSTOP): the modes are still on; turned off
    // first so the kitty flags are pushed once, not twice.
    if afterOutsideStop { send(modes.disable) }
    enterTerminal()
    screen.invalidateAll()
    updateSize()
    screen.render()
    onResume?()
    deliver([.resize(screen.size)])
  }

  /// Shows an inline session's app on the whole terminal, on the
  /// alternate screen (`smcup`), or takes it back to its rows below the
  /// prompt (`rmcup`), which the terminal kept as they were; the crash
  /// restore follows. A full-screen session always shows the whole
  /// terminal: this does nothing there.
  public func setShowsFullScreen(_ fullScreen: Bool) {
    guard isRunning, !isSuspended, screen.isInline, fullScreen != screen.isShowingFullScreen else { return }
    if fullScreen {
      guard let size = terminalSize() else { return }
      screen.enterFullScreen(
        size: size, enter: TerminalModes.capability("smcup") ?? "\u{1B}[?1049h",
        leave: TerminalModes.capability("rmcup") ?? "\u{1B}[?1049l")
    } else {
      screen.leaveFullScreen(size: screen.size)
      updateSize()
    }
    armRestore()
  }

  /// The terminal's size in cells, as the kernel has it.
  private func terminalSize() -> Size? {
    var rows: Int32 = 0
    var cols: Int32 = 0
    guard tb_window_size(TerminalSession.outputFD, &rows, &cols) == 0, rows > 0, cols > 0 else { return nil }
    return Size(width: Int(cols), height: Int(rows))
  }

  private func updateSize() {
    guard var newSize = terminalSize() else { return }
    let rows = newSize.height
    if let inlineHeight, !screen.isShowingFullScreen {
      let limit = inlineHeight.limit(terminalRows: rows)
      if case .content = inlineHeight {
        screen.inlineContentHeightLimit = limit
        newSize.height = min(screen.size.height, limit)
      } else {
        newSize.height = limit
      }
    }
    if newSize != screen.size { screen.resize(to: newSize) }
    baseWindow?.setFrame(screen.bounds)
  }

  // MARK: Events

  private func received(_ sig: Int32) {
    guard isRunning else { return }
    switch sig {
    case SIGWINCH:
      guard !isSuspended else { return }
      updateSize()
      screen.invalidateAll()
      deliver([.resize(screen.size)])
    case SIGTSTP:
      suspend()
    case SIGCONT:
      if expectedContinues > 0 {
        expectedContinues -= 1
      } else {
        reenterTerminal(afterOutsideStop: true)
      }
    default:
      SessionSignals.acknowledgeTermination()
      onTerminationSignal?(sig)
      end()
      exit(128 + sig)
    }
  }

  private func deliver(_ events: [InputEvent]) {
    guard isRunning else { return }
    // The answers to the synchronized-output and keyboard queries, and the
    // device attributes that end them, are the session's own (a key batch,
    // the usual case, is passed on without a copy).
    var answered = false
    for case .report(let report) in events {
      switch report {
      case .modeSupport(mode: 2026, let supported):
        if synchronizedOutputSetting == nil { screen.usesSynchronizedOutput = supported }
        answered = true
      case .keyboardFlags:
        startKittyKeyboard()
        answered = true
      case .deviceAttributes:
        answered = true
      case .backgroundColor(let red, let green, let blue):
        backgroundColor = (red, green, blue)
      default:
        break
      }
    }
    let batch = answered ? events.filter { !TerminalSession.isSessionReport($0) } : events
    guard !batch.isEmpty else { return }
    SessionSignals.ensureAltStack()
    onEvents?(batch)
  }

  /// Whether an event answers a query only the session makes.
  private static func isSessionReport(_ event: InputEvent) -> Bool {
    switch event {
    case .report(.modeSupport(mode: 2026, _)), .report(.keyboardFlags), .report(.deviceAttributes):
      return true
    default: return false
    }
  }

  /// The terminal answered the kitty keyboard query: the flags are pushed
  /// (once), and every exit path from now on pops them.
  private func startKittyKeyboard() {
    guard options.resolvedKittyKeyboard, modes.keyboardFlags == nil, !isSuspended else { return }
    modes.keyboardFlags = TerminalModes.requestedKeyboardFlags
    armRestore()
    send(TerminalModes.pushKeyboardFlags(TerminalModes.requestedKeyboardFlags))
  }

  /// Puts `text` on the system clipboard over OSC 52 (inside tmux, as
  /// tmux's `set-clipboard` and passthrough conventions take it). Returns
  /// false when it was not sent: clipboard off for this terminal, or the
  /// text too long for terminals to accept.
  @discardableResult
  public func copyToSystemClipboard(_ text: String) -> Bool {
    guard isRunning, !isSuspended, usesSystemClipboard,
      let sequence = SystemClipboard.sequence(for: text, insideTmux: insideTmux)
    else { return false }
    send(sequence)
    return true
  }

  private func terminalHungUp() {
    guard isRunning else { return }
    if let onHangup {
      onHangup()
    } else {
      end()
      exit(128 + SIGHUP)
    }
  }

  /// Writes straight to the terminal, after whatever ncurses has buffered.
  private func send(_ text: String) {
    if !screen.isInMemory { tb_flush() }
    TerminalSession.write(Array(text.utf8))
  }

  /// Writes `bytes` to the terminal, whole (retrying partial and
  /// interrupted writes) or until it fails.
  private static func write(_ bytes: [UInt8]) {
    var bytes = bytes[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(TerminalSession.outputFD, $0.baseAddress, $0.count) }
      if n > 0 {
        bytes = bytes.dropFirst(n)
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
