import TermBridgeTerminal
import TermBridgeWidgets

/// The styles of one kind (button, toggle, label, …) set with
/// `.buttonStyle(_:)` and its kin above a view, outermost first.
///
/// The innermost one styles the controls below. A custom style's
/// `makeBody(configuration:)` is evaluated with that style taken off the
/// stack, so a control inside it (the `Button` a `PrimitiveButtonStyle`
/// wraps the label in, the `Button` a `ToggleStyle` draws) is styled by
/// the style that was in force outside: the way SwiftUI nests styles, and
/// no style's body ever contains itself.
struct StyleStack: MainActorComparable {
  /// Outermost first; empty: the built-in default.
  private var styles: [Any] = []

  /// The style the controls below take, or nil for the default.
  var innermost: Any? { styles.last }

  /// This stack with `style` inside the others.
  func pushing(_ style: Any) -> StyleStack {
    var copy = self
    copy.styles.append(style)
    return copy
  }

  /// The stack a custom style's body is evaluated in: the styles outside it.
  var outer: StyleStack {
    var copy = self
    _ = copy.styles.popLast()
    return copy
  }

  /// The same styles (so the views below are not re-evaluated when a body
  /// sets the same style again): of the same types and equal as the
  /// graph compares values (`valuesAreEqual`: `==`, bytes, or field by
  /// field), so a style holding a string is still the same style. Styles
  /// are views' values, compared on the main actor as the graph compares
  /// every value, so this is not `Equatable` (whose `==` may be called on
  /// any thread).
  @MainActor func isSame(as other: StyleStack) -> Bool {
    guard styles.count == other.styles.count else { return false }
    for index in styles.indices where !dynamicallyEqual(styles[index], other.styles[index]) { return false }
    return true
  }
}

/// The environment key of one family's style stack: `Family` is the
/// family's style protocol (`any ButtonStyle`), so each family has a key of
/// its own.
struct StyleStackKey<Family>: EnvironmentKey {
  static var defaultValue: StyleStack { StyleStack() }
}

/// A built-in style: its control draws it with the kit widget (or its
/// own built-in look), never through `makeBody(configuration:)`.
@MainActor
protocol BuiltInStyle {}

extension StyleStack {
  /// The innermost style as `Style` when it is one of the app's own (not
  /// a ``BuiltInStyle``): the style whose body the control shows.
  @MainActor func appStyle<Style>(as type: Style.Type) -> Style? {
    guard let style = innermost, !(style is any BuiltInStyle) else { return nil }
    return style as? Style
  }
}

/// A view a style's configuration hands over type-erased (a button's
/// label, a group box's content): it shows the view it was made from, as
/// SwiftUI's `ButtonStyleConfiguration.Label` does. Containers that take
/// their content apart (a stack, a list, a tab bar reading a title) see
/// through it, as through `AnyView`.
@MainActor
protocol StyleConfigurationContent: ViewListExpanding {
  /// The original view.
  var erased: any View { get }
}

extension StyleConfigurationContent {
  func children() -> [ViewChild] {
    [ViewChild(id: ObjectIdentifier(type(of: erased)), view: erased)]
  }
}

/// Evaluates a custom style's body with the style's own kind set to the
/// styles outside it (see ``StyleStack``).
struct StyleBodyView: View, MultiView {
  typealias Body = Never
  let content: any View
  let key: WritableKeyPath<EnvironmentValues, StyleStack>
  let outer: StyleStack

  func children() -> [ViewChild] {
    [ViewChild(id: ObjectIdentifier(type(of: content)), view: content)]
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment[keyPath: key] = outer
  }
}
