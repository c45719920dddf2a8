import Glibc
import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Notes per item, saved as JSON. Saving is atomic (a temporary file in the
/// same folder as the file itself, fsync, rename), so a crash or SIGKILL
/// mid-save leaves either the old file or the new one, never a truncated
/// one. It writes through a symbolic link (the link stays a link), keeps
/// the file's mode, and refuses a read-only file.
///
/// What a file holds that this version does not use (other top-level keys,
/// notes under keys that are not item numbers) is kept and written back; a
/// file of a newer version is not written over. A second instance on the
/// same file (an advisory lock tells) shows the notes but saves nothing.
final class NotesStore {
  let url: URL

  /// The version of the file this TermDemo writes.
  static let version = 1

  /// Why loading or saving failed.
  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  /// Top-level keys other than `version` and `notes`, kept as they were.
  private var otherKeys: [String: JSONValue] = [:]
  /// Notes under keys that are not item numbers ("abc", "007"), kept.
  private var otherNotes: [String: JSONValue] = [:]

  /// The lock file held while this store has the notes file open.
  private var lockDescriptor: Int32 = -1

  init(url: URL) { self.url = url }

  deinit {
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }

  /// Takes the advisory lock on `.<name>.lock` beside the file (a lock on
  /// the file itself would go with the inode each save renames away).
  /// Returns false when another process holds it.
  private func lock() -> Bool {
    guard lockDescriptor < 0 else { return true }
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    guard (try? createFolder(folder)) != nil else { return true }  // saving will say why
    let path = folder.appendingPathComponent(".\(target.lastPathComponent).lock").path
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return true }  // no lock to take: nothing to guard against
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      return false
    }
    lockDescriptor = fd
    return true
  }

  /// The default place: `$XDG_DATA_HOME/termdemo/notes.json`, or
  /// `~/.local/share/termdemo/notes.json` when `XDG_DATA_HOME` is unset,
  /// empty or relative (the XDG spec says to ignore such a value).
  static var defaultURL: URL { defaultURL(environment: ProcessInfo.processInfo.environment) }

  /// The default place for `environment`'s `XDG_DATA_HOME` and `HOME`.
  static func defaultURL(environment: [String: String]) -> URL {
    StorageDirectories.dataHome(environment: environment).appendingPathComponent("termdemo/notes.json")
  }

  /// The saved notes: empty when there is no file yet. A damaged file (not
  /// JSON, or not a notes file) is moved aside (`.damaged-<time>`, never
  /// over an earlier one) and reported; if it cannot be moved, `canSave` is
  /// false so that nothing overwrites it. A directory at the path, a file
  /// that cannot be read, or a newer version's file is not damaged: it is
  /// said what it is, nothing is moved, and nothing is saved over it.
  /// Temporary files of saves that were killed midway are removed.
  func load() -> (notes: [Int: String], problem: String?, canSave: Bool) {
    guard lock() else {
      let problem =
        "another TermDemo has \(url.lastPathComponent) open: notes will not be saved here, "
        + "so that its work is not written over"
      return (loadedNotesOnly(), problem, false)
    }
    removeStaleTemporaryFiles()
    var isDirectory: Bool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return ([:], nil, true)
    }
    if isDirectory {
      return ([:], "notes will not be saved: \(url.path) is a directory, not a notes file", false)
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      let reason = access(url.path, R_OK) == 0 ? "it cannot be read" : String(cString: strerror(errno))
      return ([:], "notes will not be saved: cannot read \(url.path) (\(reason))", false)
    }
    guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data),
      case .number(let number)? = object["version"], let version = Int(exactly: number),
      case .object(let stored)? = object["notes"]
    else {
      if let aside = moveAside() {
        return ([:], "notes file was damaged: kept it as \(aside.lastPathComponent), started empty", true)
      }
      let problem = "notes will not be saved: \(url.path) is damaged and cannot be moved aside"
      return ([:], problem, false)
    }
    guard version <= NotesStore.version else {
      let problem =
        "notes will not be saved: \(url.lastPathComponent) is version \(version), "
        + "newer than this TermDemo's \(NotesStore.version)"
      return ([:], problem, false)
    }
    otherKeys = object.filter { $0.key != "version" && $0.key != "notes" }
    otherNotes = [:]
    var notes: [Int: String] = [:]
    for (key, value) in stored {
      if let index = Int(key), String(index) == key, index >= 0, case .string(let text) = value {
        notes[index] = text
      } else {
        otherNotes[key] = value
      }
    }
    return (notes, nil, true)
  }

  /// The notes in the file, read without taking it over (for a second
  /// instance, which shows them but does not save).
  private func loadedNotesOnly() -> [Int: String] {
    guard let data = FileManager.default.contents(atPath: url.path),
      let object = try? JSONDecoder().decode([String: JSONValue].self, from: data),
      case .object(let stored)? = object["notes"]
    else { return [:] }
    var notes: [Int: String] = [:]
    for (key, value) in stored {
      if let index = Int(key), String(index) == key, case .string(let text) = value { notes[index] = text }
    }
    return notes
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

  /// The temporary file a save by process `pid` writes before renaming it
  /// over the file (beside the file a link points to).
  private func temporaryURL(pid: pid_t) -> URL {
    let target = url.resolvingSymlinksInPath()
    return target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(pid).tmp")
  }

  /// Removes temporary files left by saves whose process died mid-save
  /// (SIGKILL, power loss); each process only ever has one, so without this
  /// they would pile up, one per crash.
  private func removeStaleTemporaryFiles() {
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = pid_t(name.dropFirst(prefix.count).dropLast(4)), pid > 0,
        name == temporaryURL(pid: pid).lastPathComponent
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
    }
  }

  /// Writes `notes` atomically, with what the file held that this version
  /// does not use, to the file the path names (through a link).
  func save(_ notes: [Int: String]) throws {
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    try createFolder(folder)
    var mode: mode_t = 0o600
    var status = stat()
    if stat(target.path, &status) == 0 {
      guard status.st_mode & 0o222 != 0 else {
        throw LoadError(description: "notes not saved: \(target.path) is read-only")
      }
      mode = status.st_mode & 0o7777
    }
    var stored = otherNotes
    for (index, text) in notes { stored[String(index)] = .string(text) }
    var object = otherKeys
    object["version"] = .number(Double(NotesStore.version))
    object["notes"] = .object(stored)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(object)
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
    ok = ok && fchmod(fd, mode) == 0 && fsync(fd) == 0
    close(fd)
    guard ok, rename(temporary.path, target.path) == 0 else {
      let reason = errnoText()
      unlink(temporary.path)
      throw LoadError(description: "cannot save notes to \(target.path): \(reason)")
    }
    // Make the rename itself durable.
    let dir = open(folder.path, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  /// Creates `folder` and its parents, saying plainly what is in the way.
  private func createFolder(_ folder: URL) throws {
    var isDirectory: Bool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory {
      return
    }
    var blocker = folder
    while blocker.path != "/" {
      var directory: Bool = false
      if FileManager.default.fileExists(atPath: blocker.path, isDirectory: &directory) {
        if !directory {
          if blocker == folder {
            throw LoadError(description: "notes not saved: \(folder.path) is a file, not a folder")
          }
          throw LoadError(
            description: "cannot create the folder \(folder.path): \(blocker.path) is a file, not a folder")
        }
        break
      }
      blocker = blocker.deletingLastPathComponent()
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw LoadError(description: "cannot create the folder \(folder.path): \(error)")
    }
  }

  private func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Any JSON value, decoded and encoded as it is, so that what a notes file
/// holds beyond this version's notes goes back into the file unchanged.
enum JSONValue: Codable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      // Whole numbers as integers: `1`, not `1.0`.
      if let integer = Int(exactly: value) {
        try container.encode(integer)
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
