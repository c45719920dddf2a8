extension Section {
  /// A section with a header and a footer given as views, like SwiftUI's
  /// `Section(header:footer:content:)`: `Section(header: Text("Info"),
  /// footer: Text("Shown to all")) { … }`.
  public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header given as a view, like SwiftUI's
  /// `Section(header:content:)`: `Section(header: Text("Meeting Info")) { … }`.
  public init(header: Header, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header })
  }
}

extension Section where Header == EmptyView {
  /// A section with a footer given as a view, like SwiftUI's
  /// `Section(footer:content:)`.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, footer: { footer })
  }
}
