/// A title with an icon, like SwiftUI's `Label`: the icon, a space, the
/// title. `systemImage:` names are SF Symbols; the common ones show as a
/// glyph (`SystemImage`), the others as no icon at all.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon?

  /// A label made of any two views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    if let icon {
      HStack(spacing: 1) {
        icon
        title
      }
    } else {
      title
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label with the glyph for the SF Symbol `systemImage`, if there is one.
  public init(_ title: String, systemImage: String) {
    self.title = Text(title)
    icon = SystemImage.glyph(for: systemImage).map { Text($0) }
  }

  /// A label with an image from the app's assets: a terminal shows the
  /// title alone.
  public init(_ title: String, image: String) {
    self.title = Text(title)
    icon = nil
  }
}

/// What a label or a text says, for containers that draw it themselves (a
/// tab bar): the text and the icon's glyph.
@MainActor
package func labelParts(of view: any View) -> (title: String, icon: String?) {
  var titles: [String] = []
  var icon: String?
  for item in viewListItems(of: view) {
    if let text = item.view as? Text {
      titles.append(text.content)
    } else if let label = item.view as? any LabelParts {
      let parts = label.parts
      titles.append(parts.title)
      icon = icon ?? parts.icon
    }
  }
  return (titles.joined(separator: " "), icon)
}

@MainActor
protocol LabelParts {
  var parts: (title: String, icon: String?) { get }
}

extension Label: LabelParts {
  var parts: (title: String, icon: String?) {
    (labelParts(of: title).title, icon.map { labelParts(of: $0).title })
  }
}
