/// Turns the bytes a terminal sends into typed input events.
///
/// Feed it every chunk read from the terminal, in order. It decodes UTF-8
/// text (one key per grapheme cluster that arrives together), C0 controls,
/// Alt (ESC-prefixed) keys, the CSI/SS3 key encodings of xterm, VT220, rxvt
/// and the Linux console with xterm modifiers, SGR mouse reports, bracketed
/// paste, focus events and the replies TermBridge asks for (DECRPM, cursor
/// position). Unknown sequences are dropped whole, never shown as text.
///
/// A sequence cut off at the end of a chunk is kept for the next one. Two
/// kinds of waiting need different handling by the run loop:
///
/// - ``isAwaitingMore``: an ESC or a partial sequence may be a key on its own
///   (the Escape key looks like the start of every sequence). If nothing
///   arrives within the escape delay (tens of milliseconds), call ``flush()``.
/// - ``isPasting``: a bracketed paste has started and its end marker has not
///   arrived. Everything up to the marker is paste text, however long it
///   takes, so do not time it out like an ESC: ``flush()`` leaves an open
///   paste alone. Only if the end marker seems lost (no bytes for a second or
///   more, or end of input) call ``finishPaste()``.
package struct InputDecoder: Sendable {
  private enum Mode: Sendable {
    case ground
    /// Inside an OSC/DCS/APC string, dropping bytes until BEL or ST.
    case string(length: Int)
    /// Skipping the rest of an over-long CSI/SS3 sequence.
    case skippingSequence
    /// Inside a bracketed paste, collecting bytes into `paste`.
    case paste
  }

  /// The longest OSC/DCS/APC string followed before giving up on it.
  static let maxStringLength = 1 << 20
  /// The end marker of a bracketed paste, `ESC [ 2 0 1 ~`.
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var mode = Mode.ground
  /// Bytes of an unfinished unit in `ground` mode (or an ESC that may start
  /// a string terminator in `string` mode). Bounded by
  /// `EscapeSequenceParser.maxSequenceLength`.
  private var pending: [UInt8] = []
  /// The text of an open bracketed paste, as raw bytes.
  private var paste: [UInt8] = []
  /// The start of an open OSC string (nil for DCS and APC), kept to read
  /// the replies TermBridge asks for; bounded by `OSCReply.maxBodyLength`.
  private var oscBody: [UInt8]?
  private var parser = EscapeSequenceParser()

  package init() {}

  /// A decoder for a terminal whose Shift-Tab sends ESC Tab (terminfo
  /// `kcbt=\E^I`, the Linux console), where ESC Tab is Shift-Tab rather
  /// than Alt-Tab (as it is on terminals whose Shift-Tab is `CSI Z`).
  package init(escapeTabIsBacktab: Bool) {
    parser.escapeTabIsBacktab = escapeTabIsBacktab
  }

  /// Whether bytes are held back because they may be the start of a longer
  /// sequence or a key on their own (a lone ESC, `ESC [`, half a UTF-8
  /// character, a partial reply). When nothing more arrives within the ESC
  /// delay, the run loop calls ``flush()``. False during an open paste.
  package var isAwaitingMore: Bool {
    switch mode {
    case .ground: return !pending.isEmpty
    case .string, .skippingSequence: return true
    case .paste: return false
    }
  }

  /// Whether a bracketed paste has started and its end marker has not
  /// arrived yet. Its text is kept, not decoded as keys, until the marker
  /// comes (``feed(_:)`` then returns one `.paste`) or ``finishPaste()``.
  package var isPasting: Bool {
    if case .paste = mode { return true }
    return false
  }

  /// Bytes held outside an open paste (for tests of the memory bound).
  var heldByteCount: Int { pending.count }

  /// Decodes as much of `bytes` (after what was pending) as is complete.
  package mutating func feed<C: Collection>(_ bytes: C) -> [InputEvent] where C.Element == UInt8 {
    var buffer = pending
    pending = []
    buffer.append(contentsOf: bytes)
    var events: [InputEvent] = []
    decode(buffer, atEnd: false, into: &events)
    return events
  }

  /// Gives up waiting for the rest of a sequence: what is pending is decoded
  /// as it stands (a lone ESC becomes the Escape key, `ESC [` Alt-[, half a
  /// UTF-8 character U+FFFD) and an unfinished reply is dropped. An open
  /// bracketed paste stays open; see ``finishPaste()``.
  package mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    switch mode {
    case .paste:
      return []
    case .string, .skippingSequence:
      mode = .ground
      pending = []
    case .ground:
      let buffer = pending
      pending = []
      decode(buffer, atEnd: true, into: &events)
      if case .string = mode { mode = .ground }
      if case .skippingSequence = mode { mode = .ground }
      pending = []
    }
    return events
  }

  /// Ends an open bracketed paste whose end marker never came (the terminal
  /// or link lost it): returns what arrived as one `.paste` event, minus a
  /// cut-off start of the end marker, and decodes later bytes as keys again.
  /// Returns no events when no paste is open.
  package mutating func finishPaste() -> [InputEvent] {
    guard isPasting else { return [] }
    var end = paste.count
    for length in stride(from: Self.pasteEnd.count - 1, through: 1, by: -1)
    where paste.count >= length && paste[(paste.count - length)...].elementsEqual(Self.pasteEnd[..<length]) {
      end = paste.count - length
      break
    }
    let text = String(decoding: paste[..<end], as: UTF8.self)
    paste = []
    mode = .ground
    return [.paste(text)]
  }

  private mutating func decode(_ buffer: [UInt8], atEnd: Bool, into events: inout [InputEvent]) {
    buffer.withUnsafeBufferPointer { buf in
      var i = 0
      while i < buf.count {
        switch mode {
        case .paste:
          i = collectPaste(buf, from: i, into: &events)
        case .string(let length):
          i = skipString(buf, from: i, length: length, into: &events)
        case .skippingSequence:
          i = skipSequence(buf, from: i)
        case .ground:
          switch parser.parse(buf, at: i, atEnd: atEnd, into: &events) {
          case .consumed(let length):
            i += length
          case .needMore:
            pending = Array(buf[i...])
            return
          case .pasteStart(let length):
            i += length
            mode = .paste
          case .stringStart(let length):
            oscBody = buf[i + length - 1] == Byte.rightBracket ? [] : nil
            i += length
            mode = .string(length: 0)
          case .overlong(let length):
            i += length
            mode = .skippingSequence
          }
        }
      }
    }
  }

  /// Adds bytes to the open paste up to its end marker; returns the index
  /// after the marker, or the end of the buffer if the marker has not come.
  /// Only the new bytes (and the 5 before them, for a marker split across
  /// chunks) are searched, so a long paste costs linear time.
  private mutating func collectPaste(
    _ buf: UnsafeBufferPointer<UInt8>, from i: Int, into events: inout [InputEvent]
  ) -> Int {
    let oldCount = paste.count
    paste.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i...]))
    let marker = Self.pasteEnd
    let searchStart = max(0, oldCount - (marker.count - 1))
    let found: Int? = paste.withUnsafeBufferPointer { p in
      var k = searchStart
      let last = p.count - marker.count
      while k <= last {
        if p[k] == 0x1B && p[k + 1] == 0x5B && p[k + 2] == 0x32 && p[k + 3] == 0x30 && p[k + 4] == 0x31
          && p[k + 5] == 0x7E
        {
          return k
        }
        k += 1
      }
      return nil
    }
    guard let markerStart = found else { return buf.count }
    events.append(.paste(String(decoding: paste[..<markerStart], as: UTF8.self)))
    paste = []
    mode = .ground
    return i + (markerStart + marker.count - oldCount)
  }

  /// Drops the body of an OSC/DCS/APC string up to BEL or ST (`ESC \`). A
  /// C0 control or an ESC starting anything else ends it early (so an Alt-]
  /// mistaken for an OSC cannot swallow typing), as does an over-long body.
  private mutating func skipString(
    _ buf: UnsafeBufferPointer<UInt8>, from i: Int, length: Int, into events: inout [InputEvent]
  ) -> Int {
    var k = i
    while k < buf.count {
      let b = buf[k]
      if b == Byte.bell {
        mode = .ground
        finishString(into: &events)
        return k + 1
      }
      if b == Byte.escape {
        guard k + 1 < buf.count else {
          pending = [Byte.escape]
          mode = .string(length: length + (k - i))
          return buf.count
        }
        mode = .ground
        if buf[k + 1] == Byte.backslash {
          finishString(into: &events)
          return k + 2
        }
        oscBody = nil
        return k
      }
      if Byte.isControl(b) || length + (k - i) >= Self.maxStringLength {
        mode = .ground
        oscBody = nil
        return k
      }
      if oscBody != nil {
        if oscBody!.count < OSCReply.maxBodyLength { oscBody!.append(b) } else { oscBody = nil }
      }
      k += 1
    }
    mode = .string(length: length + (k - i))
    return k
  }

  /// An OSC string ended properly: a reply TermBridge asked for becomes a report.
  private mutating func finishString(into events: inout [InputEvent]) {
    defer { oscBody = nil }
    guard let body = oscBody, let report = OSCReply.report(body) else { return }
    events.append(.report(report))
  }

  /// Drops the rest of an over-long CSI/SS3 sequence up to its final byte.
  private mutating func skipSequence(_ buf: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    var k = i
    while k < buf.count {
      let b = buf[k]
      if Byte.isFinal(b) {
        mode = .ground
        return k + 1
      }
      if !Byte.isParameter(b) && !Byte.isIntermediate(b) {
        mode = .ground
        return k
      }
      k += 1
    }
    return k
  }
}
