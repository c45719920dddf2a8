import Glibc

/// Standard output or standard error, written with `write(2)`: a failed
/// write (a full disk, `/dev/full`, a closed pipe) is an answer the caller
/// can act on, never a crash. (Foundation's `FileHandle.write(_:)` traps
/// when the write fails.)
package enum StandardStream: Sendable {
  /// Standard output (file descriptor 1).
  case output
  /// Standard error (file descriptor 2).
  case error

  private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

  /// Writes all of `text`, retrying interrupted and partial writes; returns
  /// false when it could not (and says nothing: there may be nowhere to say it).
  @discardableResult
  package func write(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }
}
