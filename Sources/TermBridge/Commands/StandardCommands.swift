/// The sidebar's commands, like SwiftUI's `SidebarCommands`: View ›
/// Toggle Sidebar (Ctrl-Alt-S), which hides or shows the sidebar column of
/// the window's `NavigationSplitView` (or, while its columns show one at a
/// time, goes between the sidebar and the detail).
public struct SidebarCommands: Commands, PrimitiveCommands {
  /// No body: it adds the standard item.
  public typealias Body = Never
  /// The sidebar's commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) { menu.standardSets.insert("sidebar") }
}

/// The toolbar's commands, like SwiftUI's `ToolbarCommands`. SwiftUI's
/// Show/Hide Toolbar and Customize Toolbar have no terminal meaning (a
/// toolbar is a line of the screen, neither hidden nor customized): it adds
/// nothing, and the porting page says so.
public struct ToolbarCommands: Commands, PrimitiveCommands {
  /// No body: it adds nothing.
  public typealias Body = Never
  /// The toolbar's commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) { menu.standardSets.insert("toolbar") }
}

/// The text editing commands, like SwiftUI's `TextEditingCommands`.
/// SwiftUI's Find, Spelling, Substitutions, Transformations and Speech
/// have no counterpart in the terminal's text widgets: it adds nothing
/// beyond the Edit menu every menu bar has (Undo/Redo, Cut/Copy/Paste,
/// Select All), and the porting page says so.
public struct TextEditingCommands: Commands, PrimitiveCommands {
  /// No body: it adds nothing.
  public typealias Body = Never
  /// The text editing commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) { menu.standardSets.insert("textEditing") }
}

/// The text formatting commands, like SwiftUI's `TextFormattingCommands`:
/// the terminal sets the font, so it adds nothing (the porting page says so).
public struct TextFormattingCommands: Commands, PrimitiveCommands {
  /// No body: it adds nothing.
  public typealias Body = Never
  /// The text formatting commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) { menu.standardSets.insert("textFormatting") }
}

/// Import from an iPhone or iPad, like SwiftUI's
/// `ImportFromDevicesCommands`: a terminal has no camera continuity, so it
/// adds nothing (the porting page says so).
public struct ImportFromDevicesCommands: Commands, PrimitiveCommands {
  /// No body: it adds nothing.
  public typealias Body = Never
  /// The import-from-devices commands.
  public init() {}
  func contribute(to menu: inout CommandContributions) {}
}
