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
  public var theme: TermTheme {
    var current: TermView? = self
    var style = TermApplication.UserInterfaceStyle.unspecified
    while let view = current {
      if let theme = view.overrideTheme { return theme }
      if style == .unspecified { style = view.overrideUserInterfaceStyle }
      current = view.superview
    }
    let application = window?.application
    if style == .unspecified, let theme = application?.theme { return theme }
    return .standard(for: style == .unspecified ? application?.userInterfaceStyle ?? .unspecified : style)
  }

  /// A theme set on this view or one around it, or on the application;
  /// nil when the built-in one for the terminal's background is in force.
  package var inheritedTheme: TermTheme? {
    var current: TermView? = self
    while let view = current {
      if let theme = view.overrideTheme { return theme }
      if view.overrideUserInterfaceStyle != .unspecified { return nil }
      current = view.superview
    }
    return window?.application?.theme
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
    themeDidChange()
    for subview in subviews { subview.themeDidChangeInHierarchy() }
    setNeedsDisplay()
  }
}
