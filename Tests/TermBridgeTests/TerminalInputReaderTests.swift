import Foundation
import Testing

@testable import TermBridge

/// The session's input reader, fed through a pipe instead of a terminal.
extension TerminalSuites {
  @MainActor
  @Suite struct TerminalInputReaderTests {
    @Test func eachChunkIsOneBatchAndEndOfInputIsAHangup() async throws {
      var fds: [Int32] = [-1, -1]
      try #require(pipe(&fds) == 0)
      defer { close(fds[0]) }
      let reader = TerminalInputReader(fd: fds[0], escapeDelay: .milliseconds(25))
      var batches: [[InputEvent]] = []
      var hungUp = false
      reader.onEvents = { batches.append($0) }
      reader.onHangup = { hungUp = true }
      reader.start()

      try write(fds[1], "ab")
      try await waitUntil { batches.count == 1 }
      #expect(batches == [[.key(.character("a")), .key(.character("b"))]])

      try write(fds[1], "c")
      try await waitUntil { batches.count == 2 }
      #expect(batches.last == [.key(.character("c"))])

      close(fds[1])
      try await waitUntil { hungUp }
      #expect(!reader.isReading)
      #expect(batches.count == 2)
    }

    /// Found while hardening: polled by the main loop (no dispatch source),
    /// the reader never flushed a lone Esc, so the Escape key did nothing
    /// until another key came.
    @Test func aPolledReaderFlushesALoneEscape() async throws {
      var fds: [Int32] = [-1, -1]
      try #require(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      let reader = TerminalInputReader(fd: fds[0], escapeDelay: .milliseconds(10))
      var batches: [[InputEvent]] = []
      reader.onEvents = { batches.append($0) }
      reader.start()
      reader.switchToPolling()
      try write(fds[1], "\u{1B}")
      reader.readAvailable()
      try await waitUntil { !batches.isEmpty }
      #expect(batches == [[.key(KeyEvent(.escape))]])
    }

    /// Found while hardening: a bracketed paste whose end marker never came
    /// (a stray or cut-off start marker) held every later key as paste text.
    /// After a quiet spell the paste is delivered and keys work again.
    @Test func aPasteWithoutItsEndMarkerEndsWhenInputGoesQuiet() async throws {
      var fds: [Int32] = [-1, -1]
      try #require(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      let reader = TerminalInputReader(
        fd: fds[0], escapeDelay: .milliseconds(10), pasteTimeout: .milliseconds(30))
      var batches: [[InputEvent]] = []
      reader.onEvents = { batches.append($0) }
      reader.start()
      try write(fds[1], "\u{1B}[200~pasted\ntext")
      try await waitUntil { !batches.isEmpty }
      #expect(batches == [[.paste("pasted\ntext")]])
      try write(fds[1], "q")
      try await waitUntil { batches.count == 2 }
      #expect(batches.last == [.key(.character("q"))])
    }

    private func write(_ fd: Int32, _ text: String) throws {
      let bytes = Array(text.utf8)
      #expect(Foundation.write(fd, bytes, bytes.count) == bytes.count)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
      let deadline = ContinuousClock.now + .seconds(2)
      while !condition() {
        guard ContinuousClock.now < deadline else { throw HarnessError("timed out") }
        try await Task.sleep(for: .milliseconds(5))
      }
    }
  }
}
