@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Hosts `view` full-screen on an in-memory screen of `width`x`height` and
/// runs `body` with the app, the host and the screen; closes the screen after.
@MainActor
func withHostedView<V: View, R>(
  _ view: V, width: Int, height: Int,
  _ body: (TermApplication, TermHostingView<V>, TermScreen) throws -> R
) throws -> R {
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let host = TermHostingView(rootView: view)
    host.frame = window.bounds
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    return try body(app, host, screen)
  }
}

/// Hosts `view` as the root controller of a full-screen window on an
/// in-memory screen, so the content follows the screen's size (a resize
/// lays it out again), as an app's content does.
@MainActor
func withHostedController<V: View, R>(
  _ view: V, width: Int, height: Int,
  _ body: (TermApplication, TermHostingController<V>, TermScreen) throws -> R
) throws -> R {
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let controller = TermHostingController(rootView: view)
    window.rootViewController = controller
    window.makeKeyAndVisible(in: app)
    app.render()
    return try body(app, controller, screen)
  }
}

/// Shows `scene`'s window (its menu bar, key hints, palette) full-screen on
/// an in-memory screen, as the app named `appName` would, and runs `body`
/// with the app, the window and the screen.
@MainActor
func withSceneWindow<R>(
  _ scene: some Scene, appName: String, width: Int = 80, height: Int = 24,
  _ body: (TermApplication, TermWindow, TermScreen) throws -> R
) throws -> R {
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let window = makeSceneWindow(scene, appName: appName)
    window.makeKeyAndVisible(in: app)
    app.render()
    return try body(app, window, screen)
  }
}

/// Hands `events` to `app` one at a time, drawing a frame after each, as
/// keys typed apart arrive.
@MainActor
func press(_ app: TermApplication, _ events: KeyEvent...) {
  for event in events {
    app.handle([.key(event)])
    app.render()
  }
}
