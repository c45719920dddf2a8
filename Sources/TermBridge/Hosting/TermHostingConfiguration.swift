import TermBridgeTerminal
import TermBridgeWidgets

/// Declarative content for a list cell, like SwiftUI's
/// `UIHostingConfiguration`:
///
/// ```swift
/// cell.contentConfiguration = TermHostingConfiguration { Row(item: item) }
/// ```
///
/// When the cell is reused, the new configuration updates the hosted tree
/// in place (state kept where identities match, widgets reused) rather than
/// building a new one. Rows can size themselves from their content. The
/// content is leading-aligned in the cell, as a row's is (a
/// ``TermHostingController`` centres its content instead).
public struct TermHostingConfiguration<Content: View>: TermContentConfiguration {
  let content: Content
  var insets = EdgeInsets()
  /// The environment of the view the cell is in (a declarative `List`'s),
  /// so that rows see its values, custom keys and objects; nil hosts the
  /// content in a fresh environment, as for cells of an imperative list.
  var inheritedEnvironment: EnvironmentValues?
  /// The identity of what the content shows (a declarative `List`'s row
  /// id): a cell given content of another identity shows a new view, as
  /// SwiftUI's row does (the old one disappears, its state goes, the new
  /// one appears); nil updates the hosted tree in place whatever it shows,
  /// as `UIHostingConfiguration` does for a reused cell.
  /// (Kept as the id itself, not an `AnyHashable`: a list gives one to
  /// every row it shows, and compares them only for content that could
  /// tell.)
  var identity: (any Hashable)?

  /// Makes a configuration that hosts `content`, with no margins.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Whether this configuration already shows `content` in `environment`:
  /// giving it to its cell again would change nothing (lists and tables
  /// skip such rows when they update the rows on screen).
  func shows(_ content: Content, in environment: EnvironmentValues) -> Bool {
    guard let inheritedEnvironment, inheritedEnvironment.isSame(as: environment) else { return false }
    return valuesAreEqual(self.content, content)
  }

  /// Whether `other` hosts the same content in the same environment as this
  /// configuration (its margins aside): a cell given it again, as a reloaded
  /// list gives each row, would show nothing new.
  func showsSameContent(as other: TermHostingConfiguration) -> Bool {
    switch (inheritedEnvironment, other.inheritedEnvironment) {
    case (nil, nil):
      return valuesAreEqual(content, other.content) && identitiesMatch(identity, other.identity)
    case (_?, let theirs?):
      return shows(other.content, in: theirs) && identitiesMatch(identity, other.identity)
    default: return false
    }
  }

  /// Space between the cell's edges and the content.
  public func margins(_ insets: EdgeInsets) -> TermHostingConfiguration {
    var copy = self
    copy.insets = insets
    return copy
  }

  /// Space on the given edges.
  public func margins(_ edges: Edge.Set = .all, _ length: Int) -> TermHostingConfiguration {
    margins(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Makes the cell's content view: a hosting view showing the content within the margins; a reused
  /// cell updates it in place with the next configuration.
  public func makeContentView() -> any TermView & TermContentView {
    HostingContentView(configuration: self)
  }
}

extension TermListCell {
  /// Whether the hosting configuration the cell holds already shows
  /// `content` in `environment`: lists and tables bring the rows on screen
  /// up to date without a new configuration for those. (Inlined into its
  /// generic callers, where the configuration's type is already at hand.)
  @inline(__always)
  func showsHostedContent<Content: View>(_ content: Content, in environment: EnvironmentValues) -> Bool {
    guard let shown = contentConfiguration as? TermHostingConfiguration<Content> else { return false }
    return shown.shows(content, in: environment)
  }

  /// The identity of the row the cell's hosting configuration of `Content`
  /// shows, if it holds one: a row brought up to date in its cell keeps
  /// it, without making it again.
  @inline(__always)
  func hostedIdentity<Content: View>(of _: Content.Type) -> (any Hashable)? {
    (contentConfiguration as? TermHostingConfiguration<Content>)?.identity
  }
}

/// Whether two row identities are the same id (both none, or equal values
/// of the same type).
func identitiesMatch(_ a: (any Hashable)?, _ b: (any Hashable)?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case (let a?, let b?): return anyEqual(a, b)
  default: return false
  }
}

/// The content view of a hosting configuration: a hosting view whose root
/// is replaced (and so updated in place) by each new configuration.
@MainActor
final class HostingContentView<Content: View>: TermView, TermContentView, EndDisplayingView {
  let host: TermHostingView<Content>
  private var insets: EdgeInsets

  init(configuration: TermHostingConfiguration<Content>) {
    host = TermHostingView(rootView: configuration.content)
    host.rootAlignment = .leading
    host.rootIdentity = configuration.identity
    if let environment = configuration.inheritedEnvironment { host.environment = environment }
    insets = configuration.insets
    stored = configuration
    super.init(frame: .zero)
    addSubview(host)
  }

  private var stored: TermHostingConfiguration<Content>

  var configuration: any TermContentConfiguration {
    get { stored }
    set {
      guard let new = newValue as? TermHostingConfiguration<Content> else { return }
      if new.insets != insets {
        insets = new.insets
        setNeedsLayout()
      }
      // The hosted tree already shows it: nothing to update (the view graph
      // would find the same, after making the root again).
      if stored.showsSameContent(as: new) {
        stored.insets = new.insets
        return
      }
      stored = new
      if let environment = new.inheritedEnvironment { host.environment = environment }
      host.replaceRootView(with: new.content, identity: new.identity)
    }
  }

  override func layoutSubviews() {
    host.frame = bounds.inset(by: insets)
  }

  /// The cell left the screen: the hosted row leaves with it.
  func didEndDisplaying() { host.didEndDisplaying() }

  override var intrinsicContentSize: Size? {
    guard let size = host.intrinsicContentSize else { return nil }
    return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    let inner = host.sizeThatFits(
      Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical)))
    return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
  }
}
