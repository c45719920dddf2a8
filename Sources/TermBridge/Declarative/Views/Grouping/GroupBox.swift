/// Content in a box with an optional title, like SwiftUI's `GroupBox`:
/// a rounded border with the label in it, the content inset by a column.
public struct GroupBox<Label: View, Content: View>: View {
  let title: String?
  let label: Label?
  let content: Content

  /// A box labelled by `label` (its text is the border's title).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    let label = label()
    self.label = label
    title = labelParts(of: label).title
    self.content = content()
  }

  public var body: some View {
    content
      .padding(.horizontal, 1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .border(.rounded, title: title?.isEmpty == false ? title : nil)
  }
}

extension GroupBox where Label == Text {
  /// A box titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    label = Text(title)
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a title.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    label = nil
    self.content = content()
  }
}
