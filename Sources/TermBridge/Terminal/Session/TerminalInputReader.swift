import Dispatch
import Glibc

/// Reads the terminal's bytes as they arrive and decodes them.
///
/// A read source on the main queue wakes for each chunk; every chunk's
/// events are handed on as one batch, so an app draws one frame per chunk
/// however many keys it held. When a chunk ends inside a sequence (a lone
/// Esc, or Esc that may start Alt-x), a short timer decides it is complete.
///
/// A bracketed paste may span any number of chunks and is delivered once,
/// when its end marker arrives. If the marker never comes (the terminal or
/// the link lost it), the paste is ended after `pasteTimeout` without input,
/// or at end of input, so its text is not lost and later keys are keys again.
@MainActor
final class TerminalInputReader {
  private let fd: Int32
  private let escapeDelay: UInt64
  private let pasteTimeout: UInt64
  private var decoder: InputDecoder
  private var source: DispatchSourceRead?
  /// Bumped by every chunk so a pending escape timer knows it is stale.
  private var generation = 0
  /// When the last chunk arrived (uptime nanoseconds), for the paste timeout.
  private var lastReadTime: UInt64 = 0
  /// Whether a paste-timeout check is scheduled (one at a time).
  private var pasteCheckPending = false
  /// Reused for every read.
  private var readBuffer = [UInt8](repeating: 0, count: 4096)
  /// Each chunk's events, as one batch.
  var onEvents: (([InputEvent]) -> Void)?
  /// End of input or a read error; reading has stopped.
  var onHangup: (() -> Void)?

  init(
    fd: Int32, escapeDelay: Duration, pasteTimeout: Duration = .seconds(2),
    decoder: InputDecoder = InputDecoder()
  ) {
    self.fd = fd
    self.decoder = decoder
    self.escapeDelay = Self.nanoseconds(escapeDelay)
    self.pasteTimeout = Self.nanoseconds(pasteTimeout)
  }

  private static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
  }

  var isReading: Bool { isPolled || source != nil }

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

  /// Back to a read source on the main queue (the main loop gave up).
  func switchToSource() {
    guard isPolled else { return }
    isPolled = false
    start()
  }

  /// Starts reading as the main loop's: it polls the descriptor and calls
  /// ``readAvailable()`` (no read source is made).
  func startPolled() {
    guard source == nil else { return }
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

  /// Reads one chunk and delivers its events. The read source can fall
  /// silent when the other end closes while bytes are still waiting (its
  /// epoll is edge-triggered and the hang-up is the last edge), which would
  /// strand the end of a paste and the end of input; so after each chunk the
  /// reader polls the descriptor itself and reads again while it is
  /// readable. Every read is preceded by such a poll, so a stale wake-up
  /// never blocks the main thread.
  private func readChunk() {
    // The main loop has just polled the descriptor; a read source may wake
    // stale, so it checks first.
    guard isReading, isPolled || isReadable() else { return }
    let n = readBuffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 && (errno == EINTR || errno == EAGAIN) { return }
    guard n > 0 else {
      // End of file or an error: the terminal is gone. What it sent last
      // (a paste without its end marker, a lone Esc) is still delivered.
      let events = decoder.finishPaste() + decoder.flush()
      stop()
      if !events.isEmpty { onEvents?(events) }
      onHangup?()
      return
    }
    generation += 1
    let events = decoder.feed(readBuffer.prefix(n))
    // Only an open paste times out; other chunks need no clock.
    if decoder.isPasting { lastReadTime = MainLoopTimers.shared.now }
    if decoder.isAwaitingMore { scheduleFlush() }
    if decoder.isPasting && !pasteCheckPending { schedulePasteCheck(after: pasteTimeout) }
    if !events.isEmpty { onEvents?(events) }
    // (The main loop polls by itself; a read source needs the nudge.)
    if !isPolled, source != nil, isReadable() {
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.readChunk() }
      }
    }
  }

  /// Whether a read would return at once: bytes, end of input or an error.
  private func isReadable() -> Bool {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }

  /// Ends an open paste once no input has come for `pasteTimeout`. Chunks
  /// only record their time; the one pending check looks at it when it
  /// fires and waits again for the rest of the timeout if input came since.
  private func schedulePasteCheck(after nanoseconds: UInt64) {
    pasteCheckPending = true
    _ = MainLoopTimers.shared.schedule(at: MainLoopTimers.shared.now + nanoseconds) { [weak self] in
      guard let self else { return }
      self.pasteCheckPending = false
      guard self.isReading, self.decoder.isPasting else { return }
      let quiet = MainLoopTimers.shared.now - self.lastReadTime
      // Bytes waiting unread are not quiet: the app was busy, not the link.
      if quiet < self.pasteTimeout || self.isReadable() {
        self.schedulePasteCheck(
          after: quiet < self.pasteTimeout ? self.pasteTimeout - quiet : self.pasteTimeout)
        return
      }
      let events = self.decoder.finishPaste()
      if !events.isEmpty { self.onEvents?(events) }
    }
  }

  /// Completes a sequence cut at the end of a chunk once `escapeDelay`
  /// passes without more input. The deadline can pass while the app is
  /// busy with the chunk before (a burst of keys): bytes already waiting
  /// are the rest of it, so they are read first and the flush waits.
  private func scheduleFlush() {
    let expected = generation
    _ = MainLoopTimers.shared.schedule(at: MainLoopTimers.shared.now + escapeDelay) { [weak self] in
      guard let self, self.isReading, self.generation == expected, self.decoder.isAwaitingMore,
        !self.isReadable()
      else { return }
      let events = self.decoder.flush()
      if !events.isEmpty { self.onEvents?(events) }
    }
  }
}
