import TermBridgeTerminal
import TermBridgeWidgets

/// The key a `WindowGroup`'s window opens its command palette with: Ctrl-P.
package let defaultCommandPaletteKey = KeyboardShortcut("p", modifiers: .control)

extension View {
  /// Opens the command palette with `shortcut` (nil: no palette), a
  /// TermBridge extension: a ``TermCommandPalette`` that fuzzy-searches
  /// every item of the menu bar the scene's `.commands` make, every button
  /// with a `.keyboardShortcut` and toolbar item in the window, and the
  /// tabs of a `TabView`, shows each one's shortcut (disabled ones dim),
  /// and runs the one chosen.
  ///
  /// A `WindowGroup`'s window has the palette on Ctrl-P already; an app's
  /// own Ctrl-P shortcut wins over it (the palette's key is tried after
  /// the window's shortcuts and its menu bar). Use this to choose another
  /// key, or `nil` to turn the palette off.
  public func commandPalette(_ shortcut: KeyboardShortcut?) -> some View {
    WindowSettingView(
      wrapped: self, value: shortcut?.keyEvent, read: { $0.commandPaletteKey },
      write: { window, key in window.commandPaletteKey = key })
  }
}
