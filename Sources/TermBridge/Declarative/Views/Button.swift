import TermBridgeTerminal
import TermBridgeWidgets

/// A control that performs an action, like SwiftUI's `Button`: Enter or
/// Space while focused, or a click. Its label is any view. It is a
/// ``TermButton`` showing the label as its content, a column of padding on
/// either side, on reverse video while focused.
public struct Button<Label: View>: View, WidgetContainerView {
  public typealias Body = Never
  let action: @MainActor () -> Void
  let label: Label
  var shortcut: KeyEvent?

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  package var content: [any View] { [label] }

  public func makeWidget(context: Context) -> TermButton { TermButton() }

  public func updateWidget(_ button: TermButton, context: Context) {
    button.onPress = action
    button.keyboardShortcut = shortcut
  }

  package func makeLayout(for widget: TermButton) -> any LayoutBehavior {
    RuleLayout(rule: .padding(EdgeInsets(leading: 1, trailing: 1)))
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
}
