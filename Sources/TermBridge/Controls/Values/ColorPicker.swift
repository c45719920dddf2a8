import TermBridgeTerminal
import TermBridgeWidgets

/// A control that chooses a colour, like SwiftUI's `ColorPicker`: a
/// ``TermColorWell`` after its label, `Tint [██]`. Enter, Space or a click
/// opens a popover with a palette of the terminal's colours (16, or 256
/// when it has them), a hex field (`#RRGGBB`, `#RGB` or `R, G, B`) and,
/// with `supportsOpacity`, an opacity field. A palette pick writes
/// `Color(palette:)`'s colour, a hex value a 24-bit colour. A cell has no
/// transparency: an opacity of 0 writes `.clear`, any other the colour as
/// it is.
public struct ColorPicker<Label: View>: View, WidgetView {
  /// A colour picker is a leaf view: a `TermColorWell` draws it.
  public typealias Body = Never
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let title: String

  /// A picker of `selection`, labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    title = labelParts(of: label()).title
  }

  /// Makes the `TermColorWell`.
  package func makeWidget(context: Context) -> TermColorWell { TermColorWell() }

  /// Shows the bound colour; a choice writes the binding.
  package func updateWidget(_ well: TermColorWell, context: Context) {
    well.title = title
    well.supportsAlpha = supportsOpacity
    well.selectedColor = selection.wrappedValue.termColor
    let selection = selection
    well.onValueChange = { [weak well] color, alpha in
      selection.wrappedValue = alpha > 0 ? Color(color) : .clear
      well?.selectedColor = selection.wrappedValue.termColor
    }
  }
}

extension ColorPicker where Label == Text {
  /// A picker titled by `titleKey`: `ColorPicker("Tint", selection: $tint)`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker titled `title`, a string that is not a literal.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
