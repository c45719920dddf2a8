/// A title with an icon, like SwiftUI's `Label`: the icon, a space, the
/// title, or as `.labelStyle(_:)` says (see ``LabelStyle``).
/// `systemImage:` names are SF Symbols, drawn by `Image(systemName:)`: the
/// symbol's glyph, or `◌` for one the glyph table does not know.
///
/// Its `View` conformance is declared in an extension, so that the type
/// itself is not main-actor isolated: SwiftUI's value initialisers are
/// non-isolated, and its plain stored values need no isolation then.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon?
  @Environment(\.labelStyles) private var styles

  /// A label made of any two views.
  @MainActor public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  nonisolated init(title: Title, icon: Icon?) {
    self.title = title
    self.icon = icon
  }
}

extension Label: View {
  /// The title and icon as the style arranges them.
  public var body: some View {
    if let style = styles.appStyle(as: (any LabelStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(erased: title),
            icon: LabelStyleConfiguration.Icon(erased: icon.map { $0 as any View } ?? EmptyView()),
            hasIcon: icon != nil)),
        key: \.labelStyles, outer: styles.outer)
    } else {
      let look = (styles.innermost as? any LabelLookProviding)?.look ?? .titleAndIcon
      if let icon, look != .titleOnly {
        if look == .iconOnly {
          icon
        } else {
          HStack(cellSpacing: 1) {
            icon
            title
          }
        }
      } else {
        title
      }
    }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a ``LabelStyle`` is given, as a label in the style set
  /// outside that one, like SwiftUI's `Label(_:)`.
  @MainActor public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: configuration.title, icon: configuration.hasIcon ? configuration.icon : nil)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with `Image(systemName: systemImage)` as its icon.
  public nonisolated init(_ title: String, systemImage: String) {
    self.init(title: Text(title), icon: Image(systemName: systemImage))
  }

  /// A label with an image from the app's assets: a terminal shows the
  /// title alone.
  public nonisolated init(_ title: String, image: String) {
    self.init(title: Text(title), icon: nil)
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
    } else if let image = item.view as? Image {
      icon = icon ?? image.plainGlyph
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
    (
      labelParts(of: title).title,
      icon.map {
        let parts = labelParts(of: $0)
        return parts.icon ?? parts.title
      }
    )
  }
}
