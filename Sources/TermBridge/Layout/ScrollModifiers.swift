import TermBridgeTerminal

/// Whether scroll indicators show, like SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let kind: Int
  /// The platform's default: shown when the content overflows.
  public static let automatic = ScrollIndicatorVisibility(kind: 0)
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(kind: 1)
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(kind: 2)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// How scrolling dismisses the keyboard, like SwiftUI's
/// `ScrollDismissesKeyboardMode`; a terminal has no on-screen keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let kind: Int
  /// The platform's default.
  public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
  /// As the drag reaches the keyboard.
  public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

extension View {
  /// Shows or hides the scroll views' indicators inside, like SwiftUI's
  /// `scrollIndicators(_:axes:)`: accepted; terminal scroll views draw
  /// their scroll bar when the content overflows.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { self }

  /// How scrolling dismisses the keyboard, like SwiftUI's
  /// `scrollDismissesKeyboard(_:)`: ignored, a terminal has no on-screen keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Shows or hides the background of scrollable views inside (lists,
  /// forms), like SwiftUI's `scrollContentBackground(_:)`: accepted; they
  /// draw on the terminal's background either way.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
