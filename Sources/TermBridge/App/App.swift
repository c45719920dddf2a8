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
  /// Where the app draws: full-screen (the default), or inline below the
  /// shell prompt (`.inline(height: .fixed(8))`, `.inline(height:
  /// .content(max: 12))`). Not in SwiftUI (an app's window is the system's
  /// there); `TERMBRIDGE_INLINE=<rows>` overrides it.
  static var terminalPresentation: TerminalSession.Presentation { get }
}

extension App {
  /// Full-screen, unless the app says otherwise.
  public static var terminalPresentation: TerminalSession.Presentation { .fullScreen }

  /// The session options the app runs with.
  static var sessionOptions: TerminalSession.Options {
    var options = TerminalSession.Options()
    options.presentation = terminalPresentation
    return options
  }
}

extension App where Body: Scene {
  /// Runs the app: its window group's content fills the screen until
  /// Ctrl-Q, under a menu bar when its scenes declare commands.
  public static func main() { runScene(Self().body, options: sessionOptions) }
}

@MainActor
private func runScene(_ scene: some Scene, options: TerminalSession.Options) -> Never {
  TermApplication.run(options: options) { application in
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
  /// Runs the app: its body fills the screen until Ctrl-Q.
  public static func main() { runApp(Self().body, options: sessionOptions) }
}

@MainActor
private func runApp(_ root: some View, options: TerminalSession.Options) -> Never {
  TermApplication.run(options: options) { application in
    let window = TermWindow()
    let controller = TermHostingController(rootView: root)
    // The window group's own scene storage, for the run.
    controller.environment.sceneStorage = SceneStorageStore()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
  }
}
