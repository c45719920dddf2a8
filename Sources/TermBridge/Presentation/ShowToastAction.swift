import TermBridgeTerminal
import TermBridgeWidgets

/// Shows a toast: read it with `@Environment(\.showToast)` and call it,
/// `showToast("Saved", kind: .success)`. The toast appears in a corner of
/// the window the view is in (the key window, when a sheet is over it)
/// for a few seconds, never takes focus, and is announced in
/// screen-reader mode (see ``TermToast``). Not in SwiftUI, which has no
/// toasts.
public struct ShowToastAction: Sendable {
  private let handler: @MainActor @Sendable (TermToast) -> Void

  /// An action that calls `handler` with each toast (to collect them in a
  /// test or a preview).
  public init(handler: @escaping @MainActor @Sendable (TermToast) -> Void) {
    self.handler = handler
  }

  /// Shows `toast`.
  @MainActor
  public func callAsFunction(_ toast: TermToast) {
    handler(toast)
  }

  /// Shows a toast saying `message` for `duration` (3 seconds unless given).
  @MainActor
  public func callAsFunction(
    _ message: String, kind: TermToast.Kind = .info, duration: Duration = .seconds(3)
  ) {
    handler(TermToast(message, kind: kind, duration: duration))
  }

  /// The running application's: ``TermApplication/showToast(_:)``.
  static let application = ShowToastAction { toast in TermApplication.shared?.showToast(toast) }

  /// The one of the window `view` is in (its application's key window,
  /// when another is over it).
  @MainActor
  static func window(of view: TermView) -> ShowToastAction {
    ShowToastAction { [weak view] toast in
      guard let window = view?.window else {
        TermApplication.shared?.showToast(toast)
        return
      }
      (window.application?.keyWindow ?? window).showToast(toast)
    }
  }
}

struct ShowToastKey: EnvironmentKey {
  static var defaultValue: ShowToastAction { .application }
}

extension EnvironmentValues {
  /// What shows a toast (see ``ShowToastAction``).
  public var showToast: ShowToastAction {
    get { self[ShowToastKey.self] }
    set { self[ShowToastKey.self] = newValue }
  }
}
