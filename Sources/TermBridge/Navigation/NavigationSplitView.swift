import TermBridgeTerminal
import TermBridgeWidgets

/// A sidebar, an optional middle column and a detail, like SwiftUI's
/// `NavigationSplitView`, over a ``TermSplitViewController``.
///
/// The terminal mapping: side by side when the split has at least 80
/// columns, with a line between them; narrower, one column at a time, as
/// a stack: Enter not handled in a column (after choosing a row of a
/// sidebar `List`) shows the next column, Esc or Alt-Left the previous.
/// Every column sees the split's environment.
///
/// Each column is a navigation stack, as in SwiftUI: a column's
/// `.navigationTitle` and `.toolbar` show in a bar at its top (none when it
/// has neither), a `NavigationLink` in a column shows its destination in
/// the next column, and one in the detail pushes there.
///
/// With `columnVisibility`, setting `.detailOnly` shows the detail while one
/// column shows at a time, and `.all` or `.doubleColumn` the sidebar (or
/// the middle column); side by side every column stays visible.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
  }

  /// Three columns, with which are visible bound to `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  /// The columns, each in a stack, in a `TermSplitViewController`.
  public var body: some View {
    NavigationViewColumns(
      columns: [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)],
      visibility: columnVisibility?.wrappedValue)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    columnVisibility = nil
  }

  /// Two columns, with which are visible bound to `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
}

/// Which columns of a ``NavigationSplitView`` are visible, like SwiftUI's
/// `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  private enum Kind: String, Hashable, Codable, Sendable {
    case automatic, all, doubleColumn, detailOnly
  }

  private let kind: Kind

  /// As the split decides.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The detail and the column before it.
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// The detail alone.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// The controller representable behind `NavigationSplitView`.
struct NavigationSplitRepresentable: TermViewControllerRepresentable {
  let columns: [AnyView]
  var visibility: NavigationSplitViewVisibility? = nil

  func makeCoordinator() -> NavigationSplitCoordinator { NavigationSplitCoordinator() }

  func makeTermViewController(context: Context) -> TermSplitViewController {
    let split = TermSplitViewController()
    let hosts = columns.map { TermHostingController(rootView: $0) }
    context.coordinator.hosts = hosts
    context.coordinator.split = split
    split.setViewControllers(hosts)
    updateTermViewController(split, context: context)
    return split
  }

  func updateTermViewController(_ split: TermSplitViewController, context: Context) {
    let coordinator = context.coordinator
    for (index, (host, column)) in zip(coordinator.hosts, columns).enumerated() {
      var environment = context.environment
      // A row chosen in a column (Enter on a sidebar `List` row) shows the next.
      if index + 1 < columns.count {
        environment.showNextColumn = ShowNextColumnAction { [weak coordinator] in
          coordinator?.showColumn(after: index)
        }
      }
      host.environment = environment
      host.rootView = column
    }
    if let visibility, visibility != coordinator.visibility {
      coordinator.visibility = visibility
      switch visibility {
      case .detailOnly: split.show(.secondary)
      case .doubleColumn: split.show(split.columns.count == 3 ? .supplementary : .primary)
      case .all: split.show(.primary)
      default: break
      }
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, controller: TermSplitViewController, context: Context)
    -> Size?
  {
    proposal.replacingUnspecifiedDimensions(by: Size(width: 80, height: 24))
  }
}

/// Holds each column's hosting controller.
@MainActor
final class NavigationSplitCoordinator {
  var hosts: [TermHostingController<AnyView>] = []
  weak var split: TermSplitViewController?
  /// The visibility last applied.
  var visibility: NavigationSplitViewVisibility?

  func showColumn(after index: Int) {
    guard let split, index + 1 < split.columns.count else { return }
    split.show(split.columns[index + 1])
  }
}

/// Shows the column after the one a view is in (set by a split view).
struct ShowNextColumnAction {
  let action: @MainActor () -> Void
}

struct ShowNextColumnKey: EnvironmentKey {
  static let defaultValue: ShowNextColumnAction? = nil
}

extension EnvironmentValues {
  var showNextColumn: ShowNextColumnAction? {
    get { self[ShowNextColumnKey.self] }
    set { self[ShowNextColumnKey.self] = newValue }
  }
}
