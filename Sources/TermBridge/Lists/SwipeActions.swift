import TermBridgeTerminal
import TermBridgeWidgets

/// `.swipeActions(edge:allowsFullSwipe:content:)` on a list row: the
/// buttons of `content` become the row's actions at `edge` (a
/// ``TermContextualAction`` each, registered on the row's
/// ``TermListCell``). The list shows them on a sideways drag, runs the
/// first on a full drag or the full-swipe key, and lists them in the row's
/// menu (Shift-F10, the Menu key, a right click).
struct SwipeActionsView<Content: View, Actions: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> SwipeActionsAttachment {
    SwipeActionsAttachment(context: context)
  }

  func updateAttachment(_ attachment: SwipeActionsAttachment, environment: EnvironmentValues) {
    var configuration = TermSwipeActionsConfiguration(
      actions: swipeActionItems(of: actions, environment: environment))
    configuration.performsFirstActionWithFullSwipe = allowsFullSwipe
    attachment.edge = edge == .leading ? .leading : .trailing
    attachment.configuration = configuration.actions.isEmpty ? nil : configuration
  }
}

/// The row actions of a swipe-actions content: each `Button` (through
/// environment modifiers such as `.tint` and `.disabled`, and groups and
/// `ForEach`) an action, destructive for `role: .destructive`, coloured by
/// its tint. A disabled button is left out.
@MainActor
func swipeActionItems(of content: any View, environment: EnvironmentValues) -> [TermContextualAction] {
  viewListItems(of: content).flatMap { item -> [TermContextualAction] in
    let view = item.view
    if let modifier = view as? any MenuEnvironmentModifying {
      var inner = environment
      modifier.transformEnvironment(&inner)
      return swipeActionItems(of: modifier.menuWrapped, environment: inner)
    }
    guard let button = view as? any ButtonParts, environment.isEnabled else { return [] }
    let action = TermContextualAction(
      style: button.buttonRole == .destructive ? .destructive : .normal, title: button.buttonTitle,
      handler: button.buttonAction)
    action.backgroundColor = environment.tint?.termColor
    return [action]
  }
}

/// Registers the actions on the list cell the content is in, following it
/// as the content moves (a reused cell) and leaving it on detach.
@MainActor
final class SwipeActionsAttachment: WidgetAttachment {
  var edge = TermListView.SwipeEdge.trailing
  var configuration: TermSwipeActionsConfiguration? {
    didSet { register() }
  }
  private let context: WidgetAttachmentContext
  private weak var cell: TermListCell?

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) { register() }
  func didLayOut() { register() }

  func willDetach() {
    cell?.setSwipeActions(nil, for: .leading, owner: self)
    cell?.setSwipeActions(nil, for: .trailing, owner: self)
    cell = nil
  }

  private func register() {
    let found = context.widgets.lazy.compactMap { Self.enclosingCell(of: $0) }.first
    if found !== cell { willDetach() }
    cell = found
    let other: TermListView.SwipeEdge = edge == .leading ? .trailing : .leading
    found?.setSwipeActions(nil, for: other, owner: self)
    found?.setSwipeActions(configuration, for: edge, owner: self)
  }

  private static func enclosingCell(of view: TermView) -> TermListCell? {
    var current: TermView? = view
    while let view = current {
      if let cell = view as? TermListCell { return cell }
      current = view.superview
    }
    return nil
  }
}

extension View {
  /// Gives a list row actions at `edge`, like SwiftUI's
  /// `swipeActions(edge:allowsFullSwipe:content:)`: `content`'s buttons.
  /// A drag on the row to the left shows the trailing actions as buttons
  /// at its end (to the right the leading ones at its start), a click runs
  /// one, and letting go past half the row runs the first when
  /// `allowsFullSwipe`. From the keys: Ctrl-Left or Shift-Delete run the
  /// first trailing action, Ctrl-Right the first leading one (or show the
  /// edge's buttons without a full swipe: Enter runs the nearest, Esc
  /// hides them), and Shift-F10 or the Menu key list all of the row's
  /// actions, before its context menu's. `Button(role: .destructive)` is
  /// red; `.tint(_:)` on a button colours it.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    SwipeActionsView(wrapped: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
  }
}
