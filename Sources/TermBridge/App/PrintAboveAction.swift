import TermBridgeTerminal
import TermBridgeWidgets

/// Prints text above the app: read it with `@Environment(\.printAbove)`
/// and call it as a function, `printAbove("✓ built")`. Inline, the text
/// scrolls up into the terminal's scrollback while the app's rows stay
/// below it; full-screen, it is written to the shell's screen when the app
/// ends. Not in SwiftUI (an app there has no terminal above it); see
/// ``TermApplication/printAbove(_:)``.
public struct PrintAboveAction: Sendable {
  private let handler: @MainActor @Sendable (String) -> Void

  /// An action that calls `handler` with each text (to collect what an app
  /// prints, in a test or a preview).
  public init(handler: @escaping @MainActor @Sendable (String) -> Void) {
    self.handler = handler
  }

  /// Prints `text` (one line, or several separated by newlines).
  @MainActor
  public func callAsFunction(_ text: String) {
    handler(text)
  }

  /// The running application's: ``TermApplication/printAbove(_:)``.
  static let application = PrintAboveAction { text in TermApplication.shared?.printAbove(text) }
}

struct PrintAboveKey: EnvironmentKey {
  static var defaultValue: PrintAboveAction { .application }
}

extension EnvironmentValues {
  /// What prints text above the app (see ``PrintAboveAction``).
  public var printAbove: PrintAboveAction {
    get { self[PrintAboveKey.self] }
    set { self[PrintAboveKey.self] = newValue }
  }
}
