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

  /// Runs a tmux command against the private server; returns its output.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxServer.executable ?? "/usr/bin/tmux")
    process.arguments = ["-L", socket, "-f", "/dev/null", "-u"] + arguments
    process.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs a tmux command that may start the server. Not through `Process`:
  /// the server would inherit the descriptor `Process` watches to see its
  /// child end, and `waitUntilExit` would wait for the server.
  func start(_ arguments: [String]) {
    let argv = [TmuxServer.executable ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "-u"] + arguments
    var pointers = argv.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    pointers.append(nil)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    // Test threads block most signals and the mask is inherited: the
    // server would never see SIGCHLD or SIGTERM and never exit.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, &attributes, pointers, environ) == 0 else { return }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
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
