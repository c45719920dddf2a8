/// A part of an app's interface, like SwiftUI's `Scene`: an app's `body`
/// is a scene (a ``WindowGroup``) or, as a shorthand, a view.
@MainActor
public protocol Scene {
  /// The type of scene the body is.
  associatedtype Body: Scene
  /// The scenes this one is made of.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// A primitive scene has no body.
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// The scene of a terminal app, like SwiftUI's `WindowGroup`: its content
/// fills the terminal. A terminal has one window, so there is one group;
/// the title is kept for code written for SwiftUI and not shown (the
/// terminal's own title is left as it is).
public struct WindowGroup<Content: View>: Scene {
  /// A window group has no body: the app shows its content.
  public typealias Body = Never
  let content: Content
  /// The group's title.
  public let title: String?

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
  }

  /// A window group titled `title` showing `content`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = title
  }

  /// A window group titled `title` showing `content`, with the `id`
  /// `openWindow(id:)` names, like SwiftUI's `init(_:id:content:)`. A
  /// terminal shows one window, so the id is kept and opens nothing more.
  public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
    self.init(title, content: content)
  }

  /// A window group with an `id`, like SwiftUI's `init(id:content:)` (the
  /// id is kept and opens nothing more).
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
}

/// The view a scene shows: its window group's content, found through the
/// bodies of the scenes it is made of (nothing when it has none).
@MainActor
package func rootView(of scene: some Scene) -> AnyView {
  SceneParts(scene).root ?? AnyView(EmptyView())
}
