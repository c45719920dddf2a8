/// A group of rows with an optional header and footer, like SwiftUI's
/// `Section`, in a `Form` or any stack.
///
/// The terminal mapping: the header in bold, the rows under it, the footer
/// dimmed under them; in a `Form`, a blank row after the section. In a
/// plain `List`, and in a lazy stack or grid with `pinnedViews`, the
/// header stays in sight at the top while the section's rows scroll under
/// it (the footer at the bottom), as SwiftUI pins them.
public struct Section<Header: View, Content: View, Footer: View>: View {
  let header: Header?
  let content: Content
  let footer: Footer?
  @Environment(\.sectionSpacing) private var spacing

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// The header in bold, the rows, the footer in grey, then the blank rows
  /// a `Form` asks for.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let header { header.bold() }
      content
      if let footer { footer.foregroundColor(.gray) }
      if spacing > 0 { Spacer(cellMinLength: spacing).cellFrame(height: spacing) }
    }
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.header = header()
    self.content = content()
    footer = nil
  }
}

extension Section where Header == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    footer = nil
  }
}

extension Section where Header == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    header = Text(title)
    self.content = content()
    footer = nil
  }
}

extension Section where Header == EmptyView {
  /// A section with a footer only.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = nil
    self.content = content()
    self.footer = footer()
  }
}

/// A section as a container that draws sections itself sees it (a `List`).
@MainActor
package protocol SectionParts {
  var sectionHeader: AnyView? { get }
  var sectionContent: any View { get }
  var sectionFooter: AnyView? { get }
}

extension Section: SectionParts {
  package var sectionHeader: AnyView? { header.map { AnyView($0) } }
  package var sectionContent: any View { content }
  package var sectionFooter: AnyView? { footer.map { AnyView($0) } }
}
