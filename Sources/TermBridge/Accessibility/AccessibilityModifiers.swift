import TermBridgeTerminal
import TermBridgeWidgets

/// How a view's children are presented to assistive tools, like SwiftUI's
/// `AccessibilityChildBehavior`: `.accessibilityElement(children: .combine)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let behavior: TermAccessibilityChildren

  /// The view is one element; its children are not read.
  public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
  /// The view is one element whose label combines its children's.
  public static let combine = AccessibilityChildBehavior(behavior: .combine)
  /// The view is a container of its children's elements.
  public static let contain = AccessibilityChildBehavior(behavior: .contain)
}

/// What a view is to assistive tools, like SwiftUI's `AccessibilityTraits`:
/// `.accessibilityAddTraits(.isButton)`.
public typealias AccessibilityTraits = TermAccessibilityTraits

/// Which standard action an accessibility action is, like SwiftUI's
/// `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The view's main action (what activating it does).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Leaves or dismisses (the escape gesture).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action (the magic tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the view's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows the view's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// An action called `name`.
  @MainActor public init(named name: Text) { self.name = labelParts(of: name).title }

  init(name: String) { self.name = name }
}

/// SwiftUI's accessibility modifiers. Each is stored on the view's widgets
/// (``TermView/accessibility``), as `.accessibilityIdentifier` is, for
/// tests and tools to read; a modifier closer to the view wins over one
/// further out, as in SwiftUI, and one that sets a list (traits, actions)
/// replaces the value further out rather than adding to it.
extension View {
  /// What the view is, read instead of its text.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityProperty(\.accessibility.label, nil, labelParts(of: label).title)
  }

  /// What the view is, from a localized key, like SwiftUI's
  /// `accessibilityLabel(_:)` taking a `LocalizedStringKey` (its Markdown
  /// read as text).
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// What the view is, read instead of its text: `.accessibilityLabel("Next speaker")`.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityProperty(\.accessibility.label, nil, String(label))
  }

  /// The view's current value, read after its label.
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    accessibilityProperty(\.accessibility.value, nil, labelParts(of: valueDescription).title)
  }

  /// The view's current value, read after its label: `.accessibilityValue("\(progress) percent")`.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibilityProperty(\.accessibility.value, nil, String(value))
  }

  /// What happens when the view is used.
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityProperty(\.accessibility.hint, nil, labelParts(of: hint).title)
  }

  /// What happens when the view is used: `.accessibilityHint("Plays the track")`.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibilityProperty(\.accessibility.hint, nil, String(hint))
  }

  /// Whether tools skip the view and what it contains.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibilityProperty(\.accessibility.isHidden, false, hidden)
  }

  /// Makes the view one element for tools (`.ignore`, `.combine`) or a
  /// container of its children's (`.contain`).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    AccessibilityElementView(wrapped: self, behavior: children.behavior)
  }

  /// Adds traits to the view's own: `.accessibilityAddTraits(.isButton)`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperty(\.accessibility.addedTraits, [], traits)
  }

  /// Takes traits from the view's own: `.accessibilityRemoveTraits(.isImage)`.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperty(\.accessibility.removedTraits, [], traits)
  }

  /// An action tools can run on the view (`TermView.accessibilityPerformAction(named:)`).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityProperty(
      \.accessibility.actions, [], [TermAccessibilityAction(name: actionKind.name) { handler() }])
  }

  /// An action called `name` tools can run on the view.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// An action called `name` tools can run on the view: `.accessibilityAction(named: "Skip") { … }`.
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> some View
  {
    accessibilityAction(AccessibilityActionKind(name: String(name)), handler)
  }

  /// The order among its siblings tools read the view in: higher first.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibilityProperty(\.accessibility.sortPriority, 0, sortPriority)
  }

  /// Sets one accessibility property of the view's widgets.
  fileprivate func accessibilityProperty<Value: Equatable>(
    _ property: ReferenceWritableKeyPath<TermView, Value>, _ unset: Value, _ value: Value
  ) -> some View {
    WidgetPropertyView(wrapped: self, property: property, unset: unset, value: value)
  }
}
