import TermBridgeTerminal
import TermBridgeWidgets

/// A control that performs an action, like SwiftUI's `Button`: Enter or
/// Space while focused, or a click. Its label is any view. It is a
/// ``TermButton`` showing the label as its content, drawn as
/// `.buttonStyle(_:)` says (a column of padding on either side by default;
/// see ``PrimitiveButtonStyle``), on reverse video while focused.
public struct Button<Label: View>: View, WidgetContainerView {
  public typealias Body = Never
  let action: @MainActor () -> Void
  let label: Label
  var shortcut: KeyEvent?
  /// What the button does, for containers that treat roles apart (an
  /// alert: Esc runs the cancel button; destructive buttons are red).
  package let role: ButtonRole?

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

  package var content: [any View] { [label] }

  public func makeWidget(context: Context) -> TermButton {
    let button = TermButton()
    button.appearance = context.environment.buttonLook
    return button
  }

  public func updateWidget(_ button: TermButton, context: Context) {
    button.onPress = action
    // Its own shortcut, or one set with `.keyboardShortcut` around it.
    button.keyboardShortcut = shortcut ?? context.environment.keyboardShortcut?.keyEvent
    button.style = role == .destructive ? TermStyle(foreground: .red) : .plain
    button.appearance = context.environment.buttonLook
    button.tint = role == .destructive ? .red : context.environment.palette.accent.termColor
  }

  package func makeLayout(for widget: TermButton) -> any LayoutBehavior {
    WidgetInsetsLayout { [weak widget] in
      let insets = (widget?.appearance ?? .standard).labelInsets
      return EdgeInsets(leading: insets.leading, trailing: insets.trailing)
    }
  }

  package func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    (layout as? WidgetInsetsLayout)?.refresh() ?? false
  }

  /// Presses the button with `key` from anywhere in its window.
  public func keyboardShortcut(_ key: KeyEvent) -> Button {
    var copy = self
    copy.shortcut = key
    return copy
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
  package var buttonTitle: String { labelParts(of: label).title }
  package var buttonRole: ButtonRole? { role }
  package var buttonAction: @MainActor () -> Void { action }
  package var buttonShortcut: KeyEvent? { shortcut }
}
