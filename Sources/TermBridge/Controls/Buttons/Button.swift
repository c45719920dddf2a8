import TermBridgeTerminal
import TermBridgeWidgets

/// A control that performs an action, like SwiftUI's `Button`: Enter or
/// Space while focused, or a click. Its label is any view. It is a
/// ``TermButton`` showing the label as its content, drawn as
/// `.buttonStyle(_:)` says (a column of padding on either side by default;
/// see ``PrimitiveButtonStyle``), on reverse video while focused. With a
/// ``ButtonStyle`` of the app's own the style draws the label and the
/// button stays a focusable ``TermButton``; with a
/// ``PrimitiveButtonStyle`` of the app's own the style's body is all
/// there is.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  var shortcut: KeyEvent?
  /// What the button does, for containers that treat roles apart (an
  /// alert: Esc runs the cancel button; destructive buttons are red).
  package let role: ButtonRole?
  @Environment(\.buttonStyles) private var styles
  @Environment(\.isEnabled) private var isEnabled

  /// A button that runs `action`, labelled by any view.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role: `.destructive` draws it red; `.cancel` is what
  /// Esc runs in an alert or dialog.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// The kit button for a built-in style, or the body of the app's own style.
  public var body: some View {
    if let style = styles.appStyle(as: (any ButtonStyle).self) {
      CustomStyledButton(
        style: style, label: ButtonStyleConfiguration.Label(erased: label), action: action,
        shortcut: shortcut,
        role: role, outer: styles.outer)
    } else if let style = styles.appStyle(as: (any PrimitiveButtonStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: PrimitiveButtonStyleConfiguration(
            label: PrimitiveButtonStyleConfiguration.Label(erased: label), role: role, action: action,
            isEnabled: isEnabled)),
        key: \.buttonStyles, outer: styles.outer)
    } else {
      ButtonWidget(action: action, label: label, shortcut: shortcut, role: role)
    }
  }

  /// Presses the button with `key` from anywhere in its window.
  public func keyboardShortcut(_ key: KeyEvent) -> Button {
    var copy = self
    copy.shortcut = key
    return copy
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a ``PrimitiveButtonStyle`` is given, as a button in the
  /// style set outside that one, like SwiftUI's `Button(_:)`: its label,
  /// role and action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// A ``ButtonStyle``'s button: the kit button around the style's body,
/// which it makes again when the button is held down or let go.
private struct CustomStyledButton: View {
  let style: any ButtonStyle
  let label: ButtonStyleConfiguration.Label
  let action: @MainActor () -> Void
  let shortcut: KeyEvent?
  let role: ButtonRole?
  let outer: StyleStack
  @State private var isPressed = false

  var body: some View {
    let pressed = $isPressed
    let configuration = ButtonStyleConfiguration(label: label, isPressed: isPressed, role: role)
    ButtonWidget(
      action: action,
      label: StyleBodyView(
        content: style.makeBody(configuration: configuration), key: \.buttonStyles, outer: outer),
      shortcut: shortcut, role: role, drawsOwnLook: true,
      onHighlightChange: { pressed.wrappedValue = $0 })
  }
}

/// The kit button: a ``TermButton`` with the label as its content.
struct ButtonWidget<Label: View>: View, WidgetContainerView {
  typealias Body = Never
  let action: @MainActor () -> Void
  let label: Label
  let shortcut: KeyEvent?
  let role: ButtonRole?
  /// A ``ButtonStyle`` draws the label: no insets, brackets or colours.
  var drawsOwnLook = false
  var onHighlightChange: (@MainActor (Bool) -> Void)?

  var content: [any View] { [label] }

  private func appearance(in environment: EnvironmentValues) -> TermButton.Appearance {
    drawsOwnLook ? .plain : environment.buttonLook
  }

  func makeWidget(context: Context) -> TermButton {
    let button = TermButton()
    button.appearance = appearance(in: context.environment)
    return button
  }

  func updateWidget(_ button: TermButton, context: Context) {
    button.onPress = action
    button.onHighlightChange = onHighlightChange
    // Its own shortcut, or one set with `.keyboardShortcut` around it.
    button.keyboardShortcut = shortcut ?? context.environment.keyboardShortcut?.keyEvent
    button.style = role == .destructive && !drawsOwnLook ? context.environment.theme.destructiveStyle : .plain
    button.appearance = appearance(in: context.environment)
    button.tint =
      role == .destructive
      ? context.environment.theme.destructive : context.environment.palette.accent.termColor
  }

  func makeLayout(for widget: TermButton) -> any LayoutBehavior {
    WidgetInsetsLayout { [weak widget] in
      let insets = (widget?.appearance ?? .standard).labelInsets
      return EdgeInsets(leading: insets.leading, trailing: insets.trailing)
    }
  }

  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    (layout as? WidgetInsetsLayout)?.refresh() ?? false
  }
}

extension Button where Label == Text {
  /// A button with a text label: `Button("Save") { save() }`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a text label and a role: `Button("Delete", role: .destructive) { … }`.
  public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, like SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  private let name: String
  /// Deletes or loses something: drawn red.
  public static let destructive = ButtonRole(name: "destructive")
  /// Leaves without doing anything: Esc in an alert or dialog.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button as a container that draws its own buttons sees it (an alert).
@MainActor
package protocol ButtonParts {
  var buttonTitle: String { get }
  var buttonRole: ButtonRole? { get }
  var buttonAction: @MainActor () -> Void { get }
  var buttonShortcut: KeyEvent? { get }
}

extension Button: ButtonParts {
  /// The label's text; a label of only an image (`Button { Image(systemName: "plus") }`)
  /// is titled with the image's symbol.
  package var buttonTitle: String {
    let parts = labelParts(of: label)
    return parts.title.isEmpty ? parts.icon ?? "" : parts.title
  }
  package var buttonRole: ButtonRole? { role }
  package var buttonAction: @MainActor () -> Void { action }
  package var buttonShortcut: KeyEvent? { shortcut }
}
