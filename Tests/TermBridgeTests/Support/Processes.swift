import Foundation

// Running programs from the end-to-end tests (tmux, the built demo).

/// A failure of an end-to-end step, with what was seen.
struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

struct ProcessResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs a program to completion. Uses posix_spawn and waitpid rather than
/// Foundation's Process, whose waitUntilExit was seen to miss a tmux
/// client's exit and hang. `stdinPath` nil means /dev/null.
///
/// The child starts with no signals blocked and default handlers: test
/// threads block signals, a child inherits the mask, and a tmux server
/// whose panes ignore SIGHUP never goes away.
func runProcess(
  _ executable: String, _ arguments: [String], stdinPath: String? = nil, capture: Bool = true
) throws -> ProcessResult {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  var allSignals = sigset_t()
  sigemptyset(&noSignals)
  sigfillset(&allSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
  var pipes: [[Int32]] = []
  for target: Int32 in [1, 2] {
    if capture {
      var fds: [Int32] = [-1, -1]
      guard pipe(&fds) == 0 else { throw HarnessError("pipe failed") }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      posix_spawn_file_actions_adddup2(&actions, fds[1], target)
      pipes.append(fds)
    } else {
      posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
    }
  }
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
  for fds in pipes { close(fds[1]) }
  guard spawned == 0 else {
    for fds in pipes { close(fds[0]) }
    throw HarnessError("cannot run \(executable): \(String(cString: strerror(spawned)))")
  }
  let outputs = pipes.map { fds -> String in
    defer { close(fds[0]) }
    return String(decoding: FileHandle(fileDescriptor: fds[0]).readDataToEndOfFile(), as: UTF8.self)
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return ProcessResult(
    status: exitStatus, stdout: outputs.first ?? "", stderr: outputs.count > 1 ? outputs[1] : "")
}
