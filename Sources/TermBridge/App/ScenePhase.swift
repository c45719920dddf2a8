import TermBridgeWidgets

/// Whether the app is in front, like SwiftUI's `ScenePhase`: read it with
/// `@Environment(\.scenePhase)`.
public enum ScenePhase: Hashable, Sendable {
  /// Suspended (Ctrl-Z), until `fg` continues it.
  case background
  /// On screen, but the terminal window does not have focus (mode 1004).
  case inactive
  /// On screen with focus; also where the terminal does not report focus.
  case active

  /// The phase for an application state.
  init(_ state: TermApplication.State) {
    switch state {
    case .active: self = .active
    case .inactive: self = .inactive
    case .background: self = .background
    }
  }
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// Whether the app is active, inactive (its terminal window lost focus)
  /// or in the background (suspended), like SwiftUI's `scenePhase`.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// This environment with the application's state filled in where it was
  /// not set: ``scenePhase`` from its state, ``theme`` from its theme,
  /// ``colorScheme`` from its terminal's background, the size classes from
  /// its screen's size.
  @MainActor
  func withApplicationState(of application: TermApplication?) -> EnvironmentValues {
    guard let application else { return self }
    var environment = self
    if !contains(ScenePhaseKey.self) { environment.scenePhase = ScenePhase(application.applicationState) }
    let screen = application.screen.size
    if !contains(HorizontalSizeClassKey.self) {
      environment.horizontalSizeClass = .horizontal(columns: screen.width)
    }
    if !contains(VerticalSizeClassKey.self) { environment.verticalSizeClass = .vertical(rows: screen.height) }
    if !contains(ThemeKey.self), let theme = application.theme { environment.theme = theme }
    if !contains(ColorSchemeKey.self) {
      switch application.userInterfaceStyle {
      case .light: environment.colorScheme = .light
      case .dark: environment.colorScheme = .dark
      case .unspecified: break
      }
    }
    return environment
  }
}
