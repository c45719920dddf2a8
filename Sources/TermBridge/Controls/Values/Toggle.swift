import TermBridgeTerminal
import TermBridgeWidgets

/// A switch bound to a Boolean, like SwiftUI's `Toggle`: a ``TermSwitch``
/// drawn as `.toggleStyle(_:)` says (a check box `[x]` before its label by
/// default; see ``ToggleStyle``). Space, Enter or a click flips it. With a
/// ``ToggleStyle`` of the app's own, the style's body is all there is.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyles) private var styles

  /// A toggle of `isOn`, labelled by any view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The kit switch for a built-in style, or the body of the app's own style.
  public var body: some View {
    if let style = styles.appStyle(as: (any ToggleStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(erased: label), isOn: isOn)),
        key: \.toggleStyles, outer: styles.outer)
    } else {
      ToggleWidget(isOn: isOn, label: label)
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a ``ToggleStyle`` is given, as a toggle in the style set
  /// outside that one, like SwiftUI's `Toggle(_:)`.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// The kit switch: a ``TermSwitch`` with the label as its content.
struct ToggleWidget<Label: View>: View, WidgetContainerView {
  typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  var content: [any View] { [label] }

  func makeWidget(context: Context) -> TermSwitch {
    let widget = TermSwitch()
    widget.preferredStyle = context.environment.toggleLook
    return widget
  }

  func updateWidget(_ widget: TermSwitch, context: Context) {
    widget.preferredStyle = context.environment.toggleLook
    widget.onTint = TermStyle(foreground: context.environment.toggleOnTint.termColor)
    let binding = isOn
    widget.isOn = binding.wrappedValue
    // The binding is the truth: a write it refuses (a constant) flips back.
    widget.onValueChange = { [weak widget] value in
      binding.wrappedValue = value
      widget?.isOn = binding.wrappedValue
    }
  }

  func makeLayout(for widget: TermSwitch) -> any LayoutBehavior {
    WidgetInsetsLayout { [weak widget] in
      let insets = (widget?.preferredStyle ?? .checkbox).labelInsets
      return EdgeInsets(leading: insets.leading, trailing: insets.trailing)
    }
  }

  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    (layout as? WidgetInsetsLayout)?.refresh() ?? false
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label: `Toggle("Wrap lines", isOn: $wraps)`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
