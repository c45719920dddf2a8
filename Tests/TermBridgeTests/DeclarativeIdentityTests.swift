import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

@MainActor
final class ItemStore {
  var items: Binding<[Item]>?
  var tick: Binding<Int>?
}

struct ItemList: View {
  let store: ItemStore
  @State var items = (1...3).map { Item(id: $0, title: "row \($0)") }
  @State var tick = 0
  var body: some View {
    store.items = $items
    store.tick = $tick
    return VStack(alignment: .leading) {
      Text("tick \(tick)")
      ForEach(items) { item in Text(item.title) }
    }
  }
}

struct Appearing: View {
  let log: EventLog
  let name: String
  var body: some View {
    Text(name)
      .onAppear { log.add("appear \(name)") }
      .onDisappear { log.add("disappear \(name)") }
  }
}

struct Switcher: View {
  let log: EventLog
  @State var showFirst = true
  let handle: FlagHandle
  var body: some View {
    handle.binding = $showFirst
    return VStack {
      if showFirst {
        Appearing(log: log, name: "first")
      } else {
        Appearing(log: log, name: "second")
      }
    }
  }
}

@MainActor
@Suite struct DeclarativeIdentityTests {
  @Test func aWidgetSurvivesAThousandRebuilds() throws {
    let store = ItemStore()
    try withHostedView(ItemList(store: store), width: 20, height: 5) { app, host, screen in
      let before = allViews(TermLabel.self, in: host)
      for i in 1...1000 {
        store.tick?.wrappedValue = i
        app.render()
      }
      let after = allViews(TermLabel.self, in: host)
      #expect(after.count == before.count)
      #expect(zip(before, after).allSatisfy { $0 === $1 })
      #expect(screen.rows()[0].contains("tick 1000"))
    }
  }

  @Test func insertingAtTheFrontOfForEachKeepsTheOtherRows() throws {
    let store = ItemStore()
    try withHostedView(ItemList(store: store), width: 20, height: 5) { app, host, screen in
      let before = allViews(TermLabel.self, in: host)  // tick, row 1, row 2, row 3
      let created = host.statistics.widgetsCreated
      store.items?.wrappedValue.insert(Item(id: 0, title: "row 0"), at: 0)
      app.render()
      let after = allViews(TermLabel.self, in: host)
      #expect(after.count == 5)
      #expect(after[0] === before[0])
      #expect(after[2] === before[1] && after[3] === before[2] && after[4] === before[3])
      #expect(host.statistics.widgetsCreated == created + 1)
      #expect(
        screen.rows().map { $0.trimmingCharacters(in: .whitespaces) } == [
          "tick 0", "row 0", "row 1", "row 2", "row 3",
        ])
      // Removing one row dismantles exactly its widget.
      let dismantled = host.statistics.widgetsDismantled
      store.items?.wrappedValue.removeAll { $0.id == 2 }
      app.render()
      #expect(host.statistics.widgetsDismantled == dismantled + 1)
      #expect(allViews(TermLabel.self, in: host).count == 4)
    }
  }

  @Test func switchingBranchesReplacesIdentityAndRunsAppearDisappear() throws {
    let log = EventLog()
    let handle = FlagHandle()
    try withHostedView(Switcher(log: log, handle: handle), width: 20, height: 2) { app, _, screen in
      #expect(log.take() == ["appear first"])
      handle.binding?.wrappedValue = false
      app.render()
      #expect(log.take() == ["disappear first", "appear second"])
      #expect(screen.rows()[0].contains("second"))
    }
  }

  @Test func explicitIdResetsState() throws {
    struct Inner: View {
      @State var count = 0
      let handle: FlagHandle
      var body: some View {
        Text("count \(count)").onAppear { count += 1 }
      }
    }
    struct Outer: View {
      @State var generation = 0
      let handle: FlagHandle
      let store: ItemStore
      var body: some View {
        store.tick = $generation
        return Inner(handle: handle).id(generation)
      }
    }
    let store = ItemStore()
    try withHostedView(Outer(handle: FlagHandle(), store: store), width: 12, height: 1) { app, _, screen in
      #expect(screen.rows()[0].contains("count 1"))
      store.tick?.wrappedValue = 1
      app.render()
      #expect(screen.rows()[0].contains("count 1"))
    }
  }
}

@MainActor
@Suite struct DeclarativeTaskTests {
  struct Loader: View {
    @State var text = "loading"
    let log: EventLog
    var body: some View {
      Text(text).task {
        do {
          try await Task.sleep(for: .milliseconds(20))
          text = "loaded"
        } catch {
          log.add("cancelled")
        }
      }
    }
  }

  struct Holder: View {
    @State var show = true
    let log: EventLog
    let handle: FlagHandle
    var body: some View {
      handle.binding = $show
      return VStack {
        if show { Loader(log: log) }
        Text("holder")
      }
    }
  }

  @Test func taskThatAwaitsThenSetsStateUpdatesTheScreen() async throws {
    let screen = TermScreen.inMemory(width: 12, height: 2)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let host = TermHostingView(rootView: Loader(log: EventLog()))
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    #expect(screen.rows()[0].contains("loading"))
    for _ in 0..<100 where !screen.rows()[0].contains("loaded") {
      try await Task.sleep(for: .milliseconds(10))
      app.renderIfNeeded()
    }
    #expect(screen.rows()[0].contains("loaded"))
  }

  @Test func taskIsCancelledWhenItsViewDisappears() async throws {
    let screen = TermScreen.inMemory(width: 12, height: 2)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let log = EventLog()
    let handle = FlagHandle()
    let host = TermHostingView(rootView: Holder(log: log, handle: handle))
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    handle.binding?.wrappedValue = false
    app.render()
    for _ in 0..<50 where log.entries.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(log.entries == ["cancelled"])
    #expect(!screen.rows().contains { $0.contains("load") })
  }
}
