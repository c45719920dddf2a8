import TermBridgeTerminal

extension TermApplication {
  /// Whether the app is in front, like `UIApplication.State`: `.active`
  /// while its terminal window has focus (or the terminal does not report
  /// focus), `.inactive` while it does not, `.background` while suspended.
  public enum State: Hashable, Sendable {
    case active, inactive, background
  }

  /// Whether the terminal's background is light or dark, like
  /// `UIUserInterfaceStyle`: from the terminal's answer to OSC 11, or
  /// `.unspecified` until (or unless) it answers.
  public enum UserInterfaceStyle: Hashable, Sendable {
    case unspecified, light, dark
  }

  /// Moves to `state`, telling the delegate and the state observers.
  func setApplicationState(_ state: State) {
    let old = applicationState
    guard state != old else { return }
    if old == .active { delegate?.applicationWillResignActive(self) }
    if old == .background { delegate?.applicationWillEnterForeground(self) }
    applicationState = state
    switch state {
    case .active: delegate?.applicationDidBecomeActive(self)
    case .background: delegate?.applicationDidEnterBackground(self)
    case .inactive: break
    }
    notifyStateObservers()
  }

  /// Takes the style of the terminal's background colour.
  func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
    guard style != userInterfaceStyle else { return }
    userInterfaceStyle = style
    delegate?.applicationDidChangeUserInterfaceStyle(self)
    notifyStateObservers()
    for window in windows { window.themeDidChangeInHierarchy() }
    setNeedsFrame()
  }

  /// Calls `handler` after every change of ``applicationState`` or
  /// ``userInterfaceStyle``, and after the screen is resized, for as long
  /// as `owner` lives (hosting views use it to pass the state, the style
  /// and the screen's size classes into their environment).
  public func addStateObserver(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
    stateObservers.removeAll { $0.owner == nil }
    stateObservers.append(StateObserver(owner: owner, handler: handler))
  }

  func notifyStateObservers() {
    stateObservers.removeAll { $0.owner == nil }
    for observer in stateObservers { observer.handler() }
  }

  /// A report from the terminal: focus and the background colour.
  func handleReport(_ report: TerminalReport) {
    switch report {
    case .focusIn: if applicationState != .background { setApplicationState(.active) }
    case .focusOut: if applicationState != .background { setApplicationState(.inactive) }
    case .backgroundColor(let red, let green, let blue):
      setUserInterfaceStyle(TerminalReport.isLight(red: red, green: green, blue: blue) ? .light : .dark)
    default: break
    }
  }
}

/// One ``TermApplication/addStateObserver(_:_:)`` registration.
struct StateObserver {
  weak var owner: AnyObject?
  let handler: @MainActor () -> Void
}

/// What an app is told about its life, like `UIApplicationDelegate`; every
/// method has an empty default.
@MainActor
public protocol TermApplicationDelegate: AnyObject {
  /// The terminal window gained focus (or the app came back from the background).
  func applicationDidBecomeActive(_ application: TermApplication)
  /// The terminal window is losing focus, or the app is being suspended.
  func applicationWillResignActive(_ application: TermApplication)
  /// The app is about to stop (Ctrl-Z): save what must survive.
  func applicationDidEnterBackground(_ application: TermApplication)
  /// The app was continued after a suspend (`fg`).
  func applicationWillEnterForeground(_ application: TermApplication)
  /// The terminal's background turned out light or dark (``TermApplication/userInterfaceStyle``).
  func applicationDidChangeUserInterfaceStyle(_ application: TermApplication)
}

extension TermApplicationDelegate {
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: TermApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: TermApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: TermApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: TermApplication) {}
  /// Does nothing.
  public func applicationDidChangeUserInterfaceStyle(_ application: TermApplication) {}
}
