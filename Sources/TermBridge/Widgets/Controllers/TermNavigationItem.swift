import TermBridgeTerminal

/// A button in a navigation bar, like `UIBarButtonItem`: a title, an
/// optional keyboard shortcut (shown beside the title, and working while
/// the bar shows the item), and what it does.
@MainActor
public final class TermBarButtonItem {
  /// What the button says.
  public let title: String
  /// The key that presses it while it is shown.
  public let keyboardShortcut: KeyEvent?
  /// Drawn red: it deletes or loses something.
  public let isDestructive: Bool
  /// What pressing the item does; may be replaced while it is shown.
  public var action: @MainActor () -> Void
  /// A view the bar shows instead of a button (a menu, a toggle, a
  /// picker, any content), like `UIBarButtonItem.customView`: the bar
  /// gives it the width of its `sizeThatFits` on the bar's line.
  public let customView: TermView?

  /// An item titled `title` that runs `action`.
  public init(
    title: String, keyboardShortcut: KeyEvent? = nil, isDestructive: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.keyboardShortcut = keyboardShortcut
    self.isDestructive = isDestructive
    self.action = action
    customView = nil
  }

  /// An item showing `customView` in the bar, as it is (its own keys and
  /// clicks), like `UIBarButtonItem(customView:)`.
  public init(customView: TermView) {
    title = ""
    keyboardShortcut = nil
    isDestructive = false
    action = {}
    self.customView = customView
  }

  /// What the bar shows: the title and the shortcut.
  var label: String { keyboardShortcut.map { "\(title) \($0)" } ?? title }

  /// Whether the bar would draw `other` the same way (only the action differs).
  func looksLike(_ other: TermBarButtonItem) -> Bool {
    title == other.title && keyboardShortcut == other.keyboardShortcut && isDestructive == other.isDestructive
      && customView === other.customView
  }
}

/// What a ``TermNavigationController``'s bar shows for a controller
/// besides its title, like `UINavigationItem`: buttons on the left (after
/// the back hint) and on the right.
@MainActor
public final class TermNavigationItem {
  /// Buttons after the back hint, left to right.
  public var leftBarButtonItems: [TermBarButtonItem] = [] {
    didSet { if !Self.same(leftBarButtonItems, oldValue) { didChange?() } }
  }
  /// Buttons at the right end, left to right.
  public var rightBarButtonItems: [TermBarButtonItem] = [] {
    didSet { if !Self.same(rightBarButtonItems, oldValue) { didChange?() } }
  }

  /// Hides the back hint, and Esc and Alt-Left no longer pop, like
  /// `UINavigationItem.hidesBackButton` (SwiftUI's
  /// `.navigationBarBackButtonHidden`): the screen offers its own way back.
  public var hidesBackButton = false {
    didSet { if hidesBackButton != oldValue { didChange?() } }
  }
  /// Hides the navigation bar while this controller is on top (SwiftUI's
  /// `.navigationBarHidden`).
  public var prefersNavigationBarHidden = false {
    didSet { if prefersNavigationBarHidden != oldValue { didChange?() } }
  }

  /// A second line of the title, like `UINavigationItem.subtitle`
  /// (SwiftUI's `.navigationSubtitle`): the one-line bar shows it after
  /// the title, dimmed.
  public var subtitle: String? {
    didSet { if subtitle != oldValue { didChange?() } }
  }

  var didChange: (() -> Void)?

  private static func same(_ a: [TermBarButtonItem], _ b: [TermBarButtonItem]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  /// Replaces the right items, keeping the ones that look the same (their
  /// actions updated): a declarative toolbar sets them on every update.
  package func setRightItems(_ items: [TermBarButtonItem]) {
    rightBarButtonItems = merged(rightBarButtonItems, items)
  }

  /// Replaces the left items the same way.
  package func setLeftItems(_ items: [TermBarButtonItem]) {
    leftBarButtonItems = merged(leftBarButtonItems, items)
  }

  private func merged(_ old: [TermBarButtonItem], _ new: [TermBarButtonItem]) -> [TermBarButtonItem] {
    guard old.count == new.count, zip(old, new).allSatisfy({ $0.looksLike($1) }) else { return new }
    for (kept, fresh) in zip(old, new) { kept.action = fresh.action }
    return old
  }
}
