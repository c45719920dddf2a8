import TermBridgeTerminal

extension TermApplication {
  /// `TERMBRIDGE_MAX_FPS` when it is a whole number from 1 to 1000, else
  /// 60 (Textual's and Bubble Tea's default too).
  static var defaultMaximumFramesPerSecond: Int {
    guard let raw = EnvironmentVariables.process["TERMBRIDGE_MAX_FPS"], let value = Int(raw),
      (1...1000).contains(value)
    else { return 60 }
    return value
  }

  /// The least time between two frames, in nanoseconds (a 60th of a
  /// second when frames are not paced).
  var frameInterval: UInt64 {
    let rate = maximumFramesPerSecond.map { max(1, $0) } ?? 60
    return 1_000_000_000 / UInt64(rate)
  }

  /// When a frame asked for now may begin, if not at once: a frame
  /// interval after the last frame began.
  func pacedFrameDeadline() -> UInt64? {
    guard let rate = maximumFramesPerSecond, rate > 0, lastFrameStart != 0 else { return nil }
    let deadline = lastFrameStart + 1_000_000_000 / UInt64(rate)
    return frameTimers.now < deadline ? deadline : nil
  }
}
