import TermBridgeTerminal

// How a view finds its theme: the nearest `overrideTheme` up the view
// hierarchy, else the application's, else the built-in one for the
// terminal's background.
extension TermView {
  /// The theme in force here, like UIKit's inherited `tintColor`: this
  /// view's ``overrideTheme``, else the nearest superview's (the window's
  /// included), else the application's ``TermApplication/theme``, else the
  /// built-in theme for ``effectiveUserInterfaceStyle``. Built-in widgets
  /// draw from it.
  public var theme: TermTheme { resolvedThemes.theme }

  /// ``inheritedTheme`` as last resolved: walks the hierarchy only after a
  /// change that can change any view's theme (a hosted row's environment
  /// reads it on every update).
  package var resolvedInheritedTheme: TermTheme? { resolvedThemes.inherited }

  private var resolvedThemes: (inherited: TermTheme?, theme: TermTheme) {
    if let resolved = resolvedTheme, resolved.generation == TermView.themeGeneration {
      return (resolved.inherited, resolved.theme)
    }
    let inherited = inheritedTheme
    let theme = inherited ?? .standard(for: effectiveUserInterfaceStyle)
    resolvedTheme = (inherited, theme, TermView.themeGeneration)
    return (inherited, theme)
  }

  /// A theme set on this view or one around it, or on the application;
  /// nil when the built-in one for the terminal's background is in force.
  /// A theme set around wins over a style override; the application's
  /// only where no view overrides the style.
  package var inheritedTheme: TermTheme? {
    var current: TermView? = self
    var styleIsOverridden = false
    while let view = current {
      if let theme = view.overrideTheme { return theme }
      if view.overrideUserInterfaceStyle != .unspecified { styleIsOverridden = true }
      current = view.superview
    }
    return styleIsOverridden ? nil : window?.application?.theme
  }

  /// Light or dark here: the nearest ``overrideUserInterfaceStyle`` up the
  /// hierarchy, else the terminal's background
  /// (``TermApplication/userInterfaceStyle``).
  public var effectiveUserInterfaceStyle: TermApplication.UserInterfaceStyle {
    var current: TermView? = self
    while let view = current {
      if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
      current = view.superview
    }
    return window?.application?.userInterfaceStyle ?? .unspecified
  }

  /// Tells this view and every view below that the theme may have changed,
  /// and redraws them.
  package func themeDidChangeInHierarchy() {
    TermView.themeGeneration &+= 1
    themeDidChange()
    for subview in subviews { subview.themeDidChangeInHierarchy() }
    setNeedsDisplay()
  }
}
