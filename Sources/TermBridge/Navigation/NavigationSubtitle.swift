import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// A subtitle for the screen this view is on, like SwiftUI's
  /// `navigationSubtitle(_:)` (macOS): the one-row navigation bar shows it
  /// after the title, dimmed (``TermNavigationItem/subtitle``).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    NavigationSubtitleView(content: self, subtitle: String(subtitle))
  }

  /// A subtitle from a localized key: the key's text (a terminal has no
  /// string tables), shown after the title.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    NavigationSubtitleView(content: self, subtitle: Text(subtitleKey).content)
  }

  /// A subtitle from a text: its string, without its styling.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    NavigationSubtitleView(content: self, subtitle: subtitle.content)
  }
}

/// Sets the subtitle of the screen it is on.
struct NavigationSubtitleView<Content: View>: View {
  let content: Content
  let subtitle: String
  @Environment(\.navigationScreen) private var screen

  var body: some View {
    if let item = screen?.controller?.navigationItem, item.subtitle != subtitle { item.subtitle = subtitle }
    return content
  }
}
