/// Target-action pairs a control calls when the user changes it, as UIKit
/// controls keep them: targets are held weakly and dropped once gone.
@MainActor
struct TargetActions<Sender: AnyObject> {
  private var entries: [(target: () -> AnyObject?, action: (AnyObject, Sender) -> Void)] = []

  /// Calls `action` on `target` at every ``send(_:)``.
  mutating func add<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
    entries.append(
      (
        target: { [weak target] in target },
        action: { object, sender in
          guard let object = object as? Target else { return }
          action(object)(sender)
        }
      ))
  }

  /// Removes every action registered for `target`.
  mutating func remove(_ target: AnyObject) {
    entries.removeAll { $0.target() === target }
  }

  /// Calls each live target's action with `sender`.
  mutating func send(_ sender: Sender) {
    entries.removeAll { $0.target() == nil }
    for entry in entries {
      if let target = entry.target() { entry.action(target, sender) }
    }
  }
}
