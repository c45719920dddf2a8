/// What a screen shows when it has nothing to show, like SwiftUI's
/// `ContentUnavailableView`: an icon, a bold title and a dimmed
/// description, centred, with any actions under them.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A label, a description and actions of your own.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label in bold, the description in grey and centred, then the
  /// actions, one row apart, filling the space offered.
  public var body: some View {
    VStack(cellSpacing: 1) {
      label.bold()
      description.foregroundColor(.gray).multilineTextAlignment(.center)
      actions
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == ContentUnavailableLabel, Description == Text, Actions == EmptyView {
  /// A title with the glyph for the SF Symbol `systemImage` above it, and a description.
  public init(_ title: String, systemImage: String, description: Text? = nil) {
    label = ContentUnavailableLabel(title: title, glyph: SystemImage.glyph(for: systemImage))
    self.description = description ?? Text("")
    actions = EmptyView()
  }

  /// "No Results", for a search that found nothing.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// "No Results for "text"", for a search that found nothing.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// The icon over the title of a ``ContentUnavailableView``.
public struct ContentUnavailableLabel: View {
  let title: String
  let glyph: String?

  /// The glyph, if any, above the title.
  public var body: some View {
    VStack(spacing: 0) {
      if let glyph { Text(glyph) }
      Text(title)
    }
  }
}
