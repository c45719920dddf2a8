import Foundation

/// Reads the terminal's bytes as they arrive and decodes them.
///
/// A read source on the main queue wakes for each chunk; every chunk's
/// events are handed on as one batch, so an app draws one frame per chunk
/// however many keys it held. When a chunk ends inside a sequence (a lone
/// Esc, or Esc that may start Alt-x), a short timer decides it is complete.
/// A bracketed paste whose end marker does not come within a quiet second
/// is delivered as it stands, so a lost or stray start marker cannot
/// swallow the keyboard.
@MainActor
final class TerminalInputReader {
  private let fd: Int32
  private let escapeDelay: DispatchTimeInterval
  private let pasteTimeout: DispatchTimeInterval
  private var pasteCheckScheduled = false
  private var decoder = InputDecoder()
  private var source: DispatchSourceRead?
  /// Bumped by every chunk so a pending escape timer knows it is stale.
  private var generation = 0
  /// Each chunk's events, as one batch.
  var onEvents: (([InputEvent]) -> Void)?
  /// End of input or a read error; reading has stopped.
  var onHangup: (() -> Void)?

  init(fd: Int32, escapeDelay: Duration, pasteTimeout: Duration = .seconds(1)) {
    self.fd = fd
    func interval(_ duration: Duration) -> DispatchTimeInterval {
      let (seconds, attoseconds) = duration.components
      return .nanoseconds(Int(max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)))
    }
    self.escapeDelay = interval(escapeDelay)
    self.pasteTimeout = interval(pasteTimeout)
  }

  var isReading: Bool { source != nil || isPolled }

  /// Read by ``TerminalSession/runMainLoop()`` polling the descriptor on the
  /// main thread, instead of by a dispatch source.
  private(set) var isPolled = false

  /// The descriptor to poll, while reading.
  var pollDescriptor: Int32? { isReading ? fd : nil }

  /// Switches to being polled by the main loop (one wake-up per key
  /// instead of a hand-off between threads).
  func switchToPolling() {
    guard source != nil else { return }
    source?.cancel()
    source = nil
    isPolled = true
  }

  /// Reads and delivers what is waiting (the main loop saw the descriptor ready).
  func readAvailable() { readChunk() }

  func start() {
    guard source == nil, !isPolled else { return }
    let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readChunk() }
    }
    source.resume()
    self.source = source
  }

  /// Stops reading; nothing more is delivered.
  func stop() {
    source?.cancel()
    source = nil
    isPolled = false
    generation += 1
  }

  private func readChunk() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 && (errno == EINTR || errno == EAGAIN) { return }
    guard n > 0 else {
      // End of file or an error: the terminal is gone.
      stop()
      onHangup?()
      return
    }
    generation += 1
    let events = decoder.feed(buffer.prefix(n))
    if decoder.isAwaitingMore { scheduleFlush() }
    if decoder.isPasting { schedulePasteCheck() }
    if !events.isEmpty { onEvents?(events) }
  }

  private func scheduleFlush() {
    let expected = generation
    DispatchQueue.main.asyncAfter(deadline: .now() + escapeDelay) { [weak self] in
      MainActor.assumeIsolated {
        // isReading, not the dispatch source: a polled reader has none.
        guard let self, self.isReading, self.generation == expected,
          self.decoder.isAwaitingMore
        else { return }
        let events = self.decoder.flush()
        if !events.isEmpty { self.onEvents?(events) }
      }
    }
  }

  /// While a paste is open: one pending check at a time, which finishes the
  /// paste if no byte arrived since it was scheduled, and waits again if
  /// some did.
  private func schedulePasteCheck() {
    guard !pasteCheckScheduled else { return }
    pasteCheckScheduled = true
    let expected = generation
    DispatchQueue.main.asyncAfter(deadline: .now() + pasteTimeout) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.pasteCheckScheduled = false
        guard self.isReading, self.decoder.isPasting else { return }
        guard self.generation == expected else {
          self.schedulePasteCheck()
          return
        }
        let events = self.decoder.finishPaste()
        if !events.isEmpty { self.onEvents?(events) }
      }
    }
  }
}
