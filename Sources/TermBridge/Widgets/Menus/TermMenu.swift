import TermBridgeTerminal

/// One entry of a ``TermMenu``, like `UIMenuElement`: an action or a menu.
@MainActor
public class TermMenuElement {
  /// The text the menu shows for the entry.
  public let title: String

  init(title: String) { self.title = title }
}

/// A command in a menu, like `UIAction`: a title, a handler, how it looks
/// (``Attributes``) and whether it is checked (``state``).
@MainActor
public final class TermAction: TermMenuElement {
  /// How an action looks and whether it can be chosen, like
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// The set of the bits of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Deletes or loses something: drawn red.
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// Shown dim and skipped by the keys and the mouse.
    public static let disabled = Attributes(rawValue: 1 << 1)
  }

  /// Whether an action is checked, like `UIMenuElement.State`: a toggle
  /// that is on, or the chosen option of a picker, shows `✓`.
  public enum State: Sendable { case off, on }

  /// How the action looks and whether it can be chosen.
  public var attributes: Attributes
  /// Whether the action shows `✓`.
  public var state: State
  /// A key that runs the action from the window it was made for, shown
  /// right-aligned in the menu (the menu itself does not register it).
  public var keyboardShortcut: KeyEvent?
  let handler: @MainActor (TermAction) -> Void

  /// An action titled `title` that calls `handler` when chosen.
  public init(
    title: String, attributes: Attributes = [], state: State = .off, keyboardShortcut: KeyEvent? = nil,
    handler: @escaping @MainActor (TermAction) -> Void
  ) {
    self.attributes = attributes
    self.state = state
    self.keyboardShortcut = keyboardShortcut
    self.handler = handler
    super.init(title: title)
  }

  /// Runs the handler, as choosing the action in a menu does; nothing while disabled.
  public func perform() {
    guard !attributes.contains(.disabled) else { return }
    handler(self)
  }
}

/// A menu, like `UIMenu`: a title and children (actions and menus). A
/// child menu is a submenu (Right opens it) or, with ``Options/displayInline``,
/// a section shown in place between separators.
@MainActor
public final class TermMenu: TermMenuElement {
  /// How a menu shows inside its parent, like `UIMenu.Options`.
  public struct Options: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// The set of the bits of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown in place (a section: its title, then its children, between separators).
    public static let displayInline = Options(rawValue: 1 << 0)
  }

  /// Whether the menu is a submenu or a section shown in place.
  public let options: Options
  /// The entries, top to bottom.
  public let children: [TermMenuElement]
  /// Whether the submenu can be opened.
  public var isEnabled = true

  /// A menu titled `title` with `children`, in order.
  public init(title: String = "", options: Options = [], children: [TermMenuElement]) {
    self.options = options
    self.children = children
    super.init(title: title)
  }

  /// One row of the menu as it is shown, inline menus flattened.
  @MainActor
  enum Row {
    case action(TermAction)
    case submenu(TermMenu)
    case header(String)
    case separator

    var isChoosable: Bool {
      switch self {
      case .action(let action): !action.attributes.contains(.disabled)
      case .submenu(let menu): menu.isEnabled
      case .header, .separator: false
      }
    }

    /// The text the row shows (a header's too), nil for a separator.
    var title: String? {
      switch self {
      case .action(let action): action.title
      case .submenu(let menu): menu.title
      case .header(let title): title
      case .separator: nil
      }
    }
  }

  /// The rows shown: inline menus become a separator (none first, last or
  /// twice), their title as a header, and their children; an empty inline
  /// menu is a divider.
  var rows: [Row] {
    var rows: [Row] = []
    func separate() {
      if let last = rows.last, case .separator = last { return }
      if !rows.isEmpty { rows.append(.separator) }
    }
    for child in children {
      if let action = child as? TermAction {
        rows.append(.action(action))
      } else if let menu = child as? TermMenu {
        guard menu.options.contains(.displayInline) else {
          rows.append(.submenu(menu))
          continue
        }
        separate()
        if !menu.title.isEmpty { rows.append(.header(menu.title)) }
        rows += menu.rows
        separate()
      }
    }
    while let last = rows.last, case .separator = last { rows.removeLast() }
    return rows
  }
}
