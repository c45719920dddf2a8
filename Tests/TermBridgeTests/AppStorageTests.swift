import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

enum SortOrder: String {
  case name, date
}

enum Density: Int {
  case compact = 1, roomy = 2
}

/// `@AppStorage` and its store: kept between runs, atomic, damage kept aside.
@MainActor
@Suite struct AppStorageTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appstorage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  struct Settings: View {
    let store: AppStorageStore
    @AppStorage("showsDone") private var showsDone = false
    @AppStorage("sort") private var sort = SortOrder.name

    init(store: AppStorageStore) {
      self.store = store
      _showsDone = AppStorage(wrappedValue: false, "showsDone", store: store)
      _sort = AppStorage(wrappedValue: SortOrder.name, "sort", store: store)
    }

    var body: some View {
      VStack(spacing: 0) {
        Toggle("Show done", isOn: $showsDone)
        Button("Sort by date") { sort = .date }
        Text("sorted by \(sort.rawValue)")
      }
    }
  }

  @Test func valuesAreKeptBetweenRunsAndViewsFollowThem() throws {
    let url = try folder().appendingPathComponent("app/settings.json")
    let store = AppStorageStore(url: url)
    try withHostedView(Settings(store: store), width: 30, height: 3) { app, _, screen in
      #expect(screen.rows()[0].contains("[ ] Show done"))
      app.handle([.key(KeyEvent(.enter))])  // the toggle
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
      #expect(screen.rows()[0].contains("[x] Show done"))
      #expect(screen.rows()[2].contains("sorted by date"))
    }
    // Another run: a new store on the same file.
    let again = AppStorageStore(url: url)
    #expect(again.value(forKey: "showsDone") == .bool(true))
    #expect(again.value(forKey: "sort") == .string("date"))
    #expect(again.problem == nil)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(leftovers == ["settings.json"])
  }

  @Test func everyKindOfValueRoundTrips() throws {
    let url = try folder().appendingPathComponent("settings.json")
    let store = AppStorageStore(url: url)
    let int = AppStorage(wrappedValue: 3, "count", store: store)
    let double = AppStorage(wrappedValue: 0.5, "ratio", store: store)
    let string = AppStorage(wrappedValue: "a", "name", store: store)
    let density = AppStorage(wrappedValue: Density.compact, "density", store: store)
    #expect(int.wrappedValue == 3 && double.wrappedValue == 0.5)
    int.wrappedValue = 7
    double.wrappedValue = 2  // written as 2: still a Double when read back
    string.wrappedValue = "Zoë"
    density.wrappedValue = .roomy
    let reread = AppStorageStore(url: url)
    #expect(AppStorage(wrappedValue: 0, "count", store: reread).wrappedValue == 7)
    #expect(AppStorage(wrappedValue: 0.0, "ratio", store: reread).wrappedValue == 2)
    #expect(AppStorage(wrappedValue: "", "name", store: reread).wrappedValue == "Zoë")
    #expect(AppStorage(wrappedValue: Density.compact, "density", store: reread).wrappedValue == .roomy)
    // A value of another type under the key reads as the default.
    #expect(AppStorage(wrappedValue: false, "name", store: reread).wrappedValue == false)
  }

  @Test func aDamagedFileIsKeptAsideAndReported() throws {
    let dir = try folder()
    let url = dir.appendingPathComponent("settings.json")
    try Data("{not json".utf8).write(to: url)
    let store = AppStorageStore(url: url)
    #expect(store.value(forKey: "x") == nil)
    #expect(store.problem?.contains("damaged") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let aside = try #require(names.first { $0.hasPrefix("settings.json.damaged-") })
    #expect(try Data(contentsOf: dir.appendingPathComponent(aside)) == Data("{not json".utf8))
    store.set(.bool(true), forKey: "x")
    #expect(AppStorageStore(url: url).value(forKey: "x") == .bool(true))
  }

  @Test func theFileIsUnderXDGConfigHomeOrDotConfig() {
    #expect(
      AppStorageStore(appName: "tasks", environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/home/u"]).url
        .path
        == "/tmp/cfg/tasks/settings.json")
    for value in ["", "relative"] {
      #expect(
        AppStorageStore(appName: "tasks", environment: ["XDG_CONFIG_HOME": value, "HOME": "/home/u"]).url
          .path
          == "/home/u/.config/tasks/settings.json")
    }
  }

  @Test func aSaveThatFailsIsReportedAndTheValueKept() throws {
    let dir = try folder()
    let blocker = dir.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let store = AppStorageStore(url: blocker.appendingPathComponent("settings.json"))
    store.set(.int(1), forKey: "n")
    #expect(store.value(forKey: "n") == .int(1))
    #expect(store.problem?.hasPrefix("settings not saved") == true)
  }
}
