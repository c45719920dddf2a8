/// How a view reacts to a pointer hovering over it, like SwiftUI's
/// `HoverEffect` (iPadOS): a terminal draws no hover effect.
public struct HoverEffect: Hashable, Sendable {
  let name: String

  /// The system's effect for the view.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifted under the pointer.
  public static let lift = HoverEffect(name: "lift")
}

/// Haptic or audible feedback, like SwiftUI's `SensoryFeedback`: a
/// terminal has no haptics, and the bell would sound for every one.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")
}

/// iOS's hover and haptic modifiers, kept so an iOS app compiles; each
/// returns the view as it is (the porting page lists them).
extension View {
  /// An effect while a pointer hovers over the view, like SwiftUI's
  /// `hoverEffect(_:isEnabled:)`: none in a terminal.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Feedback when `trigger` changes, like SwiftUI's
  /// `sensoryFeedback(_:trigger:)`: none in a terminal.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}
