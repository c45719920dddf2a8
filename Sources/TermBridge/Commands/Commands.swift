/// A set of menu commands, like SwiftUI's `Commands`: give a scene
/// `.commands { … }` and the window shows a menu bar on its top line.
/// Write your own as a struct with a `body` of other commands
/// (``CommandMenu``, ``CommandGroup``, the standard sets), using property
/// wrappers such as ``FocusedBinding`` to act on what has the focus.
@MainActor
public protocol Commands {
  /// The type of commands the body is.
  associatedtype Body: Commands
  /// The commands this set is made of.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// A primitive set of commands has no body.
  public var body: Never { fatalError("\(Self.self) is a primitive set of commands") }
}

/// No commands, like SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, PrimitiveCommands {
  /// No body: it adds nothing.
  public typealias Body = Never
  /// No commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) {}
}

/// Commands made of several, in order, as a `CommandsBuilder` block builds them.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
  /// No body: it adds each of its commands.
  public typealias Body = Never
  let content: (repeat each Content)

  func contribute(to menu: inout CommandContributions) {
    for commands in repeat each content { menu.add(commands) }
  }
}

/// One of two sets of commands, as an `if`/`else` in a `CommandsBuilder` builds it.
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands
{
  /// No body: it adds the branch taken.
  public typealias Body = Never
  enum Branch {
    case first(TrueContent)
    case second(FalseContent)
  }
  let branch: Branch

  func contribute(to menu: inout CommandContributions) {
    switch branch {
    case .first(let commands): menu.add(commands)
    case .second(let commands): menu.add(commands)
    }
  }
}

extension Optional: Commands where Wrapped: Commands {
  /// No body: it adds the commands it holds, if any.
  public typealias Body = Never
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
  func contribute(to menu: inout CommandContributions) {
    if let commands = self { menu.add(commands) }
  }
}

/// Builds commands from a block, like SwiftUI's `CommandsBuilder`.
@resultBuilder
@MainActor
public enum CommandsBuilder {
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  /// One set of commands.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  /// Several sets of commands, in order.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
    repeat each Content
  > {
    TupleCommands(content: (repeat each content))
  }
  /// A set of commands written in the block.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  /// Commands under an `if` without `else`.
  public static func buildIf<Content: Commands>(_ content: Content?) -> Content? { content }
  /// The commands of an `if` branch.
  public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> {
    ConditionalCommands(branch: .first(first))
  }
  /// The commands of an `else` branch.
  public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> {
    ConditionalCommands(branch: .second(second))
  }
  /// Commands under `if #available`.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Commands that add to the menus themselves rather than through a body.
@MainActor
protocol PrimitiveCommands {
  func contribute(to menu: inout CommandContributions)
}

/// What a scene's commands add to the menu bar: the app's menus, and the
/// items put before, after or in place of each standard group.
@MainActor
struct CommandContributions {
  /// A group's additions.
  struct Group {
    var before: [any View] = []
    var replacement: [any View]?
    var after: [any View] = []
  }
  /// The app's own menus (`CommandMenu`), in order; a second menu of one
  /// name adds to the first.
  var menus: [(title: String, content: [any View])] = []
  var groups: [CommandGroupPlacement: Group] = [:]
  /// Whether `SidebarCommands`, `ToolbarCommands`, `TextEditingCommands`
  /// were given.
  var standardSets: Set<String> = []

  /// Adds `commands`: a primitive adds itself, others their body.
  mutating func add<C: Commands>(_ commands: C) {
    if let primitive = commands as? any PrimitiveCommands {
      primitive.contribute(to: &self)
    } else {
      add(commands.body)
    }
  }

  mutating func addMenu(_ title: String, _ content: any View) {
    if let index = menus.firstIndex(where: { $0.title == title }) {
      menus[index].content.append(content)
    } else {
      menus.append((title, [content]))
    }
  }
}
