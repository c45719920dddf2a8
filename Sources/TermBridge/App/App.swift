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
  var body: Body { get }
}

extension App where Body: Scene {
  /// Runs the app: its window group's content fills the screen until Ctrl-Q.
  public static func main() { runApp(rootView(of: Self().body)) }
}

extension App where Body: View {
  /// Runs the app: its body fills the screen until Ctrl-Q.
  public static func main() { runApp(Self().body) }
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
