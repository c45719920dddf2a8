import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// A declarative app's entry point, like SwiftUI's `App`: mark a type with
/// `@main`, give it a `body`, and it runs full-screen in the terminal.
///
/// ```swift
/// @main
/// struct Hello: App {
///   var body: some View { Text("Hello, terminal!").border() }
/// }
/// ```
@MainActor
public protocol App {
  associatedtype Body: View
  init()
  @ViewBuilder var body: Body { get }
}

extension App {
  /// Runs the app: its body fills the screen until Ctrl-Q.
  public static func main() {
    TermApplication.run { application in
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: Self().body)
      window.makeKeyAndVisible(in: application)
    }
  }
}
