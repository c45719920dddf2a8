import Glibc
import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A control that opens a URL, like SwiftUI's `Link`: a ``TermLinkButton``
/// showing the label's text in the accent colour as an OSC 8 hyperlink where
/// the terminal draws them, underlined otherwise. Enter, Space or a click
/// while focused calls the environment's `openURL` (see ``OpenURLAction``).
public struct Link<Label: View>: View, WidgetView {
  /// A link is a leaf view: a `TermLinkButton` draws it.
  public typealias Body = Never
  let destination: URL
  let title: String

  /// A link to `destination` labelled by `label`'s text.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    title = labelParts(of: label()).title
  }

  /// Makes the `TermLinkButton` that draws the link.
  package func makeWidget(context: Context) -> TermLinkButton { TermLinkButton() }

  /// Brings the button up to date: the title and URL, the accent colour,
  /// and opening the URL through the environment's `openURL`.
  package func updateWidget(_ widget: TermLinkButton, context: Context) {
    widget.title = title
    widget.url = destination.absoluteString
    widget.style = TermStyle(foreground: context.environment.palette.accent.termColor)
    let (open, destination) = (context.environment.openURL, destination)
    widget.onOpen = { _ in open(destination) }
  }
}

extension Link where Label == Text {
  /// A link titled `title`: `Link("Docs", destination: URL(string: "https://example.com")!)`.
  public init(_ title: String, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
