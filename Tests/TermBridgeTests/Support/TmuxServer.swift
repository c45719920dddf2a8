import Foundation

/// A private tmux server for checking what a real terminal makes of the
/// bytes ncurses writes.
struct TmuxServer {
  /// The tmux executable on `PATH`, if any.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static var isAvailable: Bool { executable != nil }

  let socket = "termbridge-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

  private var prefix: [String] { ["-L", socket, "-f", "/dev/null", "-u"] }

  /// Runs a tmux command against the private server; returns its output.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    try runProcess(TmuxServer.executable ?? "/usr/bin/tmux", prefix + arguments).stdout
  }

  /// Runs a tmux command that may start the server, with no pipes (the
  /// server would hold them open).
  func start(_ arguments: [String]) {
    _ = try? runProcess(TmuxServer.executable ?? "/usr/bin/tmux", prefix + arguments, capture: false)
  }

  /// Starts a detached pane of `width` x `height` that replays the first
  /// `count` bytes of `file` raw, as a terminal would receive them.
  func replay(file: String, count: Int, width: Int, height: Int) throws {
    start([
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
      "stty raw -echo; head -c \(count) '\(file)'; sleep 60",
    ])
  }

  /// The pane's rows as text, polled until `marker` shows up (at most 5 s).
  func capture(waitingFor marker: String) throws -> [String] {
    var rows: [String] = []
    for _ in 0..<100 {
      rows = try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      if rows.contains(where: { $0.contains(marker) }) { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return rows
  }

  /// Where tmux has `text` on screen (column, row), found with copy mode.
  func position(of text: String) throws -> (x: Int, y: Int)? {
    try run(["copy-mode"])
    try run(["send-keys", "-X", "search-backward", text])
    let place = try run(["display-message", "-p", "#{copy_cursor_x} #{copy_cursor_y}"])
    try run(["send-keys", "-X", "cancel"])
    let numbers = place.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  /// Stops the server and removes its socket.
  func kill() {
    let socketPath = (try? run(["display-message", "-p", "#{socket_path}"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    start(["kill-server"])
    if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
  }
}
