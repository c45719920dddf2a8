/// A label beside a value or a control, like SwiftUI's `LabeledContent`:
/// the label on the left, the content on the right of the row.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: 1) {
      label
      Spacer(minLength: 1)
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `value`, dimmed, labelled `title`: `LabeledContent("Version", value: "1.2")`.
  public init(_ title: String, value: String) {
    label = Text(title)
    content = Text(value).foregroundColor(.gray)
  }
}
