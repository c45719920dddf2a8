import TermBridgeTerminal

/// Whether the user is changing a value control with the mouse (UIKit's
/// `UIControl.isTracking`), and the calls of its editing-changed handler
/// round that: `true` once when a press or drag begins, `false` once when
/// it ends, as SwiftUI's `onEditingChanged` is called.
struct EditingTracking {
  /// True from a press on the control to its release.
  private(set) var isTracking = false

  /// A press or drag goes on: the handler hears `true` if tracking begins.
  @MainActor mutating func begin(_ handler: (@MainActor (Bool) -> Void)?) {
    guard !isTracking else { return }
    isTracking = true
    handler?(true)
  }

  /// The press is released: the handler hears `false` if tracking ends.
  @MainActor mutating func end(_ handler: (@MainActor (Bool) -> Void)?) {
    guard isTracking else { return }
    isTracking = false
    handler?(false)
  }

  /// A change from one key: editing begins and ends round `change`.
  @MainActor static func around(_ handler: (@MainActor (Bool) -> Void)?, _ change: () -> Void) {
    handler?(true)
    change()
    handler?(false)
  }

  /// What a mouse event does to a value control that edits on a left
  /// press (and a drag, when `followsDrag`): a press or drag that `hits`
  /// something editable begins editing and asks for the change; a release
  /// ends it; anything else is not the control's.
  @MainActor mutating func follow(
    _ event: MouseEvent, _ handler: (@MainActor (Bool) -> Void)?, followsDrag: Bool, hits: Bool
  ) -> MouseEditing {
    switch event.kind {
    case .press(.left): break
    case .drag(.left) where followsDrag: break
    case .release(.left):
      end(handler)
      return .consumed
    default: return .passOn
    }
    guard hits else { return .consumed }
    begin(handler)
    return .change
  }

  /// What the control does with a mouse event (see ``follow(_:_:followsDrag:hits:)``).
  enum MouseEditing {
    /// Editing is on: change the value to where the mouse is.
    case change
    /// The event is the control's, and nothing changes.
    case consumed
    /// Not the control's: pass it on.
    case passOn
  }
}
