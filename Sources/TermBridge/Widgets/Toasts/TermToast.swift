import TermBridgeTerminal

/// A short message shown for a few seconds in a corner of a window, over
/// the content, without taking focus (Android's `Toast`, a macOS
/// notification banner): show one with ``TermWindow/showToast(_:onDismiss:)`` or
/// ``TermApplication/showToast(_:)``.
///
/// Toasts stack: the newest sits nearest the corner and pushes the older
/// ones along, up to ``TermWindow/maximumToastCount``. Each leaves after
/// its ``duration``; a click on it, or Esc when no view before the window
/// uses the key, dismisses the newest at once. In screen-reader mode its
/// text is announced (``TermApplication/announce(_:)``).
public struct TermToast: Hashable, Sendable {
  /// What a toast says about its message: it picks the mark and the colour.
  public enum Kind: Hashable, Sendable {
    /// Plain news (`•`, the theme's accent).
    case info
    /// Something went well (`✓`, the theme's success colour).
    case success
    /// Something needs a look (`!`, the theme's warning colour).
    case warning
    /// Something failed (`✗`, the theme's destructive colour).
    case error
  }

  /// The message, one line.
  public var message: String
  /// What kind of news it is.
  public var kind: Kind
  /// How long it stays: 3 seconds unless set.
  public var duration: Duration

  /// A toast saying `message` for `duration`.
  public init(_ message: String, kind: Kind = .info, duration: Duration = .seconds(3)) {
    self.message = message
    self.kind = kind
    self.duration = duration
  }

  /// The mark drawn before the message.
  var mark: String {
    switch kind {
    case .info: "•"
    case .success: "✓"
    case .warning: "!"
    case .error: "✗"
    }
  }

  /// The colour of the mark and the frame under `theme`.
  func color(in theme: TermTheme) -> TermColor {
    switch kind {
    case .info: theme.accent
    case .success: theme.success
    case .warning: theme.warning
    case .error: theme.destructive
    }
  }

  /// What a screen reader is given: the kind, unless plain news, then the message.
  var spokenText: String {
    switch kind {
    case .info: message
    case .success: "Done: " + message
    case .warning: "Warning: " + message
    case .error: "Error: " + message
    }
  }
}

/// Where a window's toasts appear.
public enum TermToastPlacement: Hashable, Sendable {
  /// The top trailing corner (the default), below a menu bar.
  case topTrailing
  /// The bottom trailing corner, above a key hints bar.
  case bottomTrailing
  /// The top leading corner.
  case topLeading
  /// The bottom leading corner.
  case bottomLeading
  /// Centred along the bottom edge.
  case bottom

  /// Whether the toasts stack downwards from the top.
  var isTop: Bool { self == .topTrailing || self == .topLeading }
}
