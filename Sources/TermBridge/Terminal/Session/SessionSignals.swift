internal import CNcurses
import Dispatch
import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The process-wide signal plumbing behind a terminal session. Every signal
/// whose default action ends the process is handled one of three ways, so
/// the terminal is restored however the program ends:
///
/// - Termination (INT, TERM, HUP, QUIT, and USR1, USR2, ALRM, VTALRM, PROF,
///   XCPU, IO/POLL, PWR, which nothing in a terminal app sends by accident)
///   and job control (TSTP, CONT, WINCH): a C handler writes the signal
///   number to a pipe that the session's main loop watches with its input
///   (or, while dispatch serves the main queue, a read source on the main
///   queue drains), so the session handles them in order with input:
///   the app saves (`onTerminationSignal`), the terminal is restored, and
///   the process exits with status 128 + the signal.
/// - A watchdog thread also sees termination signals. If the main thread
///   has not picked one up within a second (it is blocked), or a second
///   one arrives, it restores the terminal itself and exits.
/// - Crashes (SEGV, ABRT, ILL, TRAP, BUS, FPE, SYS, STKFLT): a C handler
///   that only makes async-signal-safe calls writes precomputed restore
///   bytes, puts the saved termios back, hands the signal to the previous
///   handler (the Swift runtime's backtracer) and dies of the signal.
/// - Ignored: PIPE and XFSZ. A write to a closed pipe or past the file size
///   limit then fails with EPIPE or EFBIG, an I/O error the caller reports
///   (a lost save is said, not fatal).
///
/// The `tb_session_*` shims share one C state (see shim.h); keep their calls
/// in this file all the same.
@MainActor
enum SessionSignals {
  static let termination: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR,
  ]
  static let jobControl: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]
  static let crashes: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSYS, SIGSTKFLT]
  static let ignored: [Int32] = [SIGPIPE, SIGXFSZ]

  /// Receives each signal on the main thread (from the main loop, or the
  /// main queue's read source) while handlers are installed.
  static var receiver: ((Int32) -> Void)?

  /// Pipes and watchdog: made once, kept for the process's lifetime (a
  /// handler may write to the pipes at any moment, so they are never
  /// closed).
  private static var prepared = false
  /// The main-queue source that drains the pipe, made only when dispatch
  /// serves the main queue (the main loop watches the pipe itself, and so
  /// needs no thread of dispatch's watching it).
  private static var notifySource: DispatchSourceRead?
  private static var handlersInstalled = false
  /// The read end of the pipe the handlers tell signals through (-1 before
  /// ``prepare()``): nonblocking, for the main loop to watch.
  private(set) static var notifyReadFD: Int32 = -1

  /// A termination signal arrived that has not been handled yet (one
  /// atomic load: cheap enough to check between input events).
  nonisolated static var isTerminationPending: Bool { tb_session_termination_pending() != 0 }

  /// Handles the signals waiting in the pipe now: when the main loop sees
  /// the pipe ready, or between input events rather than after the batch.
  static func handlePending() {
    if notifyReadFD >= 0 { drain(notifyReadFD) }
  }

  /// How long the main queue has to pick up a termination signal before the
  /// watchdog restores the terminal and exits without it.
  nonisolated static let watchdogGrace = 1000  // milliseconds

  static func prepare() throws(TerminalSessionError) {
    guard !prepared else { return }
    var notify: [Int32] = [-1, -1]
    var watchdog: [Int32] = [-1, -1]
    guard tb_pipe(&notify, 1) == 0, tb_pipe(&watchdog, 0) == 0 else {
      throw .systemError("pipe: \(String(cString: strerror(errno)))")
    }
    // The handler must never block on a full pipe.
    _ = fcntl(watchdog[1], F_SETFL, fcntl(watchdog[1], F_GETFL) | O_NONBLOCK)
    tb_session_set_pipes(notify[1], watchdog[1], makeCrashPromptAnswer())

    notifyReadFD = notify[0]

    let watchFD = watchdog[0]
    ProcessThreads.detach(name: "TB watchdog") { SessionSignals.watch(watchFD) }
    prepared = true
  }

  /// Drains the pipe from a read source on the main queue, for when
  /// dispatch serves the main queue rather than the session's main loop.
  static func watchOnMainQueue() {
    guard notifySource == nil, notifyReadFD >= 0 else { return }
    let readFD = notifyReadFD
    let source = DispatchSource.makeReadSource(fileDescriptor: readFD, queue: .main)
    source.setEventHandler {
      MainActor.assumeIsolated { SessionSignals.drain(readFD) }
    }
    source.resume()
    notifySource = source
  }

  /// Answers the Swift backtracer's "Press space to interact" prompt.
  ///
  /// The runtime reads `SWIFT_BACKTRACE` when the process starts, so setting
  /// `interactive=no` later has no effect, and an interactive backtracer
  /// waits 30 s for a key after a crash. Unless the user chose with
  /// `SWIFT_BACKTRACE=...interactive=...`, the crash handler points standard
  /// input at a pipe holding "q", which the prompt reads as "quit".
  private static func makeCrashPromptAnswer() -> Int32 {
    let setting = EnvironmentVariables.process["SWIFT_BACKTRACE"] ?? ""
    if setting.containsASCII("interactive") { return -1 }
    var fds: [Int32] = [-1, -1]
    guard tb_pipe(&fds, 0) == 0 else { return -1 }
    var q = UInt8(ascii: "q")
    guard write(fds[1], &q, 1) == 1 else { return -1 }
    close(fds[1])
    return fds[0]
  }

  /// Installs the session's handlers (before ncurses starts, so ncurses
  /// keeps them instead of installing its own).
  static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    for sig in termination { _ = tb_session_install(sig, Int32(TB_SIGNAL_TERMINATION)) }
    for sig in jobControl { _ = tb_session_install(sig, Int32(TB_SIGNAL_NOTIFY)) }
    for sig in crashes { _ = tb_session_install(sig, Int32(TB_SIGNAL_CRASH)) }
    for sig in ignored { _ = tb_session_install(sig, Int32(TB_SIGNAL_IGNORE)) }
    ensureAltStack()
  }

  /// Puts back whatever handled each signal before the session.
  static func uninstallHandlers() {
    guard handlersInstalled else { return }
    handlersInstalled = false
    for sig in termination + jobControl + crashes + ignored { tb_session_uninstall(sig) }
  }

  /// Saves the terminal modes of `fd` for every later restore.
  static func saveModes(of fd: Int32) -> Bool { tb_session_save_termios(fd) == 0 }

  /// Puts the saved terminal modes back, after pending output is written.
  static func restoreModes(of fd: Int32) { _ = tb_session_restore_termios(fd, 1) }

  /// From now on a crash or the watchdog writes `bytes` to `fd` and restores
  /// the saved modes.
  static func arm(fd: Int32, bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        _ = tb_session_arm(fd, chars.baseAddress, Int32(chars.count))
      }
    }
  }

  /// The terminal is in a normal state again: nothing to restore.
  static func disarm() { tb_session_disarm() }

  /// The main queue is handling a termination signal: the watchdog can stand down.
  static func acknowledgeTermination() { tb_session_acknowledge() }

  /// Stops the process (SIGTSTP's default action); returns when continued.
  static func stopProcess() { tb_session_stop_self() }

  /// Gives the calling thread a signal stack, so a stack overflow on it
  /// still restores the terminal. Cheap after the first call per thread.
  static func ensureAltStack() { tb_session_ensure_altstack() }

  private static func drain(_ fd: Int32) {
    // Cleared before reading: a signal arriving meanwhile is read now or
    // sets it again.
    tb_session_clear_termination_pending()
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      for byte in buffer.prefix(n) { receiver?(Int32(byte)) }
    }
  }

  /// The watchdog thread: sleeps in read(2) until a termination signal.
  private nonisolated static func watch(_ fd: Int32) {
    var count = 0
    while true {
      var byte: UInt8 = 0
      let n = read(fd, &byte, 1)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      guard tb_session_is_armed() != 0 else {
        count = 0
        continue
      }
      count += 1
      let sig = Int32(byte)
      // A second termination signal while the terminal is still ours: the
      // user wants out now, whatever the app is doing.
      if count >= 2 { tb_session_emergency_exit(sig) }
      var waited = 0
      var another = false
      while waited < watchdogGrace && tb_session_is_acknowledged() == 0 {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&pfd, 1, 50) > 0 {
          another = true
          break
        }
        waited += 50
      }
      if !another && tb_session_is_acknowledged() == 0 && tb_session_is_armed() != 0 {
        tb_session_emergency_exit(sig)
      }
    }
  }
}
