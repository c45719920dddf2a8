import Foundation
import Testing

/// End to end: the built TermDemo runs in a real terminal (a private tmux
/// server), is ended every way a program ends, and the terminal must come
/// back as it was: tty modes (`stty -g`), main screen, visible cursor, no
/// mouse or keypad mode left on.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct TerminalRestoreTests {
  enum Ending: String, CaseIterable, Sendable {
    case quitKey = "Ctrl-Q"
    case interrupt = "INT"
    case terminate = "TERM"
    case hangup = "HUP"
    case quitSignal = "QUIT"
    case user1 = "USR1"
    case user2 = "USR2"
    case alarm = "ALRM"
    case virtualAlarm = "VTALRM"
    case profilingAlarm = "PROF"
    case cpuLimit = "XCPU"
    case pollable = "IO"
    case powerFailure = "PWR"
    case segmentationFault = "SEGV"
    case abort = "ABRT"
    case badSystemCall = "SYS"
    case stackFault = "STKFLT"

    /// Whether the app's graceful path runs (it saves before the restore).
    var savesFirst: Bool {
      switch self {
      case .segmentationFault, .abort, .badSystemCall, .stackFault: return false
      default: return true
      }
    }

    var expectedStatus: Int {
      self == .quitKey ? 0 : 128 + Int(signalNumber(rawValue))
    }
  }

  /// alternate screen, cursor visible, any/button/SGR mouse, keypad cursor.
  static let flagsFormat =
    "#{alternate_on}#{cursor_flag}#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}#{keypad_cursor_flag}"
  static let runningFlags = "111111"  // the demo shows the cursor in its search field
  static let restoredFlags = "010000"

  @Test(arguments: Ending.allCases)
  func terminalIsRestored(after ending: Ending) async throws {
    let run = try DemoRun(name: "restore-\(ending.rawValue)")
    defer { run.tearDown() }
    try run.start(script: run.demoScript(arguments: "--items 1000 --notes \(run.path("notes.json"))"))
    try await run.waitForScreen(containing: "item 000000")
    #expect(try run.tmux.flags() == Self.runningFlags, "the demo did not switch the modes on")
    // A note typed just before the end (within the autosave's half second).
    try run.tmux.run(["send-keys", "-t", run.session, "Down", "Tab"])
    try run.tmux.run(["send-keys", "-t", run.session, "-l", "kept"])
    try await run.waitForScreen(containing: "kept")

    if ending == .quitKey {
      try run.tmux.run(["send-keys", "-t", run.session, "C-q"])
    } else {
      let pid = try await run.demoPID()
      kill(pid, signalNumber(ending.rawValue))
    }
    let status = try await run.waitForExitStatus()
    try await Task.sleep(for: .milliseconds(150))

    // Under a sanitizer (CI's address-sanitizer run sets
    // TERMBRIDGE_SANITIZER), the sanitizer owns the crash signals and ends
    // the process with a status of its own: the restore is still checked.
    if ProcessInfo.processInfo.environment["TERMBRIDGE_SANITIZER"] == nil || ending.savesFirst {
      #expect(status == ending.expectedStatus)
    }
    #expect(try run.sttyBefore() == run.sttyAfter(), "tty modes differ after \(ending.rawValue)")
    #expect(try run.tmux.flags() == Self.restoredFlags, "screen modes left on after \(ending.rawValue)")
    if ending.savesFirst {
      let notes = (try? String(contentsOfFile: run.path("notes.json"), encoding: .utf8)) ?? ""
      #expect(notes.contains("kept"), "the note typed before \(ending.rawValue) was not saved: \(notes)")
    }
  }

  /// PIPE and XFSZ are ignored (a write fails with EPIPE or EFBIG instead):
  /// the app goes on, and quits normally.
  @Test(arguments: ["PIPE", "XFSZ"])
  func ignoredSignalsLeaveTheAppRunning(_ name: String) async throws {
    let run = try DemoRun(name: "ignore-\(name)")
    defer { run.tearDown() }
    try run.start(script: run.demoScript())
    try await run.waitForScreen(containing: "item 000000")
    let pid = try await run.demoPID()
    kill(pid, signalNumber(name))
    try await Task.sleep(for: .milliseconds(300))
    #expect(kill(pid, 0) == 0, "the demo died of SIG\(name)")
    #expect(try run.tmux.flags() == Self.runningFlags)
    try run.tmux.run(["send-keys", "-t", run.session, "C-q"])
    #expect(try await run.waitForExitStatus() == 0)
    #expect(try run.tmux.flags() == Self.restoredFlags)
  }

  @Test func suspendAndResume() async throws {
    let run = try DemoRun(name: "suspend")
    defer { run.tearDown() }
    // An interactive shell, for job control (Ctrl-Z, fg).
    try run.start(command: ["env", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"])
    try await run.waitForScreen(containing: "$")
    try run.type("stty -g > \(run.path("before")); \(run.demoPath) 2>\(run.path("stderr"))")
    try await run.waitForScreen(containing: "item 000000")
    #expect(try run.tmux.flags() == Self.runningFlags)

    try run.tmux.run(["send-keys", "-t", run.session, "C-z"])
    try await run.waitForScreen(containing: "Stopped")
    #expect(try run.tmux.flags() == Self.restoredFlags, "screen modes left on while suspended")
    try run.type("stty -g > \(run.path("after"))")
    try await run.waitForFile("after")
    let (before, after) = (try run.sttyBefore(), try run.sttyAfter())
    #expect(before == after, "tty modes differ while suspended")

    try run.type("fg")
    try await run.waitForScreen(containing: "item 000000")
    #expect(try run.tmux.flags() == Self.runningFlags, "modes not back on after fg")
    try run.tmux.run(["send-keys", "-t", run.session, "C-q"])
    try await run.waitForScreen(lastLine: "$")
    #expect(try run.tmux.flags() == Self.restoredFlags)
  }

  /// A terminal reporting 65535x65535 (the largest `stty` allows) used to
  /// crash inside ncurses; the demo now starts at the maximum size, runs,
  /// and quits normally.
  @Test func anAbsurdTerminalSizeStartsClampedAndQuitsNormally() async throws {
    let run = try DemoRun(name: "huge")
    defer { run.tearDown() }
    try run.start(script: "stty rows 65535 cols 65535\n" + run.demoScript())
    try await run.waitForFile("pid")
    let pid = try await run.demoPID()
    try await Task.sleep(for: .milliseconds(1500))
    #expect(kill(pid, 0) == 0, "the demo did not survive starting at 65535x65535")
    try run.tmux.run(["send-keys", "-t", run.session, "C-q"])
    #expect(try await run.waitForExitStatus() == 0)
  }

  /// A failed write to standard error used to crash the demo (SIGILL in
  /// Foundation's FileHandle), and `--help` into a full disk exited 0.
  @Test func failedWritesToStandardStreamsAreReportedNotCrashes() throws {
    let demo = try DemoRun.demoBinary().path
    func status(_ redirect: String, _ arguments: String) throws -> String {
      let result = try runProcess("/bin/sh", ["-c", "'\(demo)' \(arguments) \(redirect); echo $?"])
      return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try status("2>/dev/full", "--bogus") == "2", "a bad argument is status 2 even with stderr full")
    #expect(try status(">/dev/full 2>/dev/null", "--help") == "74", "usage that could not be written")
    #expect(try status(">/dev/null", "--help") == "0")
  }

  @Test func noTerminalIsOneLineAndStatus1() throws {
    let demo = try DemoRun.demoBinary()
    let result = try runProcess(demo.path, ["--items", "10"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "expected one line, got: \(result.stderr)")
    #expect(result.stderr.contains("not a terminal"))
    #expect(!result.stderr.contains("\u{1B}"), "escape sequences written without a terminal")
  }

  @Test func unknownTerminalTypeIsOneLineAndStatus1() async throws {
    let run = try DemoRun(name: "unknown-term")
    defer { run.tearDown() }
    try run.start(script: run.demoScript(environment: "TERM=no-such-terminal-type"))
    let status = try await run.waitForExitStatus()
    #expect(status == 1)
    let stderr = try String(contentsOfFile: run.path("stderr"), encoding: .utf8)
    #expect(stderr == "TermDemo: \(unknownTermMessage)\n")
    #expect(try run.sttyBefore() == run.sttyAfter())
    #expect(try run.tmux.flags() == Self.restoredFlags)
  }

  /// TERM=dumb cannot move the cursor: the demo says so in one line,
  /// exits 1, and sends the terminal nothing (no xterm modes).
  @Test func aTerminalWithoutCursorAddressingIsRefused() async throws {
    let run = try DemoRun(name: "dumb-term")
    defer { run.tearDown() }
    try run.start(script: run.demoScript(environment: "TERM=dumb"))
    let status = try await run.waitForExitStatus()
    #expect(status == 1)
    let stderr = try String(contentsOfFile: run.path("stderr"), encoding: .utf8)
    #expect(
      stderr
        == "TermDemo: terminal type 'dumb' cannot move the cursor, so it cannot show a full-screen program; "
        + "set TERM to a full terminal's type (e.g. xterm-256color)\n")
    #expect(try run.sttyBefore() == run.sttyAfter())
    #expect(try run.tmux.flags() == Self.restoredFlags, "modes were sent to a dumb terminal")
  }

  private let unknownTermMessage =
    "unknown terminal type 'no-such-terminal-type'; set TERM to a type in the terminfo database (e.g. xterm-256color)"
}

// MARK: - Harness

/// One demo run in its own tmux server and scratch directory.
struct DemoRun {
  let directory: URL
  let tmux: Tmux
  let session = "demo"
  let demoPath: String

  init(name: String) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("termbridge-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    tmux = Tmux(socket: directory.appendingPathComponent("tmux.sock").path, target: session)
    demoPath = try DemoRun.demoBinary().path
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// A shell script that records the tty modes around one demo run and its
  /// exit status, then stays, so the pane can still be inspected.
  /// `arguments` are passed to the demo as shell words.
  func demoScript(environment: String = "", arguments: String = "--items 1000") -> String {
    """
    ulimit -c 0
    stty -g > \(path("before"))
    \(environment) sh -c 'echo $$ > \(path("pid")); exec "$0" "$@"' \(demoPath) \(arguments) 2>\(path("stderr"))
    echo $? > \(path("status"))
    stty -g > \(path("after"))
    sleep 60
    """
  }

  func start(script: String) throws {
    let file = path("run.sh")
    try script.write(toFile: file, atomically: true, encoding: .utf8)
    try start(command: ["sh", file])
  }

  func start(command: [String]) throws {
    try tmux.run(["new-session", "-d", "-x", "100", "-y", "30", "-s", session] + command, detached: true)
  }

  func type(_ line: String) throws {
    try tmux.run(["send-keys", "-t", session, "-l", line])
    try tmux.run(["send-keys", "-t", session, "Enter"])
  }

  func waitForScreen(containing text: String) async throws {
    try await waitFor("screen text '\(text)'") {
      try tmux.run(["capture-pane", "-p", "-t", session]).contains(text)
    }
  }

  /// Waits until the last non-empty row of the screen is `line`.
  func waitForScreen(lastLine line: String) async throws {
    try await waitFor("last line '\(line)'") {
      let screen = try tmux.run(["capture-pane", "-p", "-t", session])
      return screen.split(separator: "\n").last.map(String.init) == line
    }
  }

  /// Waits until a file the shell writes is complete (a redirect creates it
  /// empty before the command writes its line).
  /// How long a step may take: longer under a sanitizer, which slows the
  /// demo several times over (a 65535x65535 screen under the thread
  /// sanitizer takes more than 5 s to start).
  static var patience: Duration {
    ProcessInfo.processInfo.environment["TERMBRIDGE_SANITIZER"] == nil ? .seconds(5) : .seconds(30)
  }

  func waitForFile(_ name: String) async throws {
    try await waitFor("file \(name)") {
      let text = (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? ""
      return text.hasSuffix("\n")
    }
  }

  func demoPID() async throws -> pid_t {
    try await waitForFile("pid")
    let text = try String(contentsOfFile: path("pid"), encoding: .utf8)
    return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  func waitForExitStatus() async throws -> Int {
    try await waitForFile("after")
    let text = try String(contentsOfFile: path("status"), encoding: .utf8)
    return try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  func sttyBefore() throws -> String { try String(contentsOfFile: path("before"), encoding: .utf8) }
  func sttyAfter() throws -> String { try String(contentsOfFile: path("after"), encoding: .utf8) }

  func tearDown() {
    _ = try? tmux.run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// The TermDemo built with the tests (`swift test` builds executables
  /// next to the test bundle), or one in the package's .build folder.
  static func demoBinary() throws -> URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      besideTests.appendingPathComponent("TermDemo"),
      package.appendingPathComponent(".build/debug/TermDemo"),
      package.appendingPathComponent(".build/release/TermDemo"),
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw HarnessError("TermDemo not built; looked in \(candidates.map(\.path))")
    }
    return found
  }

  func waitFor(
    _ what: String, timeout: Duration = Self.patience, _ condition: () throws -> Bool
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
      if try condition() { return }
      try await Task.sleep(for: .milliseconds(40))
    }
    let screen = (try? tmux.run(["capture-pane", "-p", "-t", session])) ?? ""
    let stderr = (try? String(contentsOfFile: path("stderr"), encoding: .utf8)) ?? ""
    throw HarnessError("timed out waiting for \(what); screen:\n\(screen)\nstderr:\n\(stderr)")
  }
}

/// A private tmux server.
struct Tmux {
  let socket: String
  let target: String

  static let isAvailable: Bool = {
    (try? runProcess("/usr/bin/env", ["tmux", "-V"]).status) == 0
  }()

  /// Runs a tmux command and returns its standard output. A command that
  /// starts the server gets no pipes: the server would hold them open.
  @discardableResult
  func run(_ arguments: [String], detached: Bool = false) throws -> String {
    let result = try runProcess(
      "/usr/bin/env", ["tmux", "-S", socket] + arguments, capture: !detached)
    guard result.status == 0 else {
      throw HarnessError("tmux \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return result.stdout
  }

  func flags() throws -> String {
    try run(["display", "-p", "-t", target, TerminalRestoreTests.flagsFormat])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

func signalNumber(_ name: String) -> Int32 {
  let numbers: [String: Int32] = [
    "INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "QUIT": SIGQUIT, "USR1": SIGUSR1, "USR2": SIGUSR2,
    "ALRM": SIGALRM, "VTALRM": SIGVTALRM, "PROF": SIGPROF, "XCPU": SIGXCPU, "IO": SIGIO, "PWR": SIGPWR,
    "SEGV": SIGSEGV, "ABRT": SIGABRT, "SYS": SIGSYS, "STKFLT": SIGSTKFLT, "PIPE": SIGPIPE, "XFSZ": SIGXFSZ,
  ]
  return numbers[name] ?? 0
}
