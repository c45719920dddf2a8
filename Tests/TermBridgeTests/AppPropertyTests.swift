import Dispatch
import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Meetings loaded on a background queue and handed to the main queue, as
/// a 2021 tutorial app loads its data.
final class MeetingStore: ObservableObject, @unchecked Sendable {
  @Published var meetings: [String] = []

  func load() {
    DispatchQueue.global(qos: .background).async { [weak self] in
      let loaded = ["Design review", "Standup"]
      DispatchQueue.main.async { self?.meetings = loaded }
    }
  }
}

/// An app whose model is an `@ObservedObject` of the app itself.
struct MeetingsApp: App {
  @ObservedObject private var store = MeetingStore()

  var body: some Scene {
    WindowGroup {
      NavigationView {
        MeetingsList(meetings: $store.meetings)
      }
      .onAppear { store.load() }
    }
  }
}

struct MeetingsList: View {
  @Binding var meetings: [String]

  var body: some View {
    List {
      ForEach(meetings, id: \.self) { Text($0) }
    }
    .navigationTitle("Meetings \(meetings.count)")
  }
}

/// An app's own properties are followed as a view's are: data set later
/// (from a main-queue block) shows (issue 30's census, Scrumdinger).
@MainActor
struct AppPropertyTests {
  @Test func dataSetOnTheMainQueueByAnAppsObservedObjectShows() async throws {
    let screen = TermScreen.inMemory(width: 40, height: 8)
    defer { screen.close() }
    do {
      let app = TermApplication(screen: screen)
      makeAppWindow(MeetingsApp(), appName: "Meetings").makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].contains("Meetings 0"), "\(screen.rows())")
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(5))
      while clock.now < deadline, !screen.rows().contains(where: { $0.contains("Standup") }) {
        try await Task.sleep(for: .milliseconds(10))
        app.render()
      }
      #expect(screen.rows().contains { $0.contains("Design review") }, "\(screen.rows())")
      #expect(screen.rows()[0].contains("Meetings 2"), "\(screen.rows())")
    }
  }
}
