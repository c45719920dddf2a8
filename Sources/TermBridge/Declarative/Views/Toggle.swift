import TermBridgeTerminal
import TermBridgeWidgets

/// A switch bound to a Boolean, like SwiftUI's `Toggle`: a ``TermSwitch``
/// drawn as `.toggleStyle(_:)` says (a check box `[x]` before its label by
/// default; see ``ToggleStyle``). Space, Enter or a click flips it.
public struct Toggle<Label: View>: View, WidgetContainerView {
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  package var content: [any View] { [label] }

  public func makeWidget(context: Context) -> TermSwitch {
    let widget = TermSwitch()
    widget.preferredStyle = context.environment.toggleLook
    return widget
  }

  public func updateWidget(_ widget: TermSwitch, context: Context) {
    widget.preferredStyle = context.environment.toggleLook
    widget.onTint = TermStyle(foreground: context.environment.palette.accent.termColor)
    let binding = isOn
    widget.isOn = binding.wrappedValue
    // The binding is the truth: a write it refuses (a constant) flips back.
    widget.onValueChange = { [weak widget] value in
      binding.wrappedValue = value
      widget?.isOn = binding.wrappedValue
    }
  }

  package func makeLayout(for widget: TermSwitch) -> any LayoutBehavior {
    WidgetInsetsLayout { [weak widget] in
      let insets = (widget?.preferredStyle ?? .checkbox).labelInsets
      return EdgeInsets(leading: insets.leading, trailing: insets.trailing)
    }
  }

  package func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    (layout as? WidgetInsetsLayout)?.refresh() ?? false
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label: `Toggle("Wrap lines", isOn: $wraps)`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
