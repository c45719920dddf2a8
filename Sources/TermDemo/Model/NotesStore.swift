import Foundation

/// Notes per item, saved as JSON. Saving is atomic (a temporary file in the
/// same folder, fsync, rename), so a crash or SIGKILL mid-save leaves either
/// the old file or the new one, never a truncated one.
struct NotesStore {
  let url: URL

  /// Why loading failed; the damaged file is moved aside, never overwritten.
  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  private struct File: Codable {
    var version: Int
    var notes: [String: String]
  }

  /// The default place: `$XDG_DATA_HOME/termdemo/notes.json` or `~/.local/share/...`.
  static var defaultURL: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
    return base.appendingPathComponent("termdemo/notes.json")
  }

  /// The saved notes: empty when there is no file yet. A damaged or
  /// unreadable file is moved aside (`.damaged-<time>`, never over an
  /// earlier one) and reported; if it cannot be moved, `canSave` is false so
  /// that nothing overwrites it. Temporary files of saves that were killed
  /// midway (their process is gone) are removed.
  func load() -> (notes: [Int: String], problem: String?, canSave: Bool) {
    removeStaleTemporaryFiles()
    guard FileManager.default.fileExists(atPath: url.path) else { return ([:], nil, true) }
    do {
      let data = try Data(contentsOf: url)
      let file = try JSONDecoder().decode(File.self, from: data)
      var notes: [Int: String] = [:]
      for (key, value) in file.notes {
        guard let index = Int(key) else { continue }
        notes[index] = value
      }
      return (notes, nil, true)
    } catch {
      if let aside = moveAside() {
        return ([:], "notes file was damaged: kept it as \(aside.lastPathComponent), started empty", true)
      }
      let problem = "notes will not be saved: \(url.path) is damaged and cannot be moved aside"
      return ([:], problem, false)
    }
  }

  /// Moves the notes file to the first free `<name>.damaged-<time>[-n]`.
  private func moveAside() -> URL? {
    let stamp = Int(Date().timeIntervalSince1970)
    for attempt in 1...100 {
      let suffix = attempt == 1 ? "damaged-\(stamp)" : "damaged-\(stamp)-\(attempt)"
      let aside = url.appendingPathExtension(suffix)
      guard !FileManager.default.fileExists(atPath: aside.path) else { continue }
      // moveItem refuses to replace an existing file.
      if (try? FileManager.default.moveItem(at: url, to: aside)) != nil { return aside }
    }
    return nil
  }

  /// The temporary file a save by process `pid` writes before renaming it.
  private func temporaryURL(pid: pid_t) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp")
  }

  /// Removes temporary files left by saves whose process died mid-save
  /// (SIGKILL, power loss); each process only ever has one, so without this
  /// they would pile up, one per crash.
  private func removeStaleTemporaryFiles() {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = pid_t(name.dropFirst(prefix.count).dropLast(4)), pid > 0,
        name == temporaryURL(pid: pid).lastPathComponent
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
    }
  }

  /// Writes `notes` atomically.
  func save(_ notes: [Int: String]) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var file = File(version: 1, notes: [:])
    for (index, text) in notes { file.notes[String(index)] = text }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(file)
    let temporary = temporaryURL(pid: getpid())
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { throw LoadError(description: "cannot write \(temporary.path): \(errnoText())") }
    var ok = data.withUnsafeBytes { raw -> Bool in
      var written = 0
      while written < raw.count {
        let n = write(fd, raw.baseAddress! + written, raw.count - written)
        if n <= 0 { return false }
        written += n
      }
      return true
    }
    ok = ok && fsync(fd) == 0
    close(fd)
    guard ok, rename(temporary.path, url.path) == 0 else {
      unlink(temporary.path)
      throw LoadError(description: "cannot save notes to \(url.path): \(errnoText())")
    }
    // Make the rename itself durable.
    let dir = open(folder.path, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  private func errnoText() -> String { String(cString: strerror(errno)) }
}
