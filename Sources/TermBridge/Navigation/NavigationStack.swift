import TermBridgeTerminal
import TermBridgeWidgets

/// A stack of screens with a title bar, like SwiftUI's `NavigationStack`:
/// the root view, and above it what `NavigationLink`s push, by value (the
/// path) or by view.
///
/// The terminal mapping: each screen is hosted in a controller of a
/// ``TermNavigationController``, whose bar shows the screen's
/// `.navigationTitle` and `‹ ` with the title below it; Esc or Alt-Left (or
/// a click on the hint) pops, as does `@Environment(\.dismiss)` in a pushed
/// screen or a change of `path`. A pushed screen's first control gets the
/// keys; a pop gives them back to where they were. The stack fills the
/// space it is offered.
public struct NavigationStack<Root: View>: View {
  @State private var ownPath = NavigationPath()
  private let boundPath: Binding<NavigationPath>?
  private let root: Root

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    boundPath = nil
    self.root = root()
  }

  /// A stack whose pushed values are `path`: pushing and popping change it,
  /// and changing it pushes and pops.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    boundPath = path
    self.root = root()
  }

  /// A stack whose pushed values are the elements of `path`, all of one type.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    boundPath = Binding(
      get: { NavigationPath(path.wrappedValue) },
      set: { newPath in path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element }) })
    self.root = root()
  }

  /// The root in a `TermNavigationController`, with the screens of the path (and of links that push
  /// views) above it.
  public var body: some View {
    NavigationStackView(root: AnyView(root), path: boundPath ?? $ownPath)
  }
}

/// The controller representable behind `NavigationStack`.
struct NavigationStackView: TermViewControllerRepresentable {
  let root: AnyView
  let path: Binding<NavigationPath>

  func makeCoordinator() -> NavigationStackCoordinator { NavigationStackCoordinator() }

  func makeTermViewController(context: Context) -> TermNavigationController {
    let navigation = TermNavigationController()
    navigation.delegate = context.coordinator
    context.coordinator.navigation = navigation
    return navigation
  }

  func updateTermViewController(_ navigation: TermNavigationController, context: Context) {
    context.coordinator.update(root: root, path: path, environment: context.environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, controller: TermNavigationController, context: Context)
    -> Size?
  {
    proposal.replacingUnspecifiedDimensions(by: Size(width: 40, height: 12))
  }
}

/// Keeps the navigation controller's stack in step with the path and the
/// views pushed by links, and the path in step with pops by the user.
@MainActor
final class NavigationStackCoordinator: TermNavigationControllerDelegate {
  weak var navigation: TermNavigationController?
  let context = NavigationContext()

  /// What one pushed screen shows.
  private enum Entry: Equatable {
    case value(AnyHashable)
    case view(Int)
  }

  private final class Screen {
    let entry: Entry
    let controller: TermHostingController<AnyView>
    let place: NavigationScreen
    /// The parent's update whose root view and environment the screen has.
    var generation: Int

    init(entry: Entry, controller: TermHostingController<AnyView>, place: NavigationScreen, generation: Int) {
      self.entry = entry
      self.controller = controller
      self.place = place
      self.generation = generation
    }
  }

  /// Counts the updates from the stack's parent (a new root view and
  /// environment): a screen under the top is brought up to date when it is
  /// shown again, not on every update, so a push costs the screens it adds.
  private var generation = 0

  private var root: Screen?
  private var screens: [Screen] = []
  /// The path's values as last applied.
  private var values: [AnyHashable] = []
  /// Screens pushed by view (`NavigationLink(destination:)`), above the values.
  private var viewPushes: [(id: Int, view: AnyView, onPop: (@MainActor () -> Void)?)] = []
  private var nextViewID = 0
  private var path: Binding<NavigationPath>?
  private var environment = EnvironmentValues()
  private var isApplying = false

  func update(root rootView: AnyView, path: Binding<NavigationPath>, environment: EnvironmentValues) {
    self.path = path
    self.environment = environment
    context.pushValue = { [weak self] value in self?.push(value: value) }
    context.pushView = { [weak self] view, onPop in self?.push(view: view, onPop: onPop) }
    context.popView = { [weak self] id in self?.pop(viewID: id) }
    let newValues = path.wrappedValue.elements
    if newValues != values {
      // A path set from outside: screens pushed by view were above the old one.
      values = newValues
      let popped = viewPushes
      viewPushes.removeAll()
      for push in popped { push.onPop?() }
    }
    apply(rootView: rootView)
  }

  private func push(value: AnyHashable) {
    values.append(value)
    path?.wrappedValue = NavigationPath(erased: values)
    apply(rootView: nil)
  }

  private func push(view: AnyView, onPop: (@MainActor () -> Void)?) -> Int {
    nextViewID += 1
    viewPushes.append((nextViewID, view, onPop))
    apply(rootView: nil)
    return nextViewID
  }

  /// Pops the screen pushed by view with `id`, and those above it.
  private func pop(viewID: Int) {
    guard let index = viewPushes.firstIndex(where: { $0.id == viewID }) else { return }
    pop(from: values.count + index)
  }

  /// Pops the screens from position `index` (0: the first pushed) up.
  private func pop(from index: Int) {
    guard index < screens.count else { return }
    let keptValues = min(index, values.count)
    let keptPushes = max(0, index - values.count)
    let popped = viewPushes.dropFirst(keptPushes)
    viewPushes = Array(viewPushes.prefix(keptPushes))
    if keptValues < values.count {
      values = Array(values.prefix(keptValues))
      path?.wrappedValue = NavigationPath(erased: values)
    }
    apply(rootView: nil)
    for push in popped.reversed() { push.onPop?() }
  }

  /// Brings the navigation controller's stack up to date. With `rootView`
  /// (an update from the stack's parent) the root and the top screen get
  /// the new root view and environment, and the screens between them when
  /// they are shown again; a push or a pop only sets up the screens it
  /// adds, and the screen it uncovers.
  private func apply(rootView: AnyView?) {
    guard let navigation else { return }
    if rootView != nil { generation += 1 }
    let rootScreen: Screen
    if let root {
      rootScreen = root
      if let rootView {
        root.controller.rootView = rootView
        root.controller.environment = screenEnvironment(root, position: nil)
        root.generation = generation
      }
    } else {
      let controller = TermHostingController(rootView: rootView ?? AnyView(EmptyView()))
      rootScreen = Screen(
        entry: .view(0), controller: controller, place: NavigationScreen(controller: controller),
        generation: generation)
      rootScreen.controller.environment = screenEnvironment(rootScreen, position: nil)
      root = rootScreen
    }

    let count = values.count + viewPushes.count
    var updated: [Screen] = []
    updated.reserveCapacity(count)
    for position in 0..<count {
      let entry: Entry =
        position < values.count ? .value(values[position]) : .view(viewPushes[position - values.count].id)
      if position < screens.count, screens[position].entry == entry {
        updated.append(screens[position])
        continue
      }
      let content =
        position < values.count
        ? AnyView(NavigationDestinationResolver(value: values[position]))
        : viewPushes[position - values.count].view
      let controller = TermHostingController(rootView: content)
      let screen = Screen(
        entry: entry, controller: controller, place: NavigationScreen(controller: controller),
        generation: generation)
      screen.controller.environment = screenEnvironment(screen, position: position)
      // Built now, though it may be under the top: its title is in its
      // body, and the bar's back hint shows it.
      screen.controller.hostingView.updateNow()
      updated.append(screen)
    }
    screens = updated
    if let top = screens.last, top.generation != generation {
      refresh(top, position: screens.count - 1)
    }
    let current = navigation.viewControllers
    var same = current.count == screens.count + 1 && current.first === rootScreen.controller
    if same {
      for index in screens.indices where current[index + 1] !== screens[index].controller {
        same = false
        break
      }
    }
    if !same {
      isApplying = true
      navigation.setViewControllers([rootScreen.controller] + screens.map(\.controller))
      isApplying = false
    }
  }

  /// Gives a screen the stack's current environment (and a value's screen
  /// its destination again: the registered destinations may have changed).
  private func refresh(_ screen: Screen, position: Int) {
    screen.generation = generation
    if case .value(let value) = screen.entry {
      screen.controller.rootView = AnyView(NavigationDestinationResolver(value: value))
    }
    screen.controller.environment = screenEnvironment(screen, position: position)
  }

  /// The stack's environment, with the stack, the screen, and (for a pushed
  /// screen) a dismiss action that pops it.
  private func screenEnvironment(_ screen: Screen, position: Int?) -> EnvironmentValues {
    var screenValues = environment
    screenValues.navigationContext = context
    screenValues.navigationScreen = screen.place
    screenValues.editModeStore = screen.place.editMode
    if let position {
      screenValues.dismiss = DismissAction(id: ObjectIdentifier(screen.controller).hashValue) { [weak self] in
        self?.pop(from: position)
      }
      screenValues.isPresented = true
    }
    return screenValues
  }

  func navigationController(
    _ navigationController: TermNavigationController, didShow viewController: TermViewController
  ) {
    // The user popped (Esc, Alt-Left, the back hint): follow with the path.
    guard !isApplying else { return }
    let shown = navigationController.viewControllers.count - 1
    if shown < screens.count { pop(from: max(0, shown)) }
  }
}

/// A pushed value's screen: the destination registered for its type, once
/// there is one.
struct NavigationDestinationResolver: View {
  let value: AnyHashable
  @Environment(\.navigationContext) var context

  var body: some View {
    context?.destination(for: value)
      ?? AnyView(Text("No navigationDestination(for: \(String(describing: type(of: value.base))).self)"))
  }
}
