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
/// same folder, then a rename), so the file always holds the old settings
/// or the new ones. A file that cannot be read as settings is not lost: it
/// is moved aside (`settings.json.damaged-<time>`), the app starts from the
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
    guard values[key] != value else { return }
    values[key] = value
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
    do {
      let folder = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      let data = try encoder.encode(values)
      let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        problem = "settings not saved to \(url.path): \(reason)"
        return
      }
      problem = nil
    } catch {
      problem = "settings not saved to \(url.path): \(error)"
    }
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

  /// Writes the value as a bare JSON value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
