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
