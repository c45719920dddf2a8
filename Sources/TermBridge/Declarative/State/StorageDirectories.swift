#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where an app keeps its files, by the XDG Base Directory spec: the
/// folders `@AppStorage` and apps' own data files go in. A variable that
/// is unset, empty or relative is ignored, as the spec says.
package enum StorageDirectories {
  /// `$HOME` when it is an absolute path (as shells and the spec take it),
  /// else the account's home folder.
  package static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let home = environment["HOME"], home.hasPrefix("/") { return home }
    return FileManager.default.homeDirectoryForCurrentUser.path
  }

  /// `$XDG_DATA_HOME`, or `~/.local/share`: data an app keeps (notes, documents).
  package static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    folder("XDG_DATA_HOME", default: ".local/share", environment: environment)
  }

  /// `$XDG_CONFIG_HOME`, or `~/.config`: settings.
  package static func configHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    folder("XDG_CONFIG_HOME", default: ".config", environment: environment)
  }

  private static func folder(_ variable: String, default relative: String, environment: [String: String])
    -> URL
  {
    if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
    return URL(fileURLWithPath: home(environment: environment)).appendingPathComponent(relative)
  }
}
