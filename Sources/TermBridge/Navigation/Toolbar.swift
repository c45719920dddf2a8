import TermBridgeTerminal
import TermBridgeWidgets

/// Where a toolbar item goes, like SwiftUI's `ToolbarItemPlacement`.
///
/// The terminal mapping: `.navigation` and `.cancellationAction` items go
/// on the left of the navigation bar (after the back hint), every other
/// placement on the right; a terminal has no bottom bar, so `.bottomBar`
/// and `.status` items join the right side too.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let isLeading: Bool
  /// Where the bar puts it: the right side.
  public static let automatic = ToolbarItemPlacement(isLeading: false)
  /// The screen's main action: the right side.
  public static let primaryAction = ToolbarItemPlacement(isLeading: false)
  /// Confirms (Save, Done): the right side.
  public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
  /// Deletes or loses something: the right side.
  public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
  /// Cancels: the left side.
  public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
  /// Moves elsewhere: the left side, after the back hint.
  public static let navigation = ToolbarItemPlacement(isLeading: true)
  /// A bottom bar on iOS: the right side here (there is no bottom bar).
  public static let bottomBar = ToolbarItemPlacement(isLeading: false)
  /// Status on macOS: the right side here.
  public static let status = ToolbarItemPlacement(isLeading: false)
}

/// One item of a `.toolbar`, like SwiftUI's `ToolbarItem`: its buttons
/// become buttons of the navigation bar.
public struct ToolbarItem<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement` made of `content`'s buttons.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The content as is: `.toolbar` takes the item's buttons into the navigation bar, so the body
  /// shows only where the item is used outside a toolbar.
  public var body: some View { content }
}

/// Several toolbar items at one placement, like SwiftUI's
/// `ToolbarItemGroup`. In a terminal's bar an item and a group are the same
/// thing (each view of the content is one bar item, shown in order), so a
/// group is a ``ToolbarItem``.
public typealias ToolbarItemGroup<Content: View> = ToolbarItem<Content>

@MainActor
protocol ToolbarContentItem {
  var toolbarPlacement: ToolbarItemPlacement { get }
  var toolbarContent: any View { get }
}

extension ToolbarItem: ToolbarContentItem {
  var toolbarPlacement: ToolbarItemPlacement { placement }
  var toolbarContent: any View { content }
}

extension View {
  /// Buttons in the navigation bar while this view's screen is on top:
  /// `ToolbarItem`s, `ToolbarItemGroup`s or plain `Button`s and
  /// `NavigationLink`s (on the right).
  /// Each shows its keyboard shortcut, which works while it is shown.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ToolbarView(content: self, toolbar: content())
  }
}

/// Sets the bar items of the screen it is on: a `Button` (or an
/// `EditButton`) becomes a bar button, a `NavigationLink` a bar button that
/// pushes, and any other content (a `Menu`, a `Toggle`, a `Picker`, a
/// `Text`, a `Label`, a view of the app's) is shown in the bar as it is,
/// hosted with the screen's environment.
struct ToolbarView<Content: View, Toolbar: View>: View {
  let content: Content
  let toolbar: Toolbar
  @Environment(\.navigationScreen) private var screen
  @Environment(\.editMode) private var editMode
  @Environment(\.navigationContext) private var context
  @Environment(\.self) private var environment

  var body: some View {
    if let screen, let controller = screen.controller {
      var leading: [TermBarButtonItem] = []
      var trailing: [TermBarButtonItem] = []
      var hosts = ToolbarHosts(screen: screen, environment: environment)
      for item in viewListItems(of: toolbar) {
        let toolbarItem = item.view as? any ToolbarContentItem
        let placement = toolbarItem?.toolbarPlacement ?? .automatic
        let inner = toolbarItem?.toolbarContent ?? item.view
        let barItems = barButtonItems(of: inner, context: context, editMode: editMode) {
          hosts.item(showing: $0)
        }
        if placement.isLeading { leading += barItems } else { trailing += barItems }
      }
      hosts.finish()
      controller.navigationItem.setLeftItems(leading)
      controller.navigationItem.setRightItems(trailing)
    }
    return content
  }
}

/// The hosting views a screen's toolbar shows its other content in, kept
/// from one update to the next (by position) so the content keeps its
/// state and the bar its items.
@MainActor
struct ToolbarHosts {
  let screen: NavigationScreen
  let environment: EnvironmentValues
  private var used = 0

  init(screen: NavigationScreen, environment: EnvironmentValues) {
    self.screen = screen
    self.environment = environment
  }

  /// A bar item showing `view`, in the next of the screen's hosts.
  mutating func item(showing view: any View) -> TermBarButtonItem {
    let host: TermHostingView<AnyView>
    if used < screen.toolbarHosts.count {
      host = screen.toolbarHosts[used]
    } else {
      host = TermHostingView(rootView: AnyView(EmptyView()))
      screen.toolbarHosts.append(host)
    }
    used += 1
    host.environment = environment
    host.rootView = AnyView(view)
    return TermBarButtonItem(customView: host)
  }

  /// Takes down the hosts no longer used (content the toolbar dropped).
  func finish() {
    guard used < screen.toolbarHosts.count else { return }
    for host in screen.toolbarHosts[used...] {
      host.removeFromSuperview()
      host.tearDown()
    }
    screen.toolbarHosts.removeSubrange(used...)
  }
}

/// The bar buttons `content` makes: one for each `Button`, and for each
/// `NavigationLink` (which pushes); other content is given to `custom`
/// (dropped when there is none).
@MainActor
func barButtonItems(
  of content: any View, context: NavigationContext?, editMode: Binding<EditMode>? = nil,
  custom: ((any View) -> TermBarButtonItem)? = nil
) -> [TermBarButtonItem] {
  var items: [TermBarButtonItem] = []
  for item in viewListItems(of: content) {
    // An `EditButton` acts on the edit mode of the screen it is shown for.
    let resolved =
      item.view is EditButton ? ResolvedEditButton(mode: editMode) : item.view as? any ButtonParts
    if let button = resolved {
      items.append(
        TermBarButtonItem(
          title: button.buttonTitle, keyboardShortcut: button.buttonShortcut,
          isDestructive: button.buttonRole == .destructive, action: button.buttonAction))
    } else if let link = item.view as? any BarItemConvertible, let barItem = link.barItem(context: context) {
      items.append(barItem)
    } else if let custom {
      items.append(custom(item.view))
    }
  }
  return items
}
