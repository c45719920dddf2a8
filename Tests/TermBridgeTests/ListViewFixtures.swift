import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A data source and delegate that records everything a list asks and tells.
@MainActor
final class RecordingRows: TermListViewDataSource, TermListViewDelegate {
  var count: Int
  var title: (Int) -> String = { "Row \($0)" }
  var detail: (Int) -> String? = { _ in nil }
  /// When set, cells get this content configuration instead of text.
  var configuration: ((Int) -> any TermContentConfiguration)?

  private(set) var askedRows: [Int] = []
  private(set) var selected: [Int] = []
  private(set) var activated: [Int] = []
  private(set) var displayed: Set<Int> = []
  private(set) var scrollCount = 0

  init(count: Int) { self.count = count }

  func resetAsked() { askedRows.removeAll() }

  func numberOfRows(in listView: TermListView) -> Int { count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    askedRows.append(row)
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    if let configuration {
      cell.contentConfiguration = configuration(row)
    } else {
      cell.text = title(row)
      cell.detailText = detail(row)
    }
    return cell
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) { selected.append(row) }
  func listView(_ listView: TermListView, didActivateRowAt row: Int) { activated.append(row) }
  func listView(_ listView: TermListView, willDisplay cell: TermListCell, forRowAt row: Int) {
    #expect(!displayed.contains(row), "row \(row) displayed twice")
    displayed.insert(row)
  }
  func listView(_ listView: TermListView, didEndDisplaying cell: TermListCell, forRowAt row: Int) {
    #expect(displayed.contains(row), "row \(row) ended without being displayed")
    displayed.remove(row)
  }
  func listViewDidScroll(_ listView: TermListView) { scrollCount += 1 }
}

/// Rows of varying heights, given by the delegate; records the rows asked.
@MainActor
final class VariableHeightRows: TermListViewDataSource, TermListViewDelegate {
  var count: Int
  var heightOf: (Int) -> Int = { 1 + $0 % 3 }
  private(set) var askedRows: [Int] = []
  private(set) var askedHeights: [Int] = []

  init(count: Int) { self.count = count }

  func numberOfRows(in listView: TermListView) -> Int { count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    askedRows.append(row)
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    cell.text = "Row \(row) (\(heightOf(row)) lines)"
    return cell
  }

  func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int {
    askedHeights.append(row)
    return heightOf(row)
  }
}

/// A list in a window on `screen`, shown by an application.
@MainActor
struct ListScene {
  let app: TermApplication
  let window: TermWindow
  let list: TermListView

  init(
    screen: TermScreen, frame: Rect, dataSource: any TermListViewDataSource,
    delegate: (any TermListViewDelegate)? = nil, list: TermListView = TermListView(),
    configure: (TermListView) -> Void = { _ in }
  ) {
    app = TermApplication(screen: screen)
    window = TermWindow()
    self.list = list
    list.register(TermListCell.self, forCellReuseIdentifier: "row")
    configure(list)
    list.dataSource = dataSource
    list.delegate = delegate
    window.addSubview(list)
    list.frame = frame
    window.makeKeyAndVisible(in: app)
    app.render()
  }

  func press(_ key: Key, times: Int = 1) {
    for _ in 0..<times { app.handle([.key(KeyEvent(key))]) }
  }

  func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) {
    app.handle([.mouse(MouseEvent(kind: kind, location: Point(x: x, y: y)))])
  }

  /// Views drawn by `body`'s frame.
  func drawnViews(_ body: () -> Void) -> Int {
    let before = app.drawnViewCount
    body()
    app.render()
    return app.drawnViewCount - before
  }
}

/// A content configuration of the tests' own: a counter badge.
struct BadgeConfiguration: TermContentConfiguration, Equatable {
  var count: Int
  var isSelected = false

  func makeContentView() -> any TermView & TermContentView { BadgeView(configuration: self) }

  func updated(for state: TermCellConfigurationState) -> BadgeConfiguration {
    var copy = self
    copy.isSelected = state.isSelected
    return copy
  }
}

@MainActor
final class BadgeView: TermView, TermContentView {
  var badge: BadgeConfiguration {
    didSet {
      updates += 1
      setNeedsDisplay()
    }
  }
  private(set) var updates = 0

  init(configuration: BadgeConfiguration) {
    badge = configuration
    super.init(frame: .zero)
  }

  var configuration: any TermContentConfiguration {
    get { badge }
    set { if let badge = newValue as? BadgeConfiguration { self.badge = badge } }
  }

  override func draw(in canvas: TermCanvas) {
    canvas.draw("(\(badge.count))\(badge.isSelected ? " *" : "")", at: Point(x: 1, y: 0))
  }
}
