/// Builds an app's scenes from a block, like SwiftUI's `SceneBuilder`:
/// `WindowGroup { … }` and `Settings { … }` side by side. An `App` whose
/// body is a view (this library's shorthand) builds it as that view.
@resultBuilder
@MainActor
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
    repeat each Content
  > {
    TupleScene(content: (repeat each content))
  }
  /// A scene written in the block.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// An app's body that is a view, as this library allows.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A view written in an app's body.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

/// Scenes side by side, as a `SceneBuilder` block builds them.
public struct TupleScene<each Content: Scene>: Scene {
  /// No body: its scenes are shown as the app's.
  public typealias Body = Never
  let content: (repeat each Content)
}

/// An app's settings, like SwiftUI's `Settings` scene: the app menu's
/// Settings… item (shown when the app's scenes declare commands) presents
/// its content as a sheet over the window; Esc or `@Environment(\.dismiss)`
/// closes it. Without a menu bar there is no way to open it.
public struct Settings<Content: View>: Scene {
  /// No body: its content is shown by the Settings… item.
  public typealias Body = Never
  let content: Content

  /// Settings showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Scene {
  /// Adds `content` to the app's menu bar, like SwiftUI's
  /// `commands(content:)`: a scene with commands (any of the app's scenes,
  /// a `Settings` scene too) gives the window a menu bar on its top line.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    CommandsScene(scene: self, commands: content())
  }
}

/// A scene with commands added.
struct CommandsScene<Content: Scene, C: Commands>: Scene {
  typealias Body = Never
  let scene: Content
  let commands: C
}

/// What an app's scenes are made of: the window group's content, the
/// settings' content and the commands, found through the scenes' bodies.
@MainActor
package struct SceneParts {
  /// The first window group's content.
  package var root: AnyView?
  /// The first `Settings` scene's content.
  package var settings: AnyView?
  /// Every set of commands given with `.commands`, in order.
  package var commands: [any Commands] = []

  /// The parts of `scene`.
  package init(_ scene: some Scene) { add(scene) }

  mutating func add<S: Scene>(_ scene: S) {
    if let primitive = scene as? any PrimitiveScene {
      primitive.collect(into: &self)
    } else {
      add(scene.body)
    }
  }
}

/// A scene that says itself what it holds.
@MainActor
protocol PrimitiveScene {
  func collect(into parts: inout SceneParts)
}

extension WindowGroup: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    if parts.root == nil { parts.root = AnyView(content) }
  }
}

extension Settings: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    if parts.settings == nil { parts.settings = AnyView(content) }
  }
}

extension TupleScene: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    for scene in repeat each content { parts.add(scene) }
  }
}

extension CommandsScene: PrimitiveScene {
  func collect(into parts: inout SceneParts) {
    parts.add(scene)
    parts.commands.append(commands)
  }
}

extension Never: PrimitiveScene {
  func collect(into parts: inout SceneParts) {}
}
