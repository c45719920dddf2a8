import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

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

    /// Found by the 10,000-key end-to-end test: a read that ended inside a
    /// character, then an app busy past the completion delay, flushed the
    /// first bytes as broken text although the rest was already waiting.
    @Test func aCutCharacterWaitsForBytesAlreadyWaiting() async throws {
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
      // "中" is E4 B8 AD: the first read gets two of its bytes.
      try write(fds[1], "a")
      try write(fds[1], [0xE4, 0xB8])
      reader.readAvailable()
      #expect(batches == [[.key(.character("a"))]])
      // The rest arrives, but the app reads it only after the delay.
      try write(fds[1], [0xAD])
      try await Task.sleep(for: .milliseconds(60))
      reader.readAvailable()
      #expect(batches == [[.key(.character("a"))], [.key(.character("中"))]])
    }

    /// A megabyte paste arrives in hundreds of reads (the pipe holds 64 KiB
    /// and the reader takes 4 KiB at a time) and is delivered once, byte
    /// for byte, followed by the key typed after it.
    @Test func megabytePasteOverManyReadsIsOneEvent() async throws {
      let corpus = PasteCorpus.megabyte
      let (reader, fds) = try makeReader(pasteTimeout: .seconds(60))
      defer { reader.stop(); close(fds[0]) }
      var batches: [[InputEvent]] = []
      reader.onEvents = { batches.append($0) }
      reader.start()
      let bytes = Array("\u{1B}[200~\(corpus)\u{1B}[201~x".utf8)
      writeInBackground(fds[1], [bytes], gap: .zero, thenClose: true)
      try await waitUntil(timeout: .seconds(30)) { batches.flatMap { $0 }.contains(char("x")) }
      let events = batches.flatMap { $0 }
      #expect(events.count == 2)
      #expect(pastedText(events).count == 1)
      #expect(pastedText(events).first.map { sameBytes($0, corpus) } == true, "the paste's bytes differ")
      #expect(events.last == char("x"))
    }

    @Test func pasteWithoutEndMarkerEndsAfterSilence() async throws {
      let (reader, fds) = try makeReader(pasteTimeout: .milliseconds(100))
      defer { reader.stop(); close(fds[0]) }
      var batches: [[InputEvent]] = []
      reader.onEvents = { batches.append($0) }
      reader.start()
      try write(fds[1], "\u{1B}[200~lost end\n\u{1B}[20")
      try await waitUntil { !batches.isEmpty }
      // The cut-off start of the end marker is not text.
      #expect(batches == [[.paste("lost end\n")]])
      #expect(reader.isReading)
      // Later bytes are keys again.
      try write(fds[1], "q")
      try await waitUntil { batches.count == 2 }
      #expect(batches.last == [char("q")])
      reader.stop()
      close(fds[1])
    }

    @Test func slowPasteIsNotCutWhileBytesKeepComing() async throws {
      // Pieces 20 ms apart for 0.6 s, with a 300 ms timeout: each piece
      // restarts the wait, so the paste stays whole.
      let (reader, fds) = try makeReader(pasteTimeout: .milliseconds(300))
      defer { reader.stop(); close(fds[0]) }
      var batches: [[InputEvent]] = []
      reader.onEvents = { batches.append($0) }
      reader.start()
      let pieces = ["\u{1B}[200~"] + (0..<30).map { "piece \($0)\n" } + ["\u{1B}[201~"]
      writeInBackground(fds[1], pieces.map { Array($0.utf8) }, gap: .milliseconds(20), thenClose: false)
      try await waitUntil(timeout: .seconds(10)) { !batches.isEmpty }
      #expect(batches == [[.paste(pieces.dropFirst().dropLast().joined())]])
      reader.stop()
      close(fds[1])
    }

    @Test func pasteWithoutEndMarkerIsDeliveredAtEndOfInput() async throws {
      let (reader, fds) = try makeReader(pasteTimeout: .seconds(60))
      defer { reader.stop(); close(fds[0]) }
      var log: [String] = []
      reader.onEvents = { log.append("\($0)") }
      reader.onHangup = { log.append("hangup") }
      reader.start()
      try write(fds[1], "\u{1B}[200~last words")
      close(fds[1])
      try await waitUntil { log.last == "hangup" }
      #expect(log == ["\([InputEvent.paste("last words")])", "hangup"])
    }

    private func makeReader(pasteTimeout: Duration) throws -> (TerminalInputReader, [Int32]) {
      var fds: [Int32] = [-1, -1]
      try #require(pipe(&fds) == 0)
      let reader = TerminalInputReader(fd: fds[0], escapeDelay: .milliseconds(25), pasteTimeout: pasteTimeout)
      return (reader, fds)
    }

    /// Writes each piece in one `write` (blocking as a terminal does when
    /// the reader is behind) on another thread, `gap` apart.
    private func writeInBackground(_ fd: Int32, _ pieces: [[UInt8]], gap: Duration, thenClose: Bool) {
      let gapMicroseconds = UInt32(
        gap.components.seconds * 1_000_000 + gap.components.attoseconds / 1_000_000_000_000)
      DispatchQueue.global().async {
        for piece in pieces {
          var done = 0
          while done < piece.count {
            let n = piece[done...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            done += n
          }
          if gapMicroseconds > 0 { usleep(gapMicroseconds) }
        }
        if thenClose { close(fd) }
      }
    }

    private func write(_ fd: Int32, _ text: String) throws {
      try write(fd, Array(text.utf8))
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) throws {
      #expect(Foundation.write(fd, bytes, bytes.count) == bytes.count)
    }

    private func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async throws {
      let deadline = ContinuousClock.now + timeout
      while !condition() {
        guard ContinuousClock.now < deadline else { throw HarnessError("timed out") }
        try await Task.sleep(for: .milliseconds(5))
      }
    }
  }
}
