/// A menu of the app's own on the menu bar, like SwiftUI's `CommandMenu`:
/// it comes after the View menu and before Window and Help. Its content
/// is as a `Menu`'s: `Button`s (a `.keyboardShortcut` is shown and runs
/// from anywhere in the app), `Divider`s, `Section`s, `Toggle`s, `Picker`s
/// and nested `Menu`s; `.disabled` dims an item.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  /// No body: it adds its menu.
  public typealias Body = Never
  let name: String
  let content: Content

  /// A menu titled `name` holding `content`.
  public init(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// A menu titled with `name`'s text holding `content`.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.init(labelParts(of: name).title, content: content)
  }

  func contribute(to menu: inout CommandContributions) { menu.addMenu(name, content) }
}

/// Items put before, after or in place of a standard group of the menu
/// bar, like SwiftUI's `CommandGroup`. Its content is as a `Menu`'s.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  /// No body: it adds its items.
  public typealias Body = Never
  enum Position { case before, after, replacing }
  let placement: CommandGroupPlacement
  let position: Position
  let content: Content

  /// Items before the group at `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    position = .before
    content = addition()
  }

  /// Items after the group at `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    position = .after
    content = addition()
  }

  /// Items in place of the group at `group` (an empty block removes it).
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    position = .replacing
    content = addition()
  }

  func contribute(to menu: inout CommandContributions) {
    var group = menu.groups[placement] ?? CommandContributions.Group()
    switch position {
    case .before: group.before.append(content)
    case .after: group.after.append(content)
    case .replacing: group.replacement = (group.replacement ?? []) + [content]
    }
    menu.groups[placement] = group
  }
}
