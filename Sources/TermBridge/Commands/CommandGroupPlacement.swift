/// Where a ``CommandGroup`` goes among the standard groups of the menu
/// bar, like SwiftUI's `CommandGroupPlacement`. Each standard group holds
/// the items a terminal can really do: Settings and Quit in the app menu,
/// Undo/Redo and Cut/Copy/Paste/Select All on the focused text, Toggle
/// Sidebar on a `NavigationSplitView`; the others start empty (the
/// porting page lists them) and hold what an app puts there.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  /// About the app (app menu; empty: a terminal app has no About panel).
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// Settings… (app menu): opens the `Settings` scene, when the app has one.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// Services (app menu; empty: a terminal has none).
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Hide and show the app (app menu; empty: a terminal app cannot hide).
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// Quit (app menu): asks the application to end, as Ctrl-Q does.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// New (File menu; empty: a terminal shows one window).
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Save and Close (File menu; empty: an app's own document commands go here).
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Import and export (File menu; empty).
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Print (File menu; empty: a terminal cannot print).
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and Redo (Edit menu), on the focused text.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, Copy, Paste and Select All (Edit menu), on the focused text.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Find and spelling (Edit menu; empty: the terminal's own find is used).
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Fonts and text styles (Format menu; empty: the terminal sets the font).
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// Toolbar visibility (View menu; empty: a terminal toolbar is a line of
  /// the screen, not hidden).
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Toggle Sidebar (View menu), with `SidebarCommands`.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Minimize and zoom (Window menu; empty: the terminal sizes the window).
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// Window list and arrangement (Window menu; empty: one window).
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// Bring All to Front (Window menu; empty: one window).
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// Help (Help menu; empty: an app's own help items go here).
  public static let help = CommandGroupPlacement(name: "help")
}
