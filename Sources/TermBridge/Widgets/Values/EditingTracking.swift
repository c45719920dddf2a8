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
}
