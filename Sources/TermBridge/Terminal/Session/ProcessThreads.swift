internal import CNcurses
import Glibc

/// The few thread operations the toolkit needs, on POSIX threads directly:
/// the library does not link Foundation (its `Thread` brings ICU and
/// several megabytes of resident memory with it).
package enum ProcessThreads {
  /// Whether the caller runs on the process's main thread.
  package static var isMainThread: Bool { tb_is_main_thread() != 0 }

  /// Runs `body` on a new detached thread named `name` (at most 15 bytes
  /// show in `ps` and debuggers).
  package static func detach(name: String, _ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(ThreadBody(name: name, body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
        tb_name_current_thread(body.name)
        body.run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      fatalError("pthread_create failed: \(started)")
    }
    pthread_detach(thread)
  }

  /// Sleeps the calling thread for `milliseconds`.
  package static func sleep(milliseconds: Int) {
    var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }
}

private final class ThreadBody: @unchecked Sendable {
  let name: String
  let run: @Sendable () -> Void
  init(name: String, _ run: @escaping @Sendable () -> Void) {
    self.name = name
    self.run = run
  }
}
