/// Content in a box with an optional title, like SwiftUI's `GroupBox`:
/// a rounded border with the label in it, the content inset by a column,
/// or as `.groupBoxStyle(_:)` says (see ``GroupBoxStyle``).
public struct GroupBox<Label: View, Content: View>: View {
  let title: String?
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyles) private var styles

  /// A box labelled by `label` (its text is the border's title).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    let label = label()
    self.label = label
    title = labelParts(of: label).title
    self.content = content()
  }

  /// The box as the style draws it.
  public var body: some View {
    if let style = styles.appStyle(as: (any GroupBoxStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(erased: label.map { $0 as any View } ?? EmptyView()),
            content: GroupBoxStyleConfiguration.Content(erased: content))),
        key: \.groupBoxStyles, outer: styles.outer)
    } else {
      content
        .cellPadding(.horizontal, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(.rounded, title: title?.isEmpty == false ? title : nil)
    }
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
