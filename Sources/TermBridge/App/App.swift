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
  /// Ctrl-Q, under a menu bar when its scenes declare commands. The app's
  /// own `@State`, `@StateObject` and `@ObservedObject` properties are
  /// followed as a view's are: a change makes its body again.
  /// `TERMBRIDGE_LENGTH_UNIT` is read first, before the terminal starts,
  /// so a bad value is reported on the standard error where it shows.
  public static func main() {
    _ = LengthUnit.standard
    runScene(Self(), options: sessionOptions)
  }
}

@MainActor
private func runScene<A: App>(_ app: A, options: TerminalSession.Options) -> Never where A.Body: Scene {
  TermApplication.run(options: options) { application in
    makeAppWindow(app).makeKeyAndVisible(in: application)
  }
}

/// The window of `app`: as ``makeSceneWindow(_:appName:)`` makes for its
/// scenes, with the window group's content made from the app's body
/// again whenever a property of the app changes (an `@ObservedObject`'s
/// `@Published` value set later, from a dispatch block or a task), as
/// SwiftUI re-evaluates an `App`'s body.
@MainActor
package func makeAppWindow<A: App>(_ app: A, appName: String? = nil) -> TermWindow where A.Body: Scene {
  let window = makeSceneWindow(app.body, appName: appName)
  if let controller = window.rootViewController as? TermHostingController<AnyView> {
    controller.rootView = AnyView(AppSceneRoot(app: app))
  }
  return window
}

/// The root view of an app's window: the first window group's content,
/// made from the app's body, whose properties are this view's (so the
/// graph follows them as it follows a view's).
struct AppSceneRoot<A: App>: View where A.Body: Scene {
  let app: A

  /// A view with a body whose dynamic properties are the app's.
  var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.composite(dynamicPropertyHost: app)) }

  var body: some View { SceneParts(app.body).root ?? AnyView(EmptyView()) }
}

/// The root view of an app whose body is a view, with the app's
/// properties followed as a view's are.
struct AppViewRoot<A: App>: View where A.Body: View {
  let app: A

  /// A view with a body whose dynamic properties are the app's.
  var _graphPrimitive: _GraphPrimitive { _GraphPrimitive(.composite(dynamicPropertyHost: app)) }

  var body: some View { app.body }
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
  window.commandPaletteKey = defaultCommandPaletteKey.keyEvent
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
    runApp(AppViewRoot(app: Self()), options: sessionOptions)
  }
}

@MainActor
private func runApp(_ root: some View, options: TerminalSession.Options) -> Never {
  TermApplication.run(options: options) { application in
    let window = TermWindow()
    let controller = TermHostingController(rootView: root)
    // The window group's own scene storage, for the run.
    controller.environment.sceneStorage = SceneStorageStore()
    window.rootViewController = controller
    window.commandPaletteKey = defaultCommandPaletteKey.keyEvent
    window.makeKeyAndVisible(in: application)
  }
}
