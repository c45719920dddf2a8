import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What opens a URL, like SwiftUI's `OpenURLAction`: read it with
/// `@Environment(\.openURL) var openURL` and call `openURL(url)`; a `Link`
/// calls it when it is opened. Set one with
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
///
/// The system action, the default, does nothing: a terminal program has no
/// browser to hand the URL to, and a `Link` is already an OSC 8 hyperlink
/// the terminal itself opens (with its own modifier-click) where it draws
/// them. An app that wants Enter on a link to do something sets an action.
public struct OpenURLAction: Sendable {
  /// What an action did with a URL, like SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled, discarded, systemAction(URL?)
    }
    let kind: Kind
    /// The action opened the URL.
    public static let handled = Result(kind: .handled)
    /// The action did not open the URL, and nothing else should.
    public static let discarded = Result(kind: .discarded)
    /// The URL goes on to the system action (which does nothing here).
    public static let systemAction = Result(kind: .systemAction(nil))
    /// Another URL goes on to the system action.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  private let handler: @MainActor @Sendable (URL) -> Result

  /// An action that calls `handler` with each URL.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url` and tells `completion` whether it was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @MainActor (Bool) -> Void) {
    completion(open(url))
  }

  @MainActor
  private func open(_ url: URL) -> Bool {
    switch handler(url).kind {
    case .handled: true
    case .discarded, .systemAction: false
    }
  }

  /// The system action: nothing opens the URL (see the type's notes).
  static let system = OpenURLAction { _ in .discarded }
}

struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
  /// What opens URLs for the views below: `Link` and any view that calls it.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
