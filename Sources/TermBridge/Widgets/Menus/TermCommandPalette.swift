import TermBridgeTerminal

/// A command palette: a box near the top of the screen with a line to type
/// in and, under it, every command it was given that matches what is
/// typed, best match first (``TermFuzzyMatch``), each with where it comes
/// from and its shortcut. A TermBridge addition (VS Code's and Sublime
/// Text's palettes have the shape; UIKit has none).
///
/// - Typing filters (Backspace deletes, Ctrl-U clears); Up/Down (or
///   Ctrl-P/Ctrl-N), PgUp/PgDn move over the enabled entries; Enter runs the
///   highlighted one, Esc closes.
/// - A click on an entry runs it; a click outside closes the palette.
/// - A disabled action (``TermAction/Attributes/disabled``) is listed dim
///   and cannot be run.
///
/// Running an entry closes the palette first, then calls its action. Make
/// one from your own actions (``init(actions:)``) or menus
/// (``init(menu:)``), and present it with ``present(from:)``; a window shows
/// its own commands with ``TermWindow/showCommandPalette()``.
@MainActor
public final class TermCommandPalette: TermViewController {
  /// One command the palette can run: an action and the titles of the
  /// menus it is in (`File`, or `Edit › Find`).
  @MainActor
  public struct Entry {
    /// The action run when the entry is chosen.
    public let action: TermAction
    /// Where the entry comes from, shown dim beside its title.
    public let section: String
    /// Whether the entry is in a disabled submenu.
    let inDisabledMenu: Bool

    /// Whether the entry can be run: its action is not disabled, nor is a
    /// menu holding it.
    public var isEnabled: Bool { !inDisabledMenu && !action.attributes.contains(.disabled) }
  }

  /// An entry that matches the query, and how.
  @MainActor
  public struct Result {
    /// The entry.
    public let entry: Entry
    /// How well the query matches its title (or section and title).
    public let match: TermFuzzyMatch
    /// The offsets of the title's characters the query matched.
    public let titlePositions: [Int]
  }

  /// Every entry, in the order given.
  public let entries: [Entry]
  /// What is typed.
  public var query = "" {
    didSet {
      guard query != oldValue else { return }
      refilter()
    }
  }
  /// The entries matching ``query``, best first (ties in the order given).
  public private(set) var results: [Result] = []
  /// The index in ``results`` of the highlighted entry.
  public private(set) var highlightedIndex: Int?
  /// Called once after the palette closed, whether or not something ran.
  public var onDismiss: (@MainActor () -> Void)?
  /// The first result shown when they are more than the rows.
  var firstVisibleResult = 0
  /// The most result rows the box shows.
  public static let maximumVisibleResults = 12

  /// A palette of `actions`, with no section.
  public convenience init(actions: [TermAction]) {
    self.init(menu: TermMenu(children: actions))
  }

  /// A palette of every action in `menu`, at any depth, each with the
  /// titles of the menus that hold it as its section.
  public init(menu: TermMenu) {
    var entries: [Entry] = []
    func collect(_ menu: TermMenu, path: [String], disabled: Bool) {
      for child in menu.children {
        if let action = child as? TermAction {
          entries.append(
            Entry(action: action, section: path.joined(separator: " › "), inDisabledMenu: disabled))
        } else if let submenu = child as? TermMenu {
          collect(
            submenu, path: submenu.title.isEmpty ? path : path + [submenu.title],
            disabled: disabled || (!submenu.isEnabled && !submenu.options.contains(.displayInline)))
        }
      }
    }
    collect(menu, path: [], disabled: false)
    self.entries = entries
    super.init()
    title = "Commands"
    modalPresentationStyle = .popover
    refilter()
  }

  /// Every action of `menu`, at any depth, in order.
  static func actions(in menu: TermMenu) -> [TermAction] {
    menu.children.flatMap { child -> [TermAction] in
      if let action = child as? TermAction { return [action] }
      if let submenu = child as? TermMenu { return actions(in: submenu) }
      return []
    }
  }

  /// Presents the palette near the top of the screen, from the top-most
  /// controller above `view` (or from the application when there is
  /// none); false when `view` is not on screen.
  @discardableResult
  public func present(from view: TermView) -> Bool {
    guard let window = view.window, let application = window.application else { return false }
    placeNearTop(of: application.screen.size)
    if let presenter = view.topPresentingController {
      presenter.present(self)
    } else {
      presentFromApplication(application)
    }
    return true
  }

  public override func loadView() { view = PaletteView(palette: self) }

  public override func viewDidAppear() { _ = view.becomeFirstResponder() }

  public override var preferredContentSize: Size {
    get {
      let widest =
        entries.map { entry in
          DisplayWidth.of(entry.action.title) + DisplayWidth.of(entry.section)
            + (entry.action.keyboardShortcut.map { DisplayWidth.of($0.shortcutText) } ?? 0) + 8
        }.max() ?? 0
      let rows = min(max(entries.count, 1), Self.maximumVisibleResults)
      return Size(width: min(72, max(40, widest)), height: rows + 2)
    }
    set {}
  }

  /// Points the popover at the top of a screen of `screen`'s size, its
  /// box centred (a row down when the screen has 20 rows or more).
  func placeNearTop(of screen: Size) {
    let width = min(preferredContentSize.width + 2, screen.width)
    popoverSourceRect = Rect(
      x: (screen.width - width) / 2, y: 0, width: 1, height: screen.height >= 20 ? 1 : 0)
  }

  // MARK: Filtering and moving

  private func refilter() {
    var found: [(result: Result, order: Int)] = []
    for (order, entry) in entries.enumerated() {
      let title = entry.action.title
      var best: Result?
      if let match = TermFuzzyMatch(query, in: title) {
        best = Result(entry: entry, match: match, titlePositions: match.positions)
      }
      if !entry.section.isEmpty {
        let prefix = entry.section + " › "
        let prefixCount = prefix.count
        if let match = TermFuzzyMatch(query, in: prefix + title),
          match.score - 8 > (best?.match.score ?? .min)
        {
          let adjusted = TermFuzzyMatch(score: match.score - 8, positions: match.positions)
          best = Result(
            entry: entry, match: adjusted,
            titlePositions: match.positions.filter { $0 >= prefixCount }.map { $0 - prefixCount })
        }
      }
      if let best { found.append((best, order)) }
    }
    found.sort { a, b in
      if a.result.match.score != b.result.match.score { return a.result.match.score > b.result.match.score }
      return a.order < b.order
    }
    results = found.map(\.result)
    firstVisibleResult = 0
    highlightedIndex = results.indices.first { isEnabled(results[$0]) }
    if isViewLoaded { view.setNeedsDisplay() }
  }

  private func isEnabled(_ result: Result) -> Bool { result.entry.isEnabled }

  /// Moves the highlight `step` enabled entries down (negative: up).
  func moveHighlight(by step: Int) {
    guard !results.isEmpty else { return }
    var index = highlightedIndex ?? (step > 0 ? -1 : results.count)
    var moved = 0
    var target = highlightedIndex
    while moved < abs(step) {
      index += step > 0 ? 1 : -1
      guard results.indices.contains(index) else { break }
      if isEnabled(results[index]) {
        target = index
        moved += 1
      }
    }
    guard target != highlightedIndex else { return }
    highlightedIndex = target
    scrollHighlightIntoView()
    view.setNeedsDisplay()
  }

  /// The rows of results the box has room for.
  var visibleResultRows: Int { max(0, view.bounds.height - 2) }

  func scrollHighlightIntoView() {
    let rows = visibleResultRows
    guard rows > 0, let row = highlightedIndex else { return }
    if row < firstVisibleResult { firstVisibleResult = row }
    if row >= firstVisibleResult + rows { firstVisibleResult = row - rows + 1 }
  }

  /// Runs the result at `index` (closing the palette first); nothing when
  /// it is disabled.
  public func runResult(at index: Int) {
    guard results.indices.contains(index), isEnabled(results[index]) else { return }
    let action = results[index].entry.action
    close()
    action.perform()
  }

  /// Closes the palette without running anything.
  public func close() {
    dismiss()
    let handler = onDismiss
    onDismiss = nil
    handler?()
  }

  public override func mouseEventOutsideView(_ event: MouseEvent) {
    if case .press = event.kind { close() }
  }

  func handleKey(_ event: KeyEvent) -> Bool {
    if let character = event.typedCharacter {
      query.append(character)
      return true
    }
    switch (event.key, event.modifiers) {
    case (.backspace, []):
      if !query.isEmpty { query.removeLast() }
    case (.character("u"), .control): query = ""
    case (.up, []), (.character("p"), .control): moveHighlight(by: -1)
    case (.down, []), (.character("n"), .control), (.tab, []): moveHighlight(by: 1)
    case (.pageUp, []): moveHighlight(by: -max(1, visibleResultRows - 1))
    case (.pageDown, []): moveHighlight(by: max(1, visibleResultRows - 1))
    case (.enter, []): if let highlightedIndex { runResult(at: highlightedIndex) }
    case (.escape, []): close()
    default: return false
    }
    return true
  }

  func pasteIntoQuery(_ text: String) {
    query += text.filter { $0.isPrintable && $0 != "\n" && $0 != "\r" }
  }

  func mouseEvent(_ event: MouseEvent, at point: Point) {
    let index = point.y - 2 + firstVisibleResult
    guard point.y >= 2, results.indices.contains(index) else { return }
    switch event.kind {
    case .press(.left), .drag(.left):
      if isEnabled(results[index]), index != highlightedIndex {
        highlightedIndex = index
        view.setNeedsDisplay()
      }
    case .release(.left): runResult(at: index)
    case .wheelUp: moveHighlight(by: -1)
    case .wheelDown: moveHighlight(by: 1)
    default: break
    }
  }
}

extension TermFuzzyMatch {
  /// A match with a score and positions already worked out.
  init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}

/// The query line, a rule, and the results of a ``TermCommandPalette``.
@MainActor
private final class PaletteView: TermView {
  unowned let palette: TermCommandPalette

  init(palette: TermCommandPalette) {
    self.palette = palette
    super.init(frame: .zero)
  }

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [TermKeyCommand] {
    [
      TermKeyCommand(title: "Move", input: KeyEvent(.up)),
      TermKeyCommand(title: "Move", input: KeyEvent(.down)),
      TermKeyCommand(title: "Run", input: KeyEvent(.enter)),
      TermKeyCommand(title: "Close", input: KeyEvent(.escape)),
    ]
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    palette.handleKey(event) || super.keyDown(event)
  }

  override func paste(_ text: String) -> Bool {
    palette.pasteIntoQuery(text)
    return true
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    palette.mouseEvent(event, at: point)
    return true
  }

  override func layoutSubviews() {
    palette.scrollHighlightIntoView()
    // Follows the screen's size for the next layout of the box.
    if let screen = window?.application?.screen.size { palette.placeNearTop(of: screen) }
  }

  override var cursorPosition: Point? {
    Point(x: min(bounds.width - 1, 2 + DisplayWidth.of(palette.query)), y: 0)
  }

  override func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    let theme = self.theme
    canvas.draw("›", at: .zero, style: theme.title)
    if palette.query.isEmpty {
      canvas.draw(
        TextLayout.truncate("Type a command", toWidth: width - 2), at: Point(x: 2, y: 0),
        style: theme.placeholder)
    } else {
      canvas.draw(
        TextLayout.truncate(palette.query, toWidth: width - 2), at: Point(x: 2, y: 0), style: .plain)
    }
    if canvas.size.height > 1 {
      canvas.drawHorizontalLine(y: 1, from: 0, to: width, style: theme.faint)
    }
    let rows = max(0, canvas.size.height - 2)
    let results = palette.results
    if results.isEmpty, rows > 0 {
      canvas.draw(
        TextLayout.truncate("No matching commands", toWidth: width - 1), at: Point(x: 1, y: 2),
        style: theme.faint)
      return
    }
    for (offset, index) in (palette.firstVisibleResult..<results.count).prefix(rows).enumerated() {
      drawResult(results[index], highlighted: index == palette.highlightedIndex, y: offset + 2, in: canvas)
    }
  }

  /// ` Title (matches bold)   Section  Ctrl-N `, as a menu's row.
  private func drawResult(
    _ result: TermCommandPalette.Result, highlighted: Bool, y: Int, in canvas: TermCanvas
  ) {
    let action = result.entry.action
    let disabled = action.attributes.contains(.disabled)
    let theme = self.theme
    var style: TermStyle = disabled ? theme.disabled : .plain
    if highlighted { style = style.merging(theme.focused) }
    TermMenuRow(
      title: action.title, emphasized: disabled ? [] : Set(result.titlePositions),
      detail: result.entry.section, detailStyle: theme.faint,
      trailing: action.keyboardShortcut?.shortcutText ?? ""
    )
    .draw(in: canvas, y: y, style: style)
  }
}
