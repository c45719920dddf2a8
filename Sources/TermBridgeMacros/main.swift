// The compiler plugin behind TermBridge's `#Preview`: an executable that
// speaks the compiler's plugin protocol (each message a little-endian
// 64-bit length and a JSON object, on the standard input and output).
//
// swift-syntax cannot be fetched here, so the plugin does not parse the
// macro: every `#Preview` expands to nothing. Its arguments are still
// type-checked against the macro's declaration (the body must make a
// view), so a preview that would not compile under SwiftUI does not
// compile here either; TermBridgeTesting renders `PreviewProvider`s.

import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A message from the compiler; only its kind is read.
struct HostMessage: Decodable {
  /// Anything: the part of a message the plugin does not read.
  struct Ignored: Decodable {}
  /// The compiler asks which protocol version the plugin speaks.
  var getCapability: Ignored?
  /// The compiler asks for a freestanding macro's expansion.
  var expandFreestandingMacro: Ignored?
  /// The compiler asks for an attached macro's expansion.
  var expandAttachedMacro: Ignored?
  /// The compiler asks the plugin to load a library of macros.
  var loadPluginLibrary: Ignored?
}

/// Reads exactly `count` bytes from the standard input; nil at its end.
func readBytes(_ count: Int) -> [UInt8]? {
  var bytes = [UInt8](repeating: 0, count: count)
  var filled = 0
  while filled < count {
    let got = bytes.withUnsafeMutableBytes { buffer -> Int in
      read(0, buffer.baseAddress! + filled, count - filled)
    }
    if got <= 0 { return nil }
    filled += got
  }
  return bytes
}

/// Writes one message (a JSON object given as text) to the standard output.
func send(_ json: String) {
  var bytes = withUnsafeBytes(of: UInt64(json.utf8.count).littleEndian) { Array($0) }
  bytes.append(contentsOf: json.utf8)
  var written = 0
  while written < bytes.count {
    let put = bytes.withUnsafeBytes { buffer -> Int in
      write(1, buffer.baseAddress! + written, bytes.count - written)
    }
    if put <= 0 { return }
    written += put
  }
}

while let header = readBytes(8) {
  let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard let body = readBytes(Int(length)),
    let message = try? JSONDecoder().decode(HostMessage.self, from: Data(body))
  else { break }
  if message.getCapability != nil {
    send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  } else if message.loadPluginLibrary != nil {
    send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
  } else {
    // `#Preview` is a declaration macro: an empty expansion declares nothing.
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }
}
