import TermBridgeTerminal
import TermBridgeWidgets

/// `.contextMenu { }`: a menu of the content's actions opened by a right
/// click on the view, or by Shift-F10 or the Menu key while it (or a view
/// in it) has the keys.
struct ContextMenuView<Content: View, MenuItems: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let menuItems: MenuItems

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> ContextMenuAttachment {
    ContextMenuAttachment(context: context)
  }

  func updateAttachment(_ attachment: ContextMenuAttachment, environment: EnvironmentValues) {
    let items = menuItems
    attachment.isEnabled = environment.isEnabled
    attachment.makeMenu = { TermMenu(children: menuElements(of: items, environment: environment)) }
  }
}

/// Keeps the key and mouse handlers that open the menu on the content's
/// widgets as they come and go.
@MainActor
final class ContextMenuAttachment: WidgetAttachment {
  /// The keys that open a context menu: Shift-F10, and the Menu key (which
  /// xterm and rxvt send as `CSI 29 ~`, decoded as F16).
  static let openingKeys = TermListView.contextMenuKeys

  var isEnabled = true
  /// Makes the menu when it opens (from the latest content, bindings read then).
  var makeMenu: (@MainActor () -> TermMenu)?
  private let context: WidgetAttachmentContext
  private weak var presented: TermMenuController?

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) {
    for widget in old { remove(from: widget) }
    for widget in context.widgets {
      widget.addKeyHandler(owner: self) { [weak self, weak widget] event in
        guard let self, let widget, Self.openingKeys.contains(event) else { return false }
        // Under the focused view when it is in the content; else (a list
        // offering the key to its current row) under the content.
        var focused = widget.window?.firstResponder
        if let view = focused, !view.isDescendant(of: widget) { focused = nil }
        return self.open(from: focused ?? widget, at: nil)
      }
      widget.addMouseHandler(owner: self) { [weak self, weak widget] event, point in
        guard let self, let widget else { return false }
        switch event.kind {
        case .press(.right): return self.isEnabled && self.makeMenu != nil
        case .release(.right): return self.open(from: widget, at: point)
        default: return false
        }
      }
    }
  }

  func willDetach() {
    for widget in context.widgets { remove(from: widget) }
    presented?.closeAll()
  }

  private func remove(from widget: TermView) {
    widget.removeKeyHandlers(owner: self)
    widget.removeMouseHandlers(owner: self)
  }

  /// The list and row `view` is in, when it is in a list's cell.
  private static func listRow(of view: TermView) -> (TermListView, Int)? {
    var current: TermView? = view
    while let candidate = current {
      if let cell = candidate as? TermListCell, let list = cell.superview as? TermListView,
        let row = list.row(for: cell)
      {
        return (list, row)
      }
      current = candidate.superview
    }
    return nil
  }

  /// Opens the menu under `point` in `view` (a click), or under `view` (a key).
  private func open(from view: TermView, at point: Point?) -> Bool {
    guard isEnabled, presented == nil, var menu = makeMenu?(), let window = view.window else { return false }
    // In a list row with swipe actions, they come first.
    if let (list, row) = Self.listRow(of: view) {
      let actions = list.swipeActionMenuElements(forRow: row)
      if !actions.isEmpty {
        menu = TermMenu(children: actions + [TermMenu(options: .displayInline, children: [])] + menu.children)
      }
    }
    let frame = view.frameInWindow
    let origin = frame.origin + window.frame.origin
    // A click's menu starts on the clicked row: the source is the row above it.
    let source =
      point.map { Rect(x: origin.x + $0.x, y: origin.y + $0.y - 1, width: 1, height: 1) }
      ?? Rect(origin: origin, size: frame.size)
    let controller = TermMenuController(menu: menu)
    guard controller.present(from: view, sourceRect: source) else { return false }
    presented = controller
    return true
  }
}

extension View {
  /// Adds a context menu, like SwiftUI's `contextMenu(menuItems:)`: a right
  /// click on the view, or Shift-F10 or the Menu key while it has the keys,
  /// opens a popup of `menuItems` (the same entries as a `Menu`'s).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    ContextMenuView(wrapped: self, menuItems: menuItems())
  }
}
