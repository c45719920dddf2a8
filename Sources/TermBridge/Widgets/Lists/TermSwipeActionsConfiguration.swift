import TermBridgeTerminal

/// An action a list row offers when it is swiped, like UIKit's
/// `UIContextualAction`: a title, a style (a destructive one is drawn
/// red), an optional background colour and a handler.
@MainActor
public final class TermContextualAction {
  /// How the action looks, like `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable {
    /// Drawn in its ``TermContextualAction/backgroundColor`` (else grey).
    case normal
    /// Deletes or loses something: drawn red unless given another colour.
    case destructive
  }

  /// How the action looks.
  public let style: Style
  /// The text on the action's button.
  public var title: String
  /// The button's colour; nil takes the style's (red, or grey).
  public var backgroundColor: TermColor?
  let handler: @MainActor () -> Void

  /// An action titled `title` that calls `handler` when chosen.
  public init(style: Style, title: String, handler: @escaping @MainActor () -> Void) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// The colour the action's button is drawn in under the ``TermTheme/dark`` theme.
  public var resolvedBackgroundColor: TermColor { resolvedBackgroundColor(in: .dark) }

  /// The colour the action's button is drawn in under `theme`: its own,
  /// else the theme's destructive colour or its secondary grey.
  public func resolvedBackgroundColor(in theme: TermTheme) -> TermColor {
    backgroundColor ?? (style == .destructive ? theme.destructive : theme.secondaryText)
  }

  /// Runs the handler, as choosing the action does.
  public func perform() { handler() }
}

/// The actions of one edge of a list row, like UIKit's
/// `UISwipeActionsConfiguration`: the first is the one a full swipe runs.
@MainActor
public struct TermSwipeActionsConfiguration {
  /// The actions, the first nearest the row's edge.
  public var actions: [TermContextualAction]
  /// Whether a full swipe (a drag past half the row, or the full-swipe
  /// key) runs the first action; when false it shows the actions.
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [TermContextualAction]) { self.actions = actions }
}

extension TermListView {
  /// The edge of a row whose actions show, like the two swipe directions
  /// of `UITableView`: a drag to the left shows the trailing actions.
  public enum SwipeEdge: Hashable, Sendable {
    /// The start of the row (a drag to the right).
    case leading
    /// The end of the row (a drag to the left).
    case trailing
  }
}
