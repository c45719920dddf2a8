import TermBridgeTerminal

/// What the app said about a view for assistive tools, like the
/// accessibility properties set on a `UIView`: kept on each ``TermView``
/// (its ``TermView/accessibility``) and set by SwiftUI's accessibility
/// modifiers. What is not set here comes from the widget itself (a
/// button's title, a slider's value): ``TermView/accessibilityLabel`` and
/// the other properties combine the two, and
/// ``TermView/accessibilityElements`` walks the tree of elements a screen
/// reader, `TermPilot` or the screen-reader mode reads.
public struct TermAccessibility: Equatable {
  /// What the view is, read instead of its text: "Next speaker".
  public var label: String?
  /// The view's current value, read after its label: "60 percent".
  public var value: String?
  /// What happens when the view is used: "Plays the next track".
  public var hint: String?
  /// Whether tools skip the view and what it contains.
  public var isHidden = false
  /// How the view's children are presented: as elements of their own, as
  /// one element combining them, or not at all.
  public var children: TermAccessibilityChildren?
  /// Traits added to the view's own (it is a button, a header, selected …).
  public var addedTraits: TermAccessibilityTraits = []
  /// Traits taken from the view's own.
  public var removedTraits: TermAccessibilityTraits = []
  /// Actions tools can run on the view, by name.
  public var actions: [TermAccessibilityAction] = []
  /// The order among its siblings tools read the view in: higher first.
  public var sortPriority: Double = 0
  /// Whether the view is an element of its own, when the app said so
  /// (``TermView/isAccessibilityElement``); nil leaves it to the widget.
  public var isElement: Bool?
  /// The group the view belongs to with its siblings: one
  /// `.accessibilityElement(children:)` over several widgets makes them one
  /// element (they share this object).
  public var grouping: TermAccessibilityGrouping?

  /// Nothing set: the view is read as what it shows.
  public init() {}

  /// The view's traits: the added ones less the removed ones.
  public var traits: TermAccessibilityTraits { addedTraits.subtracting(removedTraits) }
}

/// One element made of several sibling widgets, as one
/// `.accessibilityElement(children:)` over a stack of views makes them: the
/// widgets share this object, and the tree walk reads them as one.
@MainActor
public final class TermAccessibilityGrouping: Equatable {
  /// How the group's widgets are presented.
  public var children: TermAccessibilityChildren

  /// A group presenting its widgets as `children` says.
  public init(children: TermAccessibilityChildren) { self.children = children }

  /// The same group object.
  nonisolated public static func == (a: TermAccessibilityGrouping, b: TermAccessibilityGrouping) -> Bool {
    a === b
  }
}

/// How a view's children are presented to assistive tools, like SwiftUI's
/// `AccessibilityChildBehavior`.
public enum TermAccessibilityChildren: Hashable, Sendable {
  /// The view is one element; its children are not read.
  case ignore
  /// The view is one element whose label combines its children's.
  case combine
  /// The view is a container of its children's elements.
  case contain
}

/// What a view is to assistive tools, like `UIAccessibilityTraits`.
public struct TermAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt32
  /// Traits of the bits `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// It is a button.
  public static let isButton = Self(rawValue: 1 << 0)
  /// It is a header of content.
  public static let isHeader = Self(rawValue: 1 << 1)
  /// It is selected.
  public static let isSelected = Self(rawValue: 1 << 2)
  /// It is a link.
  public static let isLink = Self(rawValue: 1 << 3)
  /// It is a search field.
  public static let isSearchField = Self(rawValue: 1 << 4)
  /// It is an image.
  public static let isImage = Self(rawValue: 1 << 5)
  /// It plays a sound when used.
  public static let playsSound = Self(rawValue: 1 << 6)
  /// It is a key of a keyboard.
  public static let isKeyboardKey = Self(rawValue: 1 << 7)
  /// It is text that does not change.
  public static let isStaticText = Self(rawValue: 1 << 8)
  /// It summarises the screen.
  public static let isSummaryElement = Self(rawValue: 1 << 9)
  /// Its value changes often.
  public static let updatesFrequently = Self(rawValue: 1 << 10)
  /// It starts playing media.
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  /// It takes touches directly.
  public static let allowsDirectInteraction = Self(rawValue: 1 << 12)
  /// It turns the page when read to its end.
  public static let causesPageTurn = Self(rawValue: 1 << 13)
  /// It is modal: what is behind it is not read.
  public static let isModal = Self(rawValue: 1 << 14)
  /// It is a toggle.
  public static let isToggle = Self(rawValue: 1 << 15)
}

/// An action assistive tools can run on a view, by name.
@MainActor
public final class TermAccessibilityAction: Equatable {
  /// The action's name ("default", "escape", "magicTap", or the app's).
  public let name: String
  /// What the action does.
  public let handler: @MainActor () -> Void

  /// An action called `name` that runs `handler`.
  public init(name: String, handler: @escaping @MainActor () -> Void) {
    self.name = name
    self.handler = handler
  }

  /// The same action object (handlers cannot be compared).
  nonisolated public static func == (a: TermAccessibilityAction, b: TermAccessibilityAction) -> Bool {
    a === b
  }
}

extension TermView {
  /// Runs the view's accessibility action called `name`; false when it
  /// has none of that name. "default" with no such action set activates
  /// the view (``accessibilityActivate()``).
  @discardableResult
  public func accessibilityPerformAction(named name: String) -> Bool {
    guard let action = accessibility.actions.first(where: { $0.name == name }) else {
      return name == "default" && accessibilityActivate()
    }
    action.handler()
    return true
  }

  /// Whether the view is one element for assistive tools, like UIKit's
  /// `isAccessibilityElement`: by default, whether its widget has a role
  /// (a button, a slider, text …) and is not hidden from them.
  public var isAccessibilityElement: Bool {
    get {
      accessibility.isElement
        ?? (!accessibility.isHidden && accessibilityRole != .none && accessibilityRole != .group)
    }
    set { accessibility.isElement = newValue }
  }

  /// What the view is, read first, like UIKit's `accessibilityLabel`: the
  /// label the app set, else what the widget shows (a button's title, a
  /// text's text).
  public var accessibilityLabel: String? {
    get { accessibility.label ?? accessibilityContentLabel }
    set { accessibility.label = newValue }
  }

  /// The view's current value, read after its role, like UIKit's
  /// `accessibilityValue`: the value the app set, else the widget's own
  /// ("40 percent", "on", the text of a field).
  public var accessibilityValue: String? {
    get { accessibility.value ?? accessibilityContentValue }
    set { accessibility.value = newValue }
  }

  /// What happens when the view is used, like UIKit's `accessibilityHint`.
  public var accessibilityHint: String? {
    get { accessibility.hint }
    set { accessibility.hint = newValue }
  }

  /// What the view is to tools, like UIKit's `accessibilityTraits`: its
  /// role's traits and its state's (a selected row), with the app's added
  /// and removed. Setting it makes those the traits exactly.
  public var accessibilityTraits: TermAccessibilityTraits {
    get {
      accessibilityRole.defaultTraits.union(accessibilityContentTraits).union(accessibility.addedTraits)
        .subtracting(accessibility.removedTraits)
    }
    set {
      let own = accessibilityRole.defaultTraits.union(accessibilityContentTraits)
      accessibility.addedTraits = newValue.subtracting(own)
      accessibility.removedTraits = own.subtracting(newValue)
    }
  }
}
