import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// The `@AppStorage` file across processes (`TermDemo --settings-writer`
/// saves through the program's own store): a NaN breaks no other key, two
/// instances keep each other's keys, a kill in the middle of saving leaves
/// a file that reads (issue 30, part 2).
@MainActor
@Suite(.serialized) struct AppStorageProcessTests {
  private func configHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appstorage-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `script` in `sh` with `$DEMO` the demo and `XDG_CONFIG_HOME` set.
  private func shell(_ script: String, home: URL) throws -> ProcessResult {
    let demo = try DemoRun.demoBinary().path
    return try runProcess(
      "/bin/sh", ["-c", "export XDG_CONFIG_HOME='\(home.path)' DEMO='\(demo)'; \(script)"])
  }

  private func settings(in home: URL) -> AppStorageStore {
    AppStorageStore(url: home.appendingPathComponent("TermDemo/settings.json"))
  }

  @Test func aNonFiniteDoubleIsStoredAndEveryOtherKeyStillSaves() throws {
    let home = try configHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try shell("\"$DEMO\" --settings-writer a 3 non-finite", home: home)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let store = settings(in: home)
    #expect(store.value(forKey: "a.2") == .int(2))
    guard case .double(let nan) = store.value(forKey: "a.nan") else {
      Issue.record("no NaN stored: \(String(describing: store.value(forKey: "a.nan")))")
      return
    }
    #expect(nan.isNaN)
    #expect(store.value(forKey: "a.inf") == .double(.infinity))
    #expect(store.problem == nil)
  }

  @Test func twoInstancesSavingAtOnceKeepEachOthersKeys() throws {
    let home = try configHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try shell(
      """
      "$DEMO" --settings-writer a 150 > "$XDG_CONFIG_HOME/a.out" &
      "$DEMO" --settings-writer b 150 > "$XDG_CONFIG_HOME/b.out" &
      wait
      cat "$XDG_CONFIG_HOME/a.out" "$XDG_CONFIG_HOME/b.out"
      """, home: home)
    #expect(result.stdout == "saved 150\nsaved 150\n", "\(result.stdout)\(result.stderr)")
    let store = settings(in: home)
    var missing: [String] = []
    for prefix in ["a", "b"] {
      for index in 0..<150 where store.value(forKey: "\(prefix).\(index)") != .int(index) {
        missing.append("\(prefix).\(index)")
      }
    }
    #expect(missing.isEmpty, "lost \(missing.count) keys: \(missing.prefix(10))")
  }

  @Test(arguments: [0.05, 0.15, 0.3])
  func aKillDuringSavingLeavesAFileThatReads(after seconds: Double) throws {
    let home = try configHome()
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try shell(
      """
      "$DEMO" --settings-writer k 100000 > /dev/null &
      sleep \(seconds); kill -9 $!; wait
      """, home: home)
    let store = settings(in: home)
    // Whatever was saved last reads back: keys k.0 … k.(n-1), nothing damaged.
    var saved = 0
    while store.value(forKey: "k.\(saved)") == .int(saved) { saved += 1 }
    #expect(store.problem == nil, "\(store.problem ?? "")")
    // The first key not read back is absent, not damaged, and so is the next.
    #expect(store.value(forKey: "k.\(saved)") == nil)
    #expect(store.value(forKey: "k.\(saved + 1)") == nil)
    // Killed before its first save (a slow machine, the address
    // sanitizer), the demo has made no folder yet: nothing to be damaged.
    let folder = home.appendingPathComponent("TermDemo").path
    let files =
      FileManager.default.fileExists(atPath: folder)
      ? try FileManager.default.contentsOfDirectory(atPath: folder) : []
    #expect(!files.contains { $0.hasPrefix("settings.json.damaged") }, "\(files)")
  }
}
