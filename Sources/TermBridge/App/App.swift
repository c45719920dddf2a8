import TermBridgeTerminal
import TermBridgeWidgets

/// A declarative app's entry point, like SwiftUI's `App`: mark a type with
/// `@main`, give it a `body` — a ``WindowGroup``, or a view as a
/// shorthand — and it runs full-screen in the terminal.
///
/// ```swift
/// @main
/// struct Hello: App {
///   var body: some Scene {
///     WindowGroup { Text("Hello, terminal!").border() }
///   }
/// }
/// ```
@MainActor
public protocol App {
  /// A `Scene` or a `View`.
  associatedtype Body
  init()
  /// The app's scenes (or, as a shorthand, its one view).
  @SceneBuilder var body: Body { get }
}

extension App where Body: Scene {
  /// Runs the app: its window group's content fills the screen until
  /// Ctrl-Q, under a menu bar when its scenes declare commands.
  /// `TERMBRIDGE_LENGTH_UNIT` is read first, before the terminal starts,
  /// so a bad value is reported on the standard error where it shows.
  public static func main() {
    _ = LengthUnit.standard
    runScene(Self().body)
  }
}

@MainActor
private func runScene(_ scene: some Scene) -> Never {
  TermApplication.run { application in
    makeSceneWindow(scene).makeKeyAndVisible(in: application)
  }
}

/// The window of an app's scenes: the window group's content with scene
/// storage of its own and, when the scenes declare commands, a menu bar
/// on the top line whose app menu is titled `appName` (the program's
/// name by default).
@MainActor
package func makeSceneWindow(_ scene: some Scene, appName: String? = nil) -> TermWindow {
  let parts = SceneParts(scene)
  let window = TermWindow()
  let controller = TermHostingController(rootView: parts.root ?? AnyView(EmptyView()))
  controller.environment.sceneStorage = SceneStorageStore()
  window.rootViewController = controller
  if !parts.commands.isEmpty {
    let name = appName ?? String(CommandLine.arguments.first?.split(separator: "/").last ?? "App")
    window.menuBar = CommandsMenuBar(commands: parts.commands, settings: parts.settings, appName: name)
  }
  return window
}

extension App where Body: View {
  /// Runs the app: its body fills the screen until Ctrl-Q
  /// (`TERMBRIDGE_LENGTH_UNIT` read first, as for a scene).
  public static func main() {
    _ = LengthUnit.standard
    runApp(Self().body)
  }
}

@MainActor
private func runApp(_ root: some View) -> Never {
  TermApplication.run { application in
    let window = TermWindow()
    let controller = TermHostingController(rootView: root)
    // The window group's own scene storage, for the run.
    controller.environment.sceneStorage = SceneStorageStore()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
  }
}
