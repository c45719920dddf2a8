import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// Drives a screen in a test as a user would, like Textual's `Pilot`:
/// press keys, type text, click a view found by its text or its
/// accessibility identifier, and wait until a condition holds.
///
/// ```swift
/// try TermPilot.run(CounterView(), width: 30, height: 11) { pilot in
///   pilot.type("Ada")
///   try pilot.click("+")
///   try pilot.wait(until: { pilot.screenText.contains("1") })
/// }
/// ```
@MainActor
public final class TermPilot {
  /// The application the screen belongs to.
  public let app: TermApplication
  /// The screen the pilot reads.
  public let screen: TermScreen
  /// The window the content is in.
  public let window: TermWindow

  /// What went wrong in a pilot's step.
  public enum Failure: Error, CustomStringConvertible {
    /// No cell of the screen shows `text` (the screen is attached).
    case textNotFound(String, screen: String)
    /// No view in the key window has the identifier.
    case identifierNotFound(String)
    /// The condition still did not hold after the timeout.
    case timedOut(after: Duration, screen: String)
    /// No accessibility element matches; `tree` is the key window's tree.
    case accessibilityElementNotFound(String, tree: String)
    /// The element was found but is not as expected.
    case accessibilityMismatch(String, element: String)

    /// The failure and, for text not found or a timeout, the screen's text at the time, for the test's
    /// failure message.
    public var description: String {
      switch self {
      case .textNotFound(let text, let screen): return "no '\(text)' on the screen:\n\(screen)"
      case .identifierNotFound(let id): return "no view with accessibility identifier '\(id)'"
      case .timedOut(let duration, let screen): return "condition still false after \(duration):\n\(screen)"
      case .accessibilityElementNotFound(let what, let tree):
        return "no accessibility element \(what) in the tree:\n\(tree)"
      case .accessibilityMismatch(let what, let element): return "\(what); the element is: \(element)"
      }
    }
  }

  /// A pilot for `window`, already shown by `app` on `screen`.
  public init(app: TermApplication, window: TermWindow, screen: TermScreen) {
    self.app = app
    self.window = window
    self.screen = screen
  }

  /// Shows `view` on an in-memory screen of `width` by `height` in a
  /// hosting controller, and hands `body` a pilot for it.
  public static func run<V: View, R>(
    _ view: V, width: Int = 80, height: Int = 24, _ body: (TermPilot) throws -> R
  ) throws -> R {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: view)
      window.makeKeyAndVisible(in: app)
      app.render()
      return try body(TermPilot(app: app, window: window, screen: screen))
    }
  }

  /// The screen as text, one row per line.
  public var screenText: String { screen.rows().joined(separator: "\n") }

  /// Presses keys named as key scripts name them: `press("tab", "ctrl+u",
  /// "enter")`.
  public func press(_ keys: String...) throws {
    for key in keys { app.handle(try KeyScript("key \(key)").events) }
  }

  /// Types `text` as keystrokes.
  public func type(_ text: String) {
    for character in text { app.handle([.key(KeyEvent(.character(character)))]) }
  }

  /// Clicks (press and release of the left button) at `point` of the screen.
  public func click(at point: Point) {
    app.handle([
      .mouse(MouseEvent(kind: .press(.left), location: point)),
      .mouse(MouseEvent(kind: .release(.left), location: point)),
    ])
  }

  /// Clicks the first cell showing `text` (top to bottom, left to right).
  public func click(_ text: String) throws {
    for (y, row) in screen.rows().enumerated() {
      guard let range = row.firstRange(of: text) else { continue }
      click(at: Point(x: DisplayWidth.of(row[..<range.lowerBound]), y: y))
      return
    }
    throw Failure.textNotFound(text, screen: screenText)
  }

  /// Clicks the middle of the view whose accessibility identifier is `id`.
  public func click(id: String) throws {
    func find(_ view: TermView) -> TermView? {
      if view.accessibilityIdentifier == id, !view.isHidden { return view }
      for subview in view.subviews { if let found = find(subview) { return found } }
      return nil
    }
    guard let key = app.keyWindow, let view = find(key) else { throw Failure.identifierNotFound(id) }
    let frame = view.frameInWindow
    click(
      at: Point(
        x: key.frame.minX + frame.minX + frame.width / 2, y: key.frame.minY + frame.minY + frame.height / 2))
  }

  /// The first visible view in the key window (depth first) whose
  /// accessibility label is `label` (set with `.accessibilityLabel`).
  public func view(labelled label: String) -> TermView? {
    func find(_ view: TermView) -> TermView? {
      if view.accessibility.label == label, !view.isHidden { return view }
      for subview in view.subviews { if let found = find(subview) { return found } }
      return nil
    }
    return app.keyWindow.flatMap(find)
  }

  // MARK: Accessibility

  /// The key window's accessibility tree (``TermView/accessibilityElements``).
  public var accessibilityElements: [TermAccessibilityElement] { app.keyWindow?.accessibilityElements ?? [] }

  /// Every element of the key window's tree, depth first.
  public var allAccessibilityElements: [TermAccessibilityElement] {
    accessibilityElements.flatMap(\.flattened)
  }

  /// The key window's tree as indented text (``TermAccessibilityElement/treeDescription``).
  public var accessibilityTreeDescription: String {
    accessibilityElements.map(\.treeDescription).joined(separator: "\n")
  }

  /// The first element (depth first) whose label is `label`.
  public func accessibilityElement(labelled label: String) -> TermAccessibilityElement? {
    allAccessibilityElements.first { $0.label == label }
  }

  /// The first element (depth first) whose identifier is `identifier`.
  public func accessibilityElement(identifier: String) -> TermAccessibilityElement? {
    allAccessibilityElements.first { $0.identifier == identifier }
  }

  /// The element with the keyboard focus (the deepest focused one).
  public var focusedAccessibilityElement: TermAccessibilityElement? { app.focusedAccessibilityElement }

  /// The lines the screen-reader mode announced so far, oldest first.
  public var announcements: [String] { app.accessibilityAnnouncements }

  /// Finds the element labelled `label` (or, with `identifier`, the one of
  /// that identifier) and checks its role, value and traits where given;
  /// throws ``Failure`` when it is missing or differs. Returns it.
  @discardableResult
  public func expectAccessibilityElement(
    labelled label: String? = nil, identifier: String? = nil, role: TermAccessibilityRole? = nil,
    value: String? = nil, traits: TermAccessibilityTraits = []
  ) throws -> TermAccessibilityElement {
    let found =
      identifier.flatMap { accessibilityElement(identifier: $0) }
      ?? label.flatMap {
        identifier == nil ? accessibilityElement(labelled: $0) : nil
      }
    let what = identifier.map { "#\($0)" } ?? "labelled '\(label ?? "")'"
    guard let element = found else {
      throw Failure.accessibilityElementNotFound(what, tree: accessibilityTreeDescription)
    }
    if let label, element.label != label {
      throw Failure.accessibilityMismatch(
        "\(what) is not labelled '\(label)'", element: element.treeDescription)
    }
    if let role, element.role != role {
      throw Failure.accessibilityMismatch("\(what) is not a \(role)", element: element.treeDescription)
    }
    if let value, element.value != value {
      throw Failure.accessibilityMismatch(
        "\(what) has not the value '\(value)'", element: element.treeDescription)
    }
    if !element.traits.isSuperset(of: traits) {
      throw Failure.accessibilityMismatch(
        "\(what) lacks traits \(traits.rawValue)", element: element.treeDescription)
    }
    return element
  }

  /// Activates the element labelled `label` as a screen reader's double
  /// tap does (a button presses, a toggle flips), then draws a frame.
  public func activate(labelled label: String) throws {
    guard let element = accessibilityElement(labelled: label) else {
      throw Failure.accessibilityElementNotFound("labelled '\(label)'", tree: accessibilityTreeDescription)
    }
    guard element.activate() else {
      throw Failure.accessibilityMismatch("'\(label)' has no action", element: element.treeDescription)
    }
    app.render()
  }

  /// Runs the app's timers (`TermTimer`) and frames until `condition`
  /// holds, for at most `timeout`; throws ``Failure/timedOut(after:screen:)``
  /// otherwise. (Swift tasks do not run during the wait: it holds the main
  /// actor, as the screen must not be shared while a test is suspended.)
  public func wait(until condition: () -> Bool, timeout: Duration = .seconds(2)) throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      MainLoopTimers.shared.fireDue()
      app.render()
      if condition() { return }
      guard clock.now < deadline else { throw Failure.timedOut(after: timeout, screen: screenText) }
      ProcessThreads.sleep(milliseconds: 5)
    }
  }
}
