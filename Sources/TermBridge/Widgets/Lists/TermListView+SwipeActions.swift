import TermBridgeTerminal

// Swipe actions: a row's leading and trailing actions (the delegate's, or
// what the row's cell registered), shown as buttons over the row when it
// is dragged sideways, run by a full drag, and reachable from the keys:
// Ctrl-Left or Shift-Delete run the trailing full-swipe action, Ctrl-Right
// the leading one (or list that edge's actions when it has no full swipe),
// and Shift-F10 or the Menu key list every action of the current row.
extension TermListView {
  /// What is shown of a row's swipe actions, and the drag showing them.
  struct SwipeState {
    /// The row whose actions are shown, and at which edge.
    var revealed: (row: Int, edge: SwipeEdge)?
    /// Where a press on a row with actions began.
    var dragStart: (row: Int, x: Int)?
    /// How far the drag has gone sideways (negative: to the left).
    var dragOffset = 0
    var isSwiping = false
    var view: TermSwipeActionsView?
  }

  /// The keys that run a row's full-swipe action: Ctrl-Left and
  /// Shift-Delete (a drag to the left: the trailing edge), Ctrl-Right (to
  /// the right: the leading edge).
  public static let fullSwipeKeys: [KeyEvent: SwipeEdge] = [
    KeyEvent(.left, modifiers: .control): .trailing,
    KeyEvent(.delete, modifiers: .shift): .trailing,
    KeyEvent(.right, modifiers: .control): .leading,
  ]

  /// The actions of `edge` of `row`: the delegate's, else the row's cell's.
  public func swipeActionsConfiguration(forRow row: Int, edge: SwipeEdge) -> TermSwipeActionsConfiguration? {
    guard row >= 0, row < numberOfRows else { return nil }
    if let delegate {
      switch edge {
      case .leading: return delegate.listView(self, leadingSwipeActionsConfigurationForRowAt: row)
      case .trailing: return delegate.listView(self, trailingSwipeActionsConfigurationForRowAt: row)
      }
    }
    return cellForRow(at: row)?.swipeActionsConfiguration(for: edge)
  }

  /// Menu entries for the actions of `row`: the trailing ones, then the
  /// leading ones, each destructive action marked so (drawn red).
  public func swipeActionMenuElements(forRow row: Int) -> [TermMenuElement] {
    var elements: [TermMenuElement] = []
    for edge in [SwipeEdge.trailing, .leading] {
      guard let configuration = swipeActionsConfiguration(forRow: row, edge: edge) else { continue }
      if !elements.isEmpty { elements.append(TermMenu(options: .displayInline, children: [])) }
      for action in configuration.actions {
        elements.append(
          TermAction(title: action.title, attributes: action.style == .destructive ? .destructive : []) {
            [weak self] _ in
            self?.hideSwipeActions()
            action.perform()
          })
      }
    }
    return elements
  }

  /// The row of `cell`, when it is on screen in this list.
  public func row(for cell: TermListCell) -> Int? {
    cellsByRow.first { $0.value === cell }?.key
  }

  /// The row whose swipe actions are shown, if any.
  public var rowShowingSwipeActions: Int? { swipe.revealed?.row }

  /// Shows the actions of `edge` over `row` (nothing when it has none).
  public func showSwipeActions(forRow row: Int, edge: SwipeEdge) {
    guard let configuration = swipeActionsConfiguration(forRow: row, edge: edge) else {
      hideSwipeActions()
      return
    }
    let view = swipe.view ?? TermSwipeActionsView()
    if swipe.view == nil {
      swipe.view = view
      view.onChoose = { [weak self] action in
        self?.hideSwipeActions()
        action.perform()
      }
    }
    view.actions = configuration.actions
    view.edge = edge
    swipe.revealed = (row, edge)
    layoutSwipeActionsView()
  }

  /// Hides the row actions shown.
  public func hideSwipeActions() {
    guard swipe.revealed != nil else { return }
    swipe.revealed = nil
    swipe.view?.removeFromSuperview()
  }

  /// Places the actions' buttons over their row (hidden while it is off screen).
  func layoutSwipeActionsView() {
    guard let revealed = swipe.revealed, let view = swipe.view else { return }
    guard let laid = laidOutRow(revealed.row) else {
      view.removeFromSuperview()
      return
    }
    let width = min(cellWidth, view.intrinsicContentSize?.width ?? 0)
    let x = revealed.edge == .trailing ? cellWidth - width : 0
    view.frame = Rect(x: x, y: laid.y, width: width, height: laid.height)
    if subviews.last !== view { addSubview(view) }
  }

  /// Runs the first action of `edge` of `row` when a full swipe may, else
  /// lists the edge's actions in a menu; false when the row has none.
  @discardableResult
  public func performFullSwipe(onRow row: Int, edge: SwipeEdge) -> Bool {
    guard let configuration = swipeActionsConfiguration(forRow: row, edge: edge),
      let first = configuration.actions.first
    else { return false }
    hideSwipeActions()
    if configuration.performsFirstActionWithFullSwipe {
      first.perform()
      return true
    }
    showSwipeActions(forRow: row, edge: edge)
    return true
  }

  // MARK: Keys

  /// Esc hides the actions shown and Enter runs the nearest; the
  /// full-swipe keys run (or show) an edge's actions.
  func handleSwipeKey(_ event: KeyEvent) -> Bool {
    if let revealed = swipe.revealed {
      if event == KeyEvent(.escape) {
        hideSwipeActions()
        return true
      }
      if event == KeyEvent(.enter), let action = swipe.view?.actions.first {
        hideSwipeActions()
        action.perform()
        return true
      }
      if let edge = Self.fullSwipeKeys[event], edge != revealed.edge {
        hideSwipeActions()
        return true
      }
      hideSwipeActions()
    }
    guard let edge = Self.fullSwipeKeys[event], let row = selectedRow, isEffectivelyEnabled else {
      return false
    }
    return performFullSwipe(onRow: row, edge: edge)
  }

  /// Shift-F10 or the Menu key on a row with swipe actions and no context
  /// menu of its own: a menu of the row's actions.
  func openRowActionsMenu(_ event: KeyEvent) -> Bool {
    guard Self.contextMenuKeys.contains(event), let row = selectedRow, let cell = cellForRow(at: row) else {
      return false
    }
    let elements = swipeActionMenuElements(forRow: row)
    guard !elements.isEmpty, let window = cell.window else { return false }
    let frame = cell.frameInWindow
    let source = Rect(origin: frame.origin + window.frame.origin, size: frame.size)
    return TermMenuController(menu: TermMenu(children: elements)).present(from: cell, sourceRect: source)
  }

  // MARK: Mouse

  /// A press on a row with actions starts a possible swipe; a sideways
  /// drag shows the actions of the edge it moves away from; a release
  /// past half the row's width runs the full-swipe action.
  func handleSwipeMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return false }
    switch event.kind {
    case .press(.left):
      hideSwipeActions()
      swipe.isSwiping = false
      swipe.dragOffset = 0
      swipe.dragStart = nil
      if let row = row(at: point),
        swipeActionsConfiguration(forRow: row, edge: .leading) != nil
          || swipeActionsConfiguration(forRow: row, edge: .trailing) != nil
      {
        swipe.dragStart = (row, point.x)
      }
      return false
    case .drag(.left):
      guard let start = swipe.dragStart, !isDraggingScrollIndicator else { return false }
      let offset = point.x - start.x
      guard swipe.isSwiping || abs(offset) >= 2 else { return false }
      swipe.isSwiping = true
      swipe.dragOffset = offset
      if offset == 0 {
        hideSwipeActions()
      } else {
        showSwipeActions(forRow: start.row, edge: offset < 0 ? .trailing : .leading)
      }
      return true
    case .release(.left):
      guard let start = swipe.dragStart, swipe.isSwiping else {
        swipe.dragStart = nil
        return false
      }
      swipe.dragStart = nil
      swipe.isSwiping = false
      let edge: SwipeEdge = swipe.dragOffset < 0 ? .trailing : .leading
      if abs(swipe.dragOffset) * 2 >= cellWidth,
        let configuration = swipeActionsConfiguration(forRow: start.row, edge: edge),
        configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first
      {
        hideSwipeActions()
        first.perform()
      }
      isDraggingScrollIndicator = false
      return true
    default:
      return false
    }
  }
}
