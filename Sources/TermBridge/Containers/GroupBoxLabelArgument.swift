extension GroupBox {
  /// A box labelled by the view `label`, like SwiftUI's
  /// `GroupBox(label:content:)`: `GroupBox(label: Text("Totals")) { … }`.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { label })
  }
}
