import Glibc
import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where `@AppStorage` values live: one JSON file per app,
/// `$XDG_CONFIG_HOME/<app>/settings.json` (`~/.config` when
/// `XDG_CONFIG_HOME` is unset, empty or relative, as the XDG spec says).
///
/// Each change is written at once and atomically (a temporary file in the
/// same folder, flushed to the disk, then a rename, and the folder flushed
/// too), so the file always holds the old settings or the new ones, even
/// after a crash or a power cut. A save merges with the file as it is on
/// the disk, under a lock, key by key: two instances of one app each keep
/// the keys they changed (the last writer of a key wins), and each sees
/// the other's keys from its next save on. Every value can be stored: a
/// `Double` that is not finite (NaN, ±infinity) is kept as UserDefaults
/// keeps it. A file that cannot be read as settings is not lost: it is
/// moved aside (`settings.json.damaged-<time>`), the app starts from the
/// defaults, and ``problem`` says so. A failed write leaves the value
/// changed in memory and says why in ``problem``.
@MainActor
@Observable
public final class AppStorageStore {
  /// The store `@AppStorage` uses unless given another: the running
  /// program's, named after its executable.
  public static var standard = AppStorageStore(appName: AppStorageStore.executableName)

  /// The settings file.
  public let url: URL
  /// What went wrong loading or saving, if anything.
  public private(set) var problem: String?
  private var values: [String: AppStorageValue] = [:]
  /// The keys this store changed since it last wrote them (nil: removed):
  /// what a save puts over the file on the disk.
  @ObservationIgnored private var changes: [String: AppStorageValue?] = [:]
  @ObservationIgnored private var loaded = false
  /// The file is damaged and could not be moved aside: nothing overwrites it.
  @ObservationIgnored private var cannotSave = false

  /// The store of the app called `appName` under `environment`'s
  /// `XDG_CONFIG_HOME` and `HOME`.
  public convenience init(
    appName: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let base = StorageDirectories.configHome(environment: environment)
    self.init(url: base.appendingPathComponent(appName).appendingPathComponent("settings.json"))
  }

  /// A store kept in the file at `url`.
  public init(url: URL) { self.url = url }

  private static var executableName: String {
    let name = (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }) ?? ""
    return name.isEmpty ? "termbridge-app" : name
  }

  // MARK: Values

  /// The value stored for `key`, nil when there is none.
  public func value(forKey key: String) -> AppStorageValue? {
    loadIfNeeded()
    return values[key]
  }

  /// Stores `value` for `key` (nil removes it) and writes the file.
  public func set(_ value: AppStorageValue?, forKey key: String) {
    loadIfNeeded()
    guard !Self.same(values[key], value) else { return }
    values[key] = value
    changes[key] = .some(value)
    save()
  }

  // MARK: The file

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    guard let data = FileManager.default.contents(atPath: url.path) else { return }
    do {
      values = try JSONDecoder().decode([String: AppStorageValue].self, from: data)
    } catch {
      let aside = url.appendingPathExtension("damaged-\(Int(Date().timeIntervalSince1970))")
      if (try? FileManager.default.moveItem(at: url, to: aside)) != nil {
        problem =
          "settings file was damaged: kept it as \(aside.lastPathComponent), started from the defaults"
      } else {
        problem = "settings file \(url.path) is damaged and cannot be moved aside: settings will not be saved"
        cannotSave = true
      }
    }
  }

  private func save() {
    guard !cannotSave else { return }
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      problem = "settings not saved to \(url.path): \(error)"
      return
    }
    // One writer at a time reads, merges and replaces the file: the lock
    // is on the folder, which is flushed after the rename.
    let lock = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    defer { if lock >= 0 { close(lock) } }
    var merged = values
    if let data = FileManager.default.contents(atPath: url.path),
      let onDisk = try? JSONDecoder().decode([String: AppStorageValue].self, from: data)
    {
      merged = onDisk
      for (key, value) in changes { merged[key] = value }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let data: Data
    do {
      data = try encoder.encode(merged)
    } catch {
      problem = "settings not saved to \(url.path): \(error)"
      return
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    if let reason = Self.writeDurably(data, to: temporary.path) {
      _ = unlink(temporary.path)
      problem = "settings not saved to \(url.path): \(reason)"
      return
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = unlink(temporary.path)
      problem = "settings not saved to \(url.path): \(reason)"
      return
    }
    if lock >= 0 { _ = fsync(lock) }
    changes.removeAll()
    if !Self.same(merged, values) { values = merged }  // what other instances saved
    problem = nil
  }

  /// Writes `data` to a new file at `path` and flushes it to the disk;
  /// nil, or why it failed.
  private static func writeDurably(_ data: Data, to path: String) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  /// Whether two sets of settings hold the same values (a NaN equal to a NaN).
  private static func same(_ a: [String: AppStorageValue], _ b: [String: AppStorageValue]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in same(value, b[key]) }
  }

  /// Whether two settings are the same value (a NaN equal to a NaN, so
  /// writing NaN again does not save the file again).
  private static func same(_ a: AppStorageValue?, _ b: AppStorageValue?) -> Bool {
    if case .double(let x)? = a, case .double(let y)? = b, x.isNaN && y.isNaN { return true }
    return a == b
  }

}

/// A value `@AppStorage` keeps: what UserDefaults-backed `AppStorage`
/// takes (Bool, Int, Double, String, and raw-representable enums of Int
/// or String).
public enum AppStorageValue: Codable, Hashable, Sendable {
  /// A `Bool` setting.
  case bool(Bool)
  /// An `Int` setting, or an enum's `Int` raw value.
  case int(Int)
  /// A `Double` setting.
  case double(Double)
  /// A `String` setting, or an enum's `String` raw value.
  case string(String)

  /// Reads a bare JSON value, trying `Bool`, then `Int`, then `Double`,
  /// then `String`.
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: NonFiniteKey.self),
      let name = try? keyed.decode(String.self, forKey: .double)
    {
      self = .double(name == "nan" ? .nan : name == "-inf" ? -.infinity : .infinity)
      return
    }
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Writes the value as a bare JSON value; a `Double` JSON cannot hold
  /// (NaN, ±infinity) as `{"double": "nan"}` (`"inf"`, `"-inf"`).
  public func encode(to encoder: any Encoder) throws {
    if case .double(let value) = self, !value.isFinite {
      var container = encoder.container(keyedBy: NonFiniteKey.self)
      try container.encode(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf", forKey: .double)
      return
    }
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  /// The key of a non-finite `Double`'s JSON object.
  private enum NonFiniteKey: String, CodingKey { case double }
}
