import Observation
import TermBridgeWidgets

/// What a ``NavigationStack`` shares with the views inside it: how links
/// push, and the destinations registered for value types.
@MainActor
@Observable
final class NavigationContext {
  /// Bumped when a value type gets its first destination, so screens
  /// waiting for one are built again.
  private(set) var destinationsVersion = 0
  @ObservationIgnored private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  @ObservationIgnored var pushValue: (AnyHashable) -> Void = { _ in }
  /// Pushes a view; the closure runs when it is popped (by the user, a
  /// path change or ``popView``). Returns an id for ``popView``.
  @ObservationIgnored var pushView: (AnyView, (@MainActor () -> Void)?) -> Int? = { _, _ in nil }
  /// Pops the view pushed with that id, and what is above it.
  @ObservationIgnored var popView: (Int) -> Void = { _ in }

  /// Registers (or replaces) how values of type `D` are shown.
  func register<D: Hashable, C: View>(_ type: D.Type, destination: @escaping (D) -> C) {
    let isNew = destinations[ObjectIdentifier(type)] == nil
    destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
    if isNew { destinationsVersion += 1 }
  }

  /// The view for `value`, nil while no destination is registered for its type.
  func destination(for value: AnyHashable) -> AnyView? {
    _ = destinationsVersion  // read: a destination registered later shows it
    return destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// The screen a view is on in a ``NavigationStack``: `.navigationTitle`
/// sets its controller's title, which the bar shows.
@MainActor
final class NavigationScreen {
  weak var controller: TermViewController?
  /// The screen's edit mode, which `EditButton` and `\.editMode` share.
  let editMode = EditModeStore()
  /// The hosting views the screen's toolbar shows content in that is not
  /// a button (see `ToolbarHosts`).
  var toolbarHosts: [TermHostingView<AnyView>] = []
  init(controller: TermViewController?) { self.controller = controller }
}

struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}

struct NavigationScreenKey: EnvironmentKey {
  static let defaultValue: NavigationScreen? = nil
}

extension EnvironmentValues {
  /// The stack the view is in, if any.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }

  /// The screen of the stack the view is on, if any.
  var navigationScreen: NavigationScreen? {
    get { self[NavigationScreenKey.self] }
    set { self[NavigationScreenKey.self] = newValue }
  }
}
