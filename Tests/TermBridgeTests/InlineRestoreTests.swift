import Foundation
import Testing

/// End to end, inline: `TermDemo --inline` runs below a line of shell
/// output in a real terminal (a private tmux server), is ended every way a
/// program ends, and the terminal must come back as it was (tty modes,
/// cursor shown, no mouse or keypad mode left on, and never the alternate
/// screen), with its last frame left above the cursor.
/// In the restore suite, so its tmux runs are serialized with the
/// full-screen ones (several demos at once on a loaded machine time out).
extension TerminalRestoreTests {
  /// alternate screen off, cursor hidden (the demo shows none), mouse and keypad on.
  static let inlineRunningFlags = "001111"

  @Test(arguments: ["Ctrl-Q", "INT", "TERM", "HUP", "QUIT", "SEGV", "ABRT"])
  func inlineTerminalIsRestored(after ending: String) async throws {
    let run = try DemoRun(name: "inline-\(ending)")
    defer { run.tearDown() }
    let script = run.demoScript(arguments: "--inline --step-ms 60000")
      .replacingOccurrences(
        of: "stty -g > \(run.path("before"))", with: "stty -g > \(run.path("before")); echo above")
    try run.start(script: script)
    try await run.waitForScreen(containing: "q quits")
    #expect(try run.tmux.flags() == Self.inlineRunningFlags, "the inline demo did not switch the modes on")
    if ending == "Ctrl-Q" {
      try run.tmux.run(["send-keys", "-t", run.session, "C-q"])
    } else {
      kill(try await run.demoPID(), signalNumber(ending))
    }
    let status = try await run.waitForExitStatus()
    try await Task.sleep(for: .milliseconds(150))
    if ProcessInfo.processInfo.environment["TERMBRIDGE_SANITIZER"] == nil {
      #expect(status == (ending == "Ctrl-Q" ? 0 : 128 + Int(signalNumber(ending))))
    }
    #expect(try run.sttyBefore() == run.sttyAfter(), "tty modes differ after \(ending)")
    #expect(try run.tmux.flags() == TerminalRestoreTests.restoredFlags, "modes left on after \(ending)")
    // After a crash the Swift runtime's backtrace fills the screen: the
    // frame is checked after the graceful endings (inline_pty.py checks it
    // after SEGV with the backtracer off).
    guard !["SEGV", "ABRT"].contains(ending) else { return }
    let rows = try run.tmux.run(["capture-pane", "-p", "-t", run.session]).split(
      separator: "\n", omittingEmptySubsequences: false)
    // The shell's line stays above; the last frame below it; the cursor under the frame.
    #expect(rows.first == "above", "the line above the app was lost: \(rows)")
    let frame = try #require(rows.firstIndex { $0.hasPrefix("▶ Resolve packages") }, "no last frame: \(rows)")
    #expect(frame == 1)
    let last = try #require(rows.firstIndex { $0.hasSuffix("q quits") })
    let cursor = try run.tmux.run(["display", "-p", "-t", run.session, "#{cursor_y}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(Int(cursor) == last + 1, "the cursor is not on the line below the frame after \(ending)")
  }
}
