import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Cuts `bytes` into random chunks of 1 to `maxChunk` bytes.
func randomChunks(_ bytes: [UInt8], maxChunk: Int, using rng: inout SplitMix64) -> [[UInt8]] {
  var chunks: [[UInt8]] = []
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + Int.random(in: 1...maxChunk, using: &rng))
    chunks.append(Array(bytes[start..<end]))
    start = end
  }
  return chunks
}

struct InputDecoderFuzzTests {
  /// Pieces whose meaning does not depend on what is next to them (no
  /// combining marks, which would join a neighbour arriving in the same read).
  static let tokens: [String] = [
    "a", "Z", " ", "~", "é", "日", "👍", "\r", "\n", "\t", "\u{7F}", "\u{1}", "\u{0}", "\u{1B}[A", "\u{1B}OB",
    "\u{1B}[1;5C", "\u{1B}[3~", "\u{1B}[15;2~", "\u{1B}OP", "\u{1B}[Z", "\u{1B}x", "\u{1B}\u{1B}[D",
    "\u{1B}[<0;5;6M", "\u{1B}[<65;1;1M", "\u{1B}[?2026;2$y", "\u{1B}[12;40R", "\u{1B}[I",
    "\u{1B}]11;rgb:0/0/0\u{7}", "\u{1B}P>|xterm\u{1B}\\", "\u{1B}[99~",
    "\u{1B}[200~pa\u{1B}ste\n日\u{1B}[201~",
    "\u{1B}[", "\u{1B}", "\u{1B}[1;",
  ]

  /// Without a flush in between, how the bytes are cut into chunks never
  /// changes the events.
  @Test(arguments: [1, 2, 3])
  func chunkingDoesNotChangeTheEvents(seed: UInt64) {
    var rng = SplitMix64(state: seed)
    for _ in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...20, using: &rng) {
        bytes += Array(Self.tokens.randomElement(using: &rng)!.utf8)
      }
      let whole = Decode.chunks([bytes])
      let chunks = randomChunks(bytes, maxChunk: 8, using: &rng)
      #expect(Decode.chunks(chunks) == whole, "\(bytes) cut as \(chunks)")
    }
  }

  /// Random bytes: the decoder never crashes or holds more than a bounded
  /// amount, and after a flush (and finishing a paste) nothing is pending.
  @Test(arguments: [7, 8])
  func randomBytesNeverWedgeTheDecoder(seed: UInt64) {
    var rng = SplitMix64(state: seed)
    let alphabet: [UInt8] =
      Array(0x1B...0x1B) + Array(0x30...0x3F) + [0x5B, 0x4F, 0x50, 0x5D, 0x3C, 0x7E, 0x07, 0x0D]
    for round in 0..<50 {
      var bytes: [UInt8] = []
      for _ in 0..<2000 {
        bytes.append(
          Bool.random(using: &rng)
            ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng))
      }
      var decoder = InputDecoder()
      for chunk in randomChunks(bytes, maxChunk: 64, using: &rng) {
        _ = decoder.feed(chunk)
        #expect(decoder.heldByteCount <= EscapeSequenceParser.maxSequenceLength + 64)
      }
      _ = decoder.flush()
      _ = decoder.finishPaste()
      #expect(!decoder.isAwaitingMore && !decoder.isPasting, "round \(round)")
      #expect(decoder.feed([0x71]) == [char("q")], "round \(round)")
    }
  }
}
