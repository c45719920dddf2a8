import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

enum Experience: String, CaseIterable {
  case beginner, expert
}

enum Level: Int {
  case low = 1, high = 2
}

extension TerminalSuites {
  /// `@AppStorage` and `@SceneStorage` of optionals, `Data`, `URL`, `Date` and `UUID`.
  @MainActor
  @Suite struct StorageFoundationTypesTests {
    private func store() throws -> AppStorageStore {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "appstorage-\(UUID().uuidString)/settings.json")
      return AppStorageStore(url: url)
    }

    /// What an app writes: an optional enum with no default, as Apple's samples do.
    struct ExperiencePicker: View {
      @AppStorage("experience") var experience: Experience?

      init(store: AppStorageStore) { _experience = AppStorage("experience", store: store) }

      var body: some View {
        VStack(spacing: 0) {
          Text("experience: \(experience?.rawValue ?? "none")")
          Button("Expert") { experience = .expert }
          Button("Forget") { experience = nil }
        }
      }
    }

    @Test func anOptionalEnumStartsNilIsStoredAndNilRemovesIt() throws {
      let store = try store()
      try withHostedView(ExperiencePicker(store: store), width: 30, height: 3) { app, _, screen in
        #expect(screen.rows()[0].contains("experience: none"))
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows()[0].contains("experience: expert"))
        #expect(store.value(forKey: "experience") == .string("expert"))
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
        #expect(screen.rows()[0].contains("experience: none"))
        #expect(store.value(forKey: "experience") == nil)
      }
    }

    @Test func foundationValuesGoInAndComeBackOut() throws {
      let store = try store()
      let data = AppStorage(wrappedValue: Data(), "data", store: store)
      data.wrappedValue = Data([0, 1, 2, 255])
      #expect(store.value(forKey: "data") == .string("AAEC/w=="))
      #expect(AppStorage(wrappedValue: Data(), "data", store: store).wrappedValue == Data([0, 1, 2, 255]))

      let url = AppStorage(wrappedValue: URL(string: "https://a.example")!, "url", store: store)
      #expect(url.wrappedValue.absoluteString == "https://a.example")
      url.wrappedValue = URL(string: "https://b.example/x")!
      #expect(store.value(forKey: "url") == .string("https://b.example/x"))

      let date = AppStorage(wrappedValue: Date(timeIntervalSinceReferenceDate: 0), "date", store: store)
      date.wrappedValue = Date(timeIntervalSinceReferenceDate: 1000.5)
      #expect(store.value(forKey: "date") == .double(1000.5))
      #expect(
        AppStorage(wrappedValue: Date(), "date", store: store).wrappedValue.timeIntervalSinceReferenceDate
          == 1000.5)

      let id = UUID()
      let uuid = AppStorage(wrappedValue: UUID(), "uuid", store: store)
      uuid.wrappedValue = id
      #expect(AppStorage(wrappedValue: UUID(), "uuid", store: store).wrappedValue == id)
    }

    @Test func optionalsOfEveryTypeStartNilAndTakeValues() throws {
      let store = try store()
      let string = AppStorage<String?>("s", store: store)
      #expect(string.wrappedValue == nil)
      string.wrappedValue = "hi"
      #expect(AppStorage<String?>("s", store: store).wrappedValue == "hi")
      string.wrappedValue = nil
      #expect(store.value(forKey: "s") == nil)

      let data = AppStorage<Data?>("d", store: store)
      #expect(data.wrappedValue == nil)
      data.wrappedValue = Data([7])
      #expect(AppStorage<Data?>("d", store: store).wrappedValue == Data([7]))

      let int = AppStorage<Int?>(wrappedValue: 3, "i", store: store)
      #expect(int.wrappedValue == 3)
      int.wrappedValue = 4
      #expect(store.value(forKey: "i") == .int(4))

      let level = AppStorage<Level?>("level", store: store)
      #expect(level.wrappedValue == nil)
      level.wrappedValue = .high
      #expect(store.value(forKey: "level") == .int(2))

      let uuid = AppStorage<UUID?>("u", store: store)
      #expect(uuid.wrappedValue == nil)
      let id = UUID()
      uuid.wrappedValue = id
      #expect(AppStorage<UUID?>("u", store: store).wrappedValue == id)

      for (bool, double, url, date) in [
        (true, 1.5, URL(string: "file:///tmp")!, Date(timeIntervalSinceReferenceDate: 9))
      ] {
        let b = AppStorage<Bool?>("b", store: store)
        let d = AppStorage<Double?>("x", store: store)
        let u = AppStorage<URL?>("url", store: store)
        let t = AppStorage<Date?>("t", store: store)
        #expect(
          b.wrappedValue == nil && d.wrappedValue == nil && u.wrappedValue == nil && t.wrappedValue == nil)
        b.wrappedValue = bool
        d.wrappedValue = double
        u.wrappedValue = url
        t.wrappedValue = date
        #expect(
          b.wrappedValue == bool && d.wrappedValue == double && u.wrappedValue == url
            && t.wrappedValue == date)
      }
    }

    /// A selection kept per scene, as NavigationCookbook keeps one.
    struct Selection: View {
      @SceneStorage("selection") private var selection: UUID?
      @SceneStorage("note") private var note: String?
      let id: UUID

      var body: some View {
        VStack(spacing: 0) {
          Text(selection == id ? "selected" : "none")
          Text("note \(note ?? "-")")
          Button("Select") {
            selection = id
            note = "kept"
          }
        }
      }
    }

    @Test func sceneStorageTakesOptionalsToo() throws {
      let scene = SceneStorageStore()
      let id = UUID()
      let root = Selection(id: id).environment(\.sceneStorage, scene)
      try withHostedView(root, width: 20, height: 3) { app, _, screen in
        #expect(screen.rows()[0].contains("none"))
        #expect(screen.rows()[1].contains("note -"))
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows()[0].contains("selected"))
        #expect(screen.rows()[1].contains("note kept"))
        #expect(scene.value(forKey: "selection") == .string(id.uuidString))
      }
    }
  }
}
