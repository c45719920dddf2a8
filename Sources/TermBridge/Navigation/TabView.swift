import TermBridgeTerminal
import TermBridgeWidgets

/// Tabs of views with a bar to switch between them, like SwiftUI's
/// `TabView`. Each view of the content is a tab: its `.tabItem { }` (a
/// `Label` or `Text`) names it in the bar, its `.tag(_:)` is the value the
/// selection takes; `Tab("Title", systemImage:, value:) { }` says both.
///
/// The terminal mapping: a ``TermTabBarController`` — the bar is the top
/// row; Alt-1 … Alt-9, Ctrl-PgUp / Ctrl-PgDn and clicks switch tabs. A tab
/// without an item is named "Tab N"; one without a tag is selected by its
/// position. The tabs fill the space they are offered.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  private let selection: Binding<SelectionValue>?
  private let content: Content
  @State private var ownSelection: AnyHashable? = nil

  /// Tabs whose selected one is `selection` (the tabs' tags).
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The tabs in a `TermTabBarController`: each view of the content, named by its `.tabItem` and
  /// selected by its `.tag`.
  public var body: some View {
    let items = viewListItems(of: content)
    let tabs = items.enumerated().map { index, item in
      let parts = item.traits[TabItemTraitKey.self].map(labelParts(of:))
      return TabContent(
        tag: item.traits[TagTraitKey.self] ?? AnyHashable(index),
        item: TermTabBarItem(
          title: parts?.title ?? "Tab \(index + 1)", image: parts?.icon,
          badgeValue: item.traits[BadgeTraitKey.self]),
        view: AnyView(item.view))
    }
    let selection = self.selection
    let own = $ownSelection
    let selected = Binding<AnyHashable?>(
      get: { selection.map { AnyHashable($0.wrappedValue) } ?? own.wrappedValue },
      set: { tag in
        if let selection {
          if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
        } else {
          own.wrappedValue = tag
        }
      })
    return TabViewRepresentable(tabs: tabs, selection: selected)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection (the first tab at first).
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension View {
  /// How the enclosing `TabView`'s bar names this tab: a `Label` or `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    trait(TabItemTraitKey.self, AnyView(label()))
  }
}

/// One tab of a `TabView`, like SwiftUI's `Tab`: its title, image and
/// selection value in one place.
public struct Tab<Value: Hashable, Content: View>: View {
  private let title: String
  private let systemImage: String?
  private let value: Value?
  private let content: Content

  /// A tab selected when the selection is `value`.
  public init(_ title: String, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> Content)
  {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// The content, named in the bar by the title and image and tagged with the value.
  public var body: some View {
    let item = content.tabItem {
      if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
    }
    return item.trait(TagTraitKey.self, value.map { AnyHashable($0) })
  }
}

extension Tab where Value == Never {
  /// A tab without a selection value (selected by its position).
  public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }
}

extension Tab: ViewTraitWriting {
  /// Its body, which writes the tab's item and tag.
  package var traitContent: any View { body }
  package func write(into traits: inout ViewTraits) {}
}

/// The `.tabItem` of a view.
enum TabItemTraitKey: ViewTraitKey {
  static var defaultValue: AnyView? { nil }
}

/// One tab as the representable sees it.
struct TabContent {
  let tag: AnyHashable
  let item: TermTabBarItem
  let view: AnyView
}

/// The controller representable behind `TabView`.
struct TabViewRepresentable: TermViewControllerRepresentable {
  let tabs: [TabContent]
  let selection: Binding<AnyHashable?>

  func makeCoordinator() -> TabViewCoordinator { TabViewCoordinator() }

  func makeTermViewController(context: Context) -> TermTabBarController {
    let controller = TermTabBarController()
    controller.delegate = context.coordinator
    return controller
  }

  func updateTermViewController(_ controller: TermTabBarController, context: Context) {
    context.coordinator.update(controller, tabs: tabs, selection: selection, environment: context.environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, controller: TermTabBarController, context: Context) -> Size?
  {
    proposal.replacingUnspecifiedDimensions(by: Size(width: 40, height: 12))
  }
}

/// Keeps a tab's hosting controller per tag, and the selection binding in
/// step with the user's choices.
@MainActor
final class TabViewCoordinator: TermTabBarControllerDelegate {
  private var hosts: [AnyHashable: TermHostingController<AnyView>] = [:]
  private var order: [AnyHashable] = []
  private var selection: Binding<AnyHashable?>?

  func update(
    _ controller: TermTabBarController, tabs: [TabContent], selection: Binding<AnyHashable?>,
    environment: EnvironmentValues
  ) {
    self.selection = selection
    // One tab per tag (a repeated tag is the same tab).
    var seen: Set<AnyHashable> = []
    let unique = tabs.filter { seen.insert($0.tag).inserted }
    var kept: [AnyHashable: TermHostingController<AnyView>] = [:]
    let controllers: [TermViewController] = unique.map { tab in
      let host: TermHostingController<AnyView>
      if let existing = hosts[tab.tag] {
        host = existing
        host.rootView = tab.view
      } else {
        host = TermHostingController(rootView: tab.view)
      }
      host.environment = environment
      kept[tab.tag] = host
      return host
    }
    hosts = kept
    let tags = unique.map(\.tag)
    if tags != order || controller.viewControllers.count != controllers.count {
      order = tags
      controller.setViewControllers(controllers)
    }
    for (tab, host) in zip(unique, controllers) { controller.setTabBarItem(tab.item, for: host) }
    let wanted = selection.wrappedValue.flatMap { tag in tags.firstIndex(of: tag) } ?? 0
    if !controllers.isEmpty, controller.selectedIndex != wanted { controller.selectedIndex = wanted }
  }

  func tabBarController(
    _ tabBarController: TermTabBarController, didSelect viewController: TermViewController
  ) {
    guard let index = tabBarController.viewControllers.firstIndex(where: { $0 === viewController }),
      index < order.count
    else { return }
    selection?.wrappedValue = order[index]
  }
}
