import TermBridgeCore

/// The demo built from widgets alone: delegates, a data source and
/// target-action, no declarative views. The controller is the delegate of
/// every widget and keeps the others in step when one changes.
@MainActor
final class ImperativeDemoController: TermViewController, TermSearchBarDelegate, TermListViewDataSource,
  TermListViewDelegate, TermTextViewDelegate
{
  let model: DemoModel
  let searchBar = TermSearchBar(placeholder: "Search items")
  let countLabel = TermLabel(text: "", style: TermStyle(foreground: .gray))
  let list = PointerOnlyListView()
  let editor = TermTextView()
  let status = TermLabel(text: "", style: .attributes(.reverse))
  let divider = DividerView()
  /// Optional extra content for the right pane (the hosted mode puts a
  /// declarative panel here).
  var sidePanel: TermView?

  init(model: DemoModel) {
    self.model = model
    super.init()
  }

  override func loadView() { view = LayoutView { [weak self] bounds in self?.layout(in: bounds) } }

  override func viewDidLoad() {
    searchBar.delegate = self
    searchBar.forwardsHomeAndEndKeys = true
    list.dataSource = self
    list.delegate = self
    list.register(TermListCell.self, forCellReuseIdentifier: "item")
    editor.delegate = self
    status.backgroundStyle = .attributes(.reverse)
    for subview in [searchBar, countLabel, divider, list, editor, status] as [TermView] {
      view.addSubview(subview)
    }
    if let sidePanel { view.addSubview(sidePanel) }
    reloadAll()
  }

  private func layout(in bounds: Rect) {
    let countWidth = DisplayWidth.of(countLabel.text) + 1
    searchBar.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - countWidth), height: 1)
    countLabel.frame = Rect(x: max(0, bounds.width - countWidth + 1), y: 0, width: countWidth, height: 1)
    let bodyHeight = max(1, bounds.height - 3)
    let half = bounds.width / 2
    divider.frame = Rect(x: 0, y: 1, width: bounds.width, height: bodyHeight + 1)
    divider.splitX = half
    list.frame = Rect(x: 0, y: 2, width: half, height: bodyHeight)
    var editorHeight = bodyHeight
    if let sidePanel {
      let panelHeight = min(bodyHeight / 2, sidePanel.intrinsicContentSize?.height ?? 4)
      editorHeight = bodyHeight - panelHeight
      sidePanel.frame = Rect(
        x: half + 2, y: 2 + editorHeight, width: bounds.width - half - 2, height: panelHeight)
    }
    editor.frame = Rect(x: half + 2, y: 2, width: max(0, bounds.width - half - 2), height: editorHeight)
    status.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
  }

  override func viewDidAppear() { searchBar.becomeFirstResponder() }

  // MARK: Keeping the widgets in step

  private func reloadAll() {
    list.reloadData()
    syncSelection()
    updateCount()
  }

  private func syncSelection() {
    if model.matches.isEmpty {
      list.selectRow(nil)
    } else {
      list.selectRow(model.selectedPosition, scrollPosition: .none)
    }
    loadNote()
    updateStatus()
  }

  private func loadNote() {
    let note = model.noteText
    if editor.text != note {
      editor.text = note
      editor.selectedRange = editor.endPosition..<editor.endPosition
    }
    editor.isEditable = model.selectedItem != nil
  }

  private func updateCount() {
    countLabel.text = "\(model.matches.count) matches"
    view.setNeedsLayout()
  }

  private func updateStatus() {
    let focus = editor.isFirstResponder ? "editor" : "search"
    // A problem (loading or saving the notes) first, where it is not cut off.
    let message = model.statusMessage.map { " ! \($0) |" } ?? ""
    status.text =
      "\(message) [\(focus)] \(model.selectedTitle) | \(model.matches.count) matches | Tab focus"
  }

  // MARK: Search bar

  func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String) {
    model.query = searchText
    reloadAll()
  }

  // MARK: List

  func numberOfRows(in listView: TermListView) -> Int { model.matches.count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "item", for: row)
    let item = model.matches[row]
    cell.text = model.catalog.title(item)
    cell.detailText = ItemRow.tag(for: item)
    cell.detailTextStyle = TermStyle(foreground: .gray)
    return cell
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) {
    model.select(position: row)
    loadNote()
    updateStatus()
  }

  // MARK: Editor

  func textViewDidChange(_ textView: TermTextView) {
    model.noteText = textView.text
  }

  func textViewDidBeginEditing(_ textView: TermTextView) { updateStatus() }
  func textViewDidEndEditing(_ textView: TermTextView) { updateStatus() }

  // MARK: Keys that reach the controller

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.tab) {
      if editor.isFirstResponder { searchBar.becomeFirstResponder() } else { editor.becomeFirstResponder() }
      updateStatus()
      return true
    }
    if searchBar.searchTextField.isFirstResponder, event.modifiers.isEmpty {
      switch event.key {
      case .up: list.moveSelection(by: -1)
      case .down: list.moveSelection(by: 1)
      case .pageUp: list.moveSelection(byPages: -1)
      case .pageDown: list.moveSelection(byPages: 1)
      case .home: list.selectFirst()
      case .end: list.selectLast()
      default: return super.keyDown(event)
      }
      return true
    }
    return super.keyDown(event)
  }
}

/// The item list: a click selects a row but leaves the keyboard in the
/// search field or the editor (typing into the list would be lost: it
/// takes no text). The keys that move the selection reach it from the
/// search field through the controller.
@MainActor
final class PointerOnlyListView: TermListView {
  override var canBecomeFirstResponder: Bool { false }
}

/// A view whose layout is a closure (for controllers that lay out by hand).
@MainActor
final class LayoutView: TermView {
  private let layout: (Rect) -> Void
  init(layout: @escaping (Rect) -> Void) {
    self.layout = layout
    super.init(frame: .zero)
  }
  override func layoutSubviews() { layout(bounds) }
}

/// The line under the search row and between the panes.
@MainActor
final class DividerView: TermView {
  var splitX = 0 {
    didSet { if splitX != oldValue { setNeedsDisplay() } }
  }
  override func hitTest(_ point: Point) -> TermView? { nil }
  override func draw(in canvas: TermCanvas) {
    let line = TermStyle(foreground: .gray)
    canvas.drawHorizontalLine(y: 0, from: 0, to: canvas.size.width, style: line)
    canvas.drawVerticalLine(x: splitX, from: 1, to: canvas.size.height, style: line)
    canvas.draw("┬", at: Point(x: splitX, y: 0), style: line)
  }
}
