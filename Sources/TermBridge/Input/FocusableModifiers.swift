import TermBridgeTerminal
import TermBridgeWidgets

/// The ways a focusable view is used, like SwiftUI's `FocusInteractions`:
/// given to ``View/focusable(_:interactions:)``. A terminal has one kind of
/// focus (the keyboard's), so every set of interactions makes the view a
/// Tab stop that takes the keys.
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions' bits.
  public let rawValue: Int
  /// Interactions of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The view is focused to be activated (pressed), as a button is.
  public static let activate = FocusInteractions(rawValue: 1)
  /// The view is focused to take typed input, as a text field is.
  public static let edit = FocusInteractions(rawValue: 2)
  /// What the platform does for such views: here, both.
  public static let automatic = FocusInteractions(rawValue: 3)
}

/// `.focusable(_:)`, `.focusable(_:interactions:)` and `.focusSection()`:
/// a ``TermFocusView`` around the content that takes the keys (or refuses
/// them for everything inside), or marks a focus section.
struct FocusContainerView<Content: View>: View, WidgetContainerView {
  typealias Body = Never
  let wrapped: Content
  /// True: a Tab stop; false: nothing inside takes focus; nil: unchanged.
  let isFocusable: Bool?
  let isSection: Bool

  var content: [any View] { [wrapped] }

  func makeWidget(context: Context) -> TermFocusView { TermFocusView() }

  func updateWidget(_ widget: TermFocusView, context: Context) {
    widget.isFocusable = isFocusable == true
    widget.refusesFirstResponder = isFocusable == false
    widget.isFocusSection = isSection
    widget.isEnabled = context.environment.isEnabled
  }

  func makeLayout(for widget: TermFocusView) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

struct FocusEffectEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether views draw their focus highlight, like SwiftUI's
  /// `isFocusEffectEnabled`: false inside `.focusEffectDisabled()`.
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectEnabledKey.self] }
    set { self[FocusEffectEnabledKey.self] = newValue }
  }
}

extension View {
  /// Makes the view take the keys, like SwiftUI's `focusable(_:)`: Tab
  /// stops on it, a click focuses it, and it shows focus in reverse video
  /// (so `.onKeyPress` on a text or a drawing gets keys). `false` keeps
  /// the view and everything inside it out of focus (Tab and clicks pass
  /// them by).
  public func focusable(_ isFocusable: Bool = true) -> some View {
    FocusContainerView(wrapped: self, isFocusable: isFocusable, isSection: false)
  }

  /// ``focusable(_:)`` for `interactions`, like SwiftUI's
  /// `focusable(_:interactions:)`. The terminal has keyboard focus only,
  /// so every kind of interaction focuses the view the same way.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    FocusContainerView(wrapped: self, isFocusable: isFocusable, isSection: false)
  }

  /// Makes the view a focus section, like SwiftUI's `focusSection()`: an
  /// arrow key the focused view leaves unused moves focus to the nearest
  /// focusable view that way, and a section that lies that way is reached
  /// as a whole, even when none of its views is in line with the focused
  /// one. Without any section on screen, arrows move no focus.
  public func focusSection() -> some View {
    FocusContainerView(wrapped: self, isFocusable: nil, isSection: true)
  }

  /// Draws no focus highlight in the view and the views inside it, like
  /// SwiftUI's `focusEffectDisabled(_:)`: they still take the keys, and
  /// `\.isFocusEffectEnabled` reads false inside.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    WidgetPropertyView(
      wrapped: environment(\.isFocusEffectEnabled, !disabled), property: \.isFocusEffectDisabled,
      unset: false,
      value: disabled)
  }
}
