import TermBridgeTerminal

/// One element of the accessibility tree, as a screen reader meets it:
/// what it is, its label, value and hint, its traits, where it is on
/// screen, and the elements inside it. Made by
/// ``TermView/accessibilityElements`` from the widgets and what the app set
/// with the accessibility modifiers; a snapshot, made again when asked.
@MainActor
public struct TermAccessibilityElement {
  /// What kind of thing the element is.
  public var role: TermAccessibilityRole
  /// What the element is: "Volume".
  public var label: String?
  /// Its current value: "40 percent".
  public var value: String?
  /// What using it does.
  public var hint: String?
  /// Its traits (its role's, its state's, the app's).
  public var traits: TermAccessibilityTraits
  /// The name tests find it by (`.accessibilityIdentifier`).
  public var identifier: String?
  /// Where it is, in screen cells.
  public var frame: Rect
  /// Whether it, or a view inside it, has the keyboard focus.
  public var isFocused: Bool
  /// Whether it takes input (false reads as "dimmed").
  public var isEnabled: Bool
  /// The elements inside it (a group's, a row's controls, a tab bar's tabs).
  public var children: [TermAccessibilityElement]
  /// The widget it stands for; nil for one a widget draws without a
  /// subview (a tab of a tab bar).
  public let view: TermView?
  /// What activating a virtual element does (a tab of a bar selects it).
  let activation: (@MainActor () -> Bool)?

  /// An element for `view`, or one a widget draws itself (`view` nil,
  /// `activate` what activating it does).
  public init(
    role: TermAccessibilityRole, label: String?, value: String? = nil, hint: String? = nil,
    traits: TermAccessibilityTraits = [], identifier: String? = nil, frame: Rect = .zero,
    isFocused: Bool = false, isEnabled: Bool = true, children: [TermAccessibilityElement] = [],
    view: TermView? = nil, activate: (@MainActor () -> Bool)? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.children = children
    self.view = view
    self.activation = activate
  }

  /// The element as a screen reader says it in one short line: label,
  /// role, value, then "selected" and "dimmed" when they hold:
  /// "Volume, slider, 40 percent".
  public var spokenDescription: String {
    var parts: [String] = []
    if let label, !label.isEmpty { parts.append(label) }
    if !role.spokenName.isEmpty { parts.append(role.spokenName) }
    if let value, !value.isEmpty, value != label { parts.append(value) }
    if traits.contains(.isSelected) { parts.append("selected") }
    if !isEnabled { parts.append("dimmed") }
    return parts.joined(separator: ", ")
  }

  /// The element and every element inside it, depth first.
  public var flattened: [TermAccessibilityElement] {
    var result = [self]
    for child in children { result += child.flattened }
    return result
  }

  /// Does what the element's main action is (a button presses, a toggle
  /// flips, a tab is selected); false when it has none.
  @discardableResult
  public func activate() -> Bool {
    if let activation { return activation() }
    guard let view, view.isEffectivelyEnabled else { return false }
    if view.accessibilityPerformAction(named: "default") { return true }
    for child in children where child.activate() { return true }
    return false
  }

  /// The tree as indented lines, one element a line, for tests and logs:
  /// `button "OK"`, `slider "Volume" = 40 percent`.
  public var treeDescription: String {
    var lines: [String] = []
    describe(into: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + role.rawValue
    if let label { line += " \"\(label)\"" }
    if let value { line += " = \(value)" }
    if let identifier { line += " #\(identifier)" }
    if traits.contains(.isSelected) { line += " [selected]" }
    if isFocused { line += " [focused]" }
    lines.append(line)
    for child in children { child.describe(into: &lines, depth: depth + 1) }
  }
}

extension TermView {
  /// The accessibility elements this view presents, like walking UIKit's
  /// `accessibilityElements`: itself when it is an element (with the
  /// controls inside it as children), else the elements of its subviews.
  ///
  /// Hidden views are skipped with what they contain. An element takes
  /// the text below it into its label (a button's hosted label) and keeps
  /// the controls below it as children (a list row's toggle). Siblings
  /// sharing one `.accessibilityElement(children:)` are one element.
  /// Siblings are read in order of their sort priority, higher first, then
  /// in screen order.
  public var accessibilityElements: [TermAccessibilityElement] {
    guard !isHidden, !accessibility.isHidden else { return [] }
    if let grouping = accessibility.grouping { return [groupElement([self], grouping.children)] }
    guard isAccessibilityElement else { return accessibilityElementsOfSubviews }
    let inner = accessibilityElementsOfSubviews + accessibilityChildElements
    if accessibilityRole.isContainer { return [ownElement(children: inner)] }
    var element = ownElement(children: inner.filter { $0.role.isInteractive || !$0.children.isEmpty })
    if element.label == nil || element.label?.isEmpty == true {
      element.label = combinedLabel(of: inner.filter { !$0.role.isInteractive && $0.children.isEmpty })
    }
    return [element]
  }

  /// The elements of the subviews, grouped and sorted.
  var accessibilityElementsOfSubviews: [TermAccessibilityElement] {
    var result: [(priority: Double, element: TermAccessibilityElement)] = []
    var seen: [ObjectIdentifier] = []
    for subview in subviews where !subview.isHidden && !subview.accessibility.isHidden {
      if let grouping = subview.accessibility.grouping {
        let id = ObjectIdentifier(grouping)
        if seen.contains(id) { continue }
        seen.append(id)
        let members = subviews.filter {
          $0.accessibility.grouping === grouping && !$0.isHidden && !$0.accessibility.isHidden
        }
        result.append((subview.accessibility.sortPriority, groupElement(members, grouping.children)))
        continue
      }
      for element in subview.accessibilityElements {
        result.append((subview.accessibility.sortPriority, element))
      }
    }
    if result.contains(where: { $0.priority != 0 }) {
      // A stable sort: equal priorities keep their order.
      result = result.enumerated().sorted {
        $0.element.priority != $1.element.priority
          ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
      }.map(\.element)
    }
    return result.map(\.element) + (isAccessibilityElement ? [] : accessibilityChildElements)
  }

  /// The element of this view alone, from its own properties.
  private func ownElement(children: [TermAccessibilityElement]) -> TermAccessibilityElement {
    let traits = accessibilityTraits
    return TermAccessibilityElement(
      role: accessibilityRole.refined(by: traits), label: accessibilityLabel, value: accessibilityValue,
      hint: accessibilityHint, traits: traits, identifier: accessibilityIdentifier, frame: frameOnScreen,
      isFocused: containsFocus || (accessibilityIsCurrent && isInsideFocus), isEnabled: isEffectivelyEnabled,
      children: children, view: self)
  }

  /// Whether the key window's first responder is a view this one is inside.
  private var isInsideFocus: Bool {
    guard let responder = window?.firstResponder else { return false }
    return isDescendant(of: responder)
  }

  /// One element of `members` (siblings, or one view) as `behavior` says.
  private func groupElement(_ members: [TermView], _ behavior: TermAccessibilityChildren)
    -> TermAccessibilityElement
  {
    // What the members say as a group: a property all of them share.
    func shared<T: Equatable>(_ value: (TermView) -> T?) -> T? {
      guard let first = members.first.flatMap(value) else { return nil }
      return members.allSatisfy({ value($0) == first }) ? first : nil
    }
    var inner: [TermAccessibilityElement] = []
    for member in members {
      var copy = member.accessibility
      copy.grouping = nil
      inner += member.withAccessibility(copy) { member.accessibilityElements }
    }
    let frame = members.dropFirst().reduce(members.first?.frameOnScreen ?? .zero) {
      $0.union($1.frameOnScreen)
    }
    var added: TermAccessibilityTraits = []
    for member in members { added.formUnion(member.accessibility.addedTraits) }
    let anchor = members.count == 1 ? members[0] : nil
    var element = TermAccessibilityElement(
      role: .group, label: shared { $0.accessibility.label }, value: shared { $0.accessibility.value },
      hint: shared { $0.accessibility.hint }, traits: added,
      identifier: shared { $0.accessibilityIdentifier }, frame: frame,
      isFocused: members.contains { $0.containsFocus },
      isEnabled: members.allSatisfy { $0.isEffectivelyEnabled }, children: [], view: anchor ?? members.first)
    switch behavior {
    case .contain:
      element.children = inner
    case .ignore:
      element.role = TermAccessibilityRole.none.refined(by: added)
      if element.role == .none { element.role = .group }
    case .combine:
      let all = inner.flatMap(\.flattened)
      let controls = all.filter { $0.role.isInteractive }
      if element.label == nil { element.label = combinedLabel(of: all.filter { $0.children.isEmpty }) }
      if element.value == nil { element.value = all.compactMap(\.value).first }
      element.role = (controls.count == 1 ? controls[0].role : .staticText).refined(by: added)
      element.traits.formUnion(element.role.defaultTraits)
      if controls.count == 1 { element.children = [] }
      let activatable = inner
      element = TermAccessibilityElement(
        role: element.role, label: element.label, value: element.value, hint: element.hint,
        traits: element.traits, identifier: element.identifier, frame: element.frame,
        isFocused: element.isFocused, isEnabled: element.isEnabled, children: [], view: element.view,
        activate: { activatable.contains { $0.activate() } })
    }
    return element
  }

  /// Runs `body` with the view's accessibility properties as `copy`, then
  /// puts them back (to read a group's member as a view of its own).
  private func withAccessibility<R>(_ copy: TermAccessibility, _ body: () -> R) -> R {
    let saved = accessibility
    accessibility = copy
    defer { accessibility = saved }
    return body()
  }

  /// The labels of `elements` joined as a screen reader reads them: "Ada, 36".
  private func combinedLabel(of elements: [TermAccessibilityElement]) -> String? {
    var parts: [String] = []
    for element in elements {
      for text in [element.label, element.value] {
        if let text, !text.isEmpty, parts.last != text { parts.append(text) }
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The view's frame in screen cells.
  var frameOnScreen: Rect {
    var origin = frame.origin
    var view: TermView = self
    while let parent = view.superview {
      origin = origin + parent.frame.origin
      view = parent
    }
    if view === self { return frame }
    return Rect(origin: origin, size: frame.size)
  }

  /// Whether the key window's first responder is this view or inside it.
  var containsFocus: Bool {
    guard let responder = window?.firstResponder else { return false }
    return responder.isDescendant(of: self)
  }
}

extension TermAccessibilityRole {
  /// Whether an element of this role holds other elements, read one by one
  /// (a list's rows), rather than taking their text into its label.
  public var isContainer: Bool {
    switch self {
    case .list, .table, .tabBar, .menuBar, .scrollView, .group, .radioGroup: true
    default: false
    }
  }

  /// Whether an element of this role takes input (it stays an element of
  /// its own inside another element).
  public var isInteractive: Bool {
    switch self {
    case .none, .group, .staticText, .header, .image, .row, .list, .table, .tabBar, .menuBar, .scrollView,
      .progressIndicator:
      false
    default: true
    }
  }
}

/// `value` between `low` and `high` as a whole percentage: "40 percent".
func accessibilityPercent(_ value: Double, from low: Double, to high: Double) -> String {
  guard high > low, value.isFinite else { return accessibilityNumber(value) }
  let fraction = min(1, max(0, (value - low) / (high - low)))
  return "\(Int((fraction * 100).rounded())) percent"
}

/// `value` as a screen reader should read it: "5", "2.5".
func accessibilityNumber(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
  return "\((value * 100).rounded() / 100)"
}
