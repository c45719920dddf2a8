import TermBridgeTerminal
import TermBridgeWidgets

/// Refreshes the content of the view it was read in, like SwiftUI's
/// `RefreshAction`: read `@Environment(\.refresh)` and call it
/// (`await refresh?()`). A `List` below `.refreshable` runs it when the
/// user asks.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it is done.
  public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh of the view's content, like SwiftUI's `refresh`: set by
  /// `.refreshable`, nil where nothing refreshes.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Lets the user refresh the content, like SwiftUI's
  /// `refreshable(action:)`: sets `\.refresh`, and a `List` inside runs
  /// `action` on Ctrl-R or F5, on the wheel scrolled up (or a drag down
  /// from its first line) while it is at its top; while the action runs a
  /// spinner line ("Refreshing…") covers the list's top line.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// Gives `list` a refresh control that runs the environment's refresh, or
/// takes it away when there is none.
@MainActor
func updateRefreshControl(of list: TermListView, environment: EnvironmentValues) {
  guard let refresh = environment.refresh else {
    list.refreshControl = nil
    return
  }
  let control = list.refreshControl ?? TermRefreshControl()
  control.onRefresh = { [weak control] in
    Task { @MainActor in
      await refresh()
      control?.endRefreshing()
    }
  }
  list.refreshControl = control
}
