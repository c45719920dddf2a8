/// Content shown or hidden under a label, like SwiftUI's `DisclosureGroup`.
///
/// The terminal mapping: the label is a button, `▸` before it while
/// collapsed and `▾` while expanded; Enter, Space or a click toggles. The
/// content shows under it, indented by two columns.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group that keeps its own expanded state (collapsed at first).
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// A button of the arrow and the label that toggles the group, and while
  /// expanded the content under it, indented two columns.
  public var body: some View {
    let expanded = isExpanded ?? $ownExpanded
    return VStack(alignment: .leading, spacing: 0) {
      Button {
        expanded.wrappedValue.toggle()
      } label: {
        HStack(cellSpacing: 1) {
          Text(expanded.wrappedValue ? "▾" : "▸")
          label
        }
      }
      if expanded.wrappedValue {
        VStack(alignment: .leading, spacing: 0) { content() }.cellPadding(.leading, 2)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` that keeps its own expanded state.
  public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled `title`, expanded while `isExpanded` is true.
  public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
