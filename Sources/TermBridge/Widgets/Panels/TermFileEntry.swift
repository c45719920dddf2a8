import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One entry of a folder as the file panels list it: a name and whether
/// it is a folder.
public struct TermFileEntry: Hashable, Sendable {
  /// The entry's name in its folder (`..` for the parent).
  public let name: String
  /// Whether the entry is a folder.
  public let isDirectory: Bool

  /// An entry named `name`.
  public init(name: String, isDirectory: Bool) {
    self.name = name
    self.isDirectory = isDirectory
  }

  /// How the list shows it: a folder with a trailing `/`.
  public var displayName: String { isDirectory ? name + "/" : name }

  /// The entries of the folder at `directory`: `..` first (unless it is
  /// the root), then folders, then files, each by name; hidden entries
  /// (starting with `.`) left out; files kept only when `accepts` says so.
  public static func entries(of directory: URL, accepts: (String) -> Bool = { _ in true }) -> [TermFileEntry]
  {
    let path = directory.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var folders: [TermFileEntry] = []
    var files: [TermFileEntry] = []
    for name in names where !name.hasPrefix(".") {
      var isDirectory = false
      _ = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
      if isDirectory {
        folders.append(TermFileEntry(name: name, isDirectory: true))
      } else if accepts(name) {
        files.append(TermFileEntry(name: name, isDirectory: false))
      }
    }
    let byName: (TermFileEntry, TermFileEntry) -> Bool = {
      $0.name.lowercased() < $1.name.lowercased()
    }
    let parent = path == "/" ? [] : [TermFileEntry(name: "..", isDirectory: true)]
    return parent + folders.sorted(by: byName) + files.sorted(by: byName)
  }

  /// Completes the last component of `typed` (a path relative to
  /// `directory`, or absolute, or starting with `~`) to the longest prefix
  /// the entries starting with it share; a single folder gains its `/`.
  /// Nil when nothing completes further.
  public static func complete(_ typed: String, in directory: URL) -> String? {
    let slash = typed.lastIndex(of: "/")
    let head = slash.map { String(typed[...$0]) } ?? ""
    let stem = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    let folder = head.isEmpty ? directory : resolve(head, in: directory)
    let matches = entries(of: folder).filter { $0.name != ".." && $0.name.hasPrefix(stem) }
    guard let first = matches.first else { return nil }
    var common = first.name
    for match in matches.dropFirst() {
      while !match.name.hasPrefix(common) { common.removeLast() }
    }
    var completed = head + common
    if matches.count == 1, first.isDirectory { completed += "/" }
    return completed == typed ? nil : completed
  }

  /// The URL `typed` names: absolute, from the home folder (`~`), or
  /// relative to `directory`; `..` and `.` resolved.
  public static func resolve(_ typed: String, in directory: URL) -> URL {
    var path = typed
    if path == "~" || path.hasPrefix("~/") {
      let home = EnvironmentVariables.process["HOME"] ?? "/"
      path = home + path.dropFirst()
    }
    let base = path.hasPrefix("/") ? [] : directory.path.split(separator: "/").map(String.init)
    var parts = base
    for part in path.split(separator: "/").map(String.init) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    let isDirectory = typed.hasSuffix("/")
    return URL(fileURLWithPath: "/" + parts.joined(separator: "/"), isDirectory: isDirectory)
  }
}
