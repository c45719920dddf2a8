/// A label beside a value or a control, like SwiftUI's `LabeledContent`:
/// the label on the left, the content on the right of the row, or as
/// `.labeledContentStyle(_:)` says (see ``LabeledContentStyle``).
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labeledContentStyles) private var styles

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label and content as the style arranges them.
  public var body: some View {
    if let style = styles.appStyle(as: (any LabeledContentStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(erased: label),
            content: LabeledContentStyleConfiguration.Content(erased: content))),
        key: \.labeledContentStyles, outer: styles.outer)
    } else {
      HStack(cellSpacing: 1) {
        label
        Spacer(cellMinLength: 1)
        content
      }
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
