import TermBridgeTerminal
import TermBridgeWidgets

/// A button that opens a menu of actions, like SwiftUI's `Menu`: a
/// ``TermMenuButton`` showing its label and `▾`. Enter, Space, Down or a
/// click opens it as a popup below the button; Up/Down move, Enter
/// chooses, Right opens a nested `Menu`, Left closes it, Esc closes the
/// top menu and a click outside closes them all.
///
/// The content may hold `Button`s (a `.destructive` role is red, a
/// `.keyboardShortcut` is shown right-aligned and runs the button from
/// anywhere in the window while the menu is closed), `Divider`s,
/// `Section`s (shown in place under their header), `Toggle`s (checked with
/// `✓`), `Picker`s (their options in place, the chosen one checked) and
/// nested `Menu`s (submenus). With `primaryAction:` Enter and a click run
/// the action, and Down opens the menu.
public struct Menu<Label: View, Content: View>: View, WidgetContainerView {
  /// A menu is a widget: it has no body.
  public typealias Body = Never
  let label: Label
  let menuContent: Content
  let primaryAction: (@MainActor () -> Void)?

  /// A menu of `content` opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    menuContent = content()
    primaryAction = nil
  }

  /// A button showing `label` that runs `primaryAction`; Down opens `content`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    menuContent = content()
    self.primaryAction = primaryAction
  }

  package var content: [any View] { [label] }

  /// A menu button, like a `UIButton` with a `menu`.
  package func makeWidget(context: Context) -> TermMenuButton { TermMenuButton() }

  /// Gives the button the menu of the content's entries and the label.
  package func updateWidget(_ button: TermMenuButton, context: Context) {
    button.menu = TermMenu(
      title: labelParts(of: label).title,
      children: TermBridgeDeclarative.menuElements(of: menuContent, environment: context.environment))
    button.showsMenuAsPrimaryAction = primaryAction == nil
    button.onPress = primaryAction
  }

  package func makeLayout(for widget: TermMenuButton) -> any LayoutBehavior {
    RuleLayout(rule: .padding(EdgeInsets(leading: 1, trailing: 2)))
  }
}

extension Menu where Label == Text {
  /// A menu with a text label: `Menu("Actions") { Button("Copy") { … } }`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A button titled `title` that runs `primaryAction`; Down opens `content`.
  public init(
    _ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

/// A view that is an entry (or entries) of a menu, as `Menu` and
/// `.contextMenu` take their content apart.
@MainActor
package protocol MenuElementConvertible {
  /// The kit entries this view stands for in a menu, in `environment`
  /// (disabled entries when it is not enabled).
  func menuElements(environment: EnvironmentValues) -> [TermMenuElement]
}

/// A modifier that changes the environment of the view it wraps
/// (`.disabled`), as a menu's content sees it.
@MainActor
protocol MenuEnvironmentModifying {
  var menuWrapped: any View { get }
  func transformEnvironment(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifierView: MenuEnvironmentModifying {
  var menuWrapped: any View { wrapped }
}

/// The kit entries of a menu's content, in order: buttons become actions,
/// a `Divider` an empty inline menu (a separator), a `Section` an inline
/// menu titled by its header, and toggles, pickers and menus what their
/// ``MenuElementConvertible`` conformances say. Environment modifiers
/// apply to what they wrap (a `.disabled()` button is a disabled action).
/// Other views are left out. A `.keyboardShortcut` around a button (or
/// around a group of them) is its action's shortcut, as a button's own
/// is; one set around the whole menu is not its items'.
@MainActor
package func menuElements(of content: any View, environment: EnvironmentValues) -> [TermMenuElement] {
  var environment = environment
  environment.keyboardShortcut = nil
  return menuEntries(of: content, environment: environment)
}

@MainActor
private func menuEntries(of content: any View, environment: EnvironmentValues) -> [TermMenuElement] {
  viewListItems(of: content).flatMap { item -> [TermMenuElement] in
    let view = item.view
    if let modifier = view as? any MenuEnvironmentModifying {
      var inner = environment
      modifier.transformEnvironment(&inner)
      return menuEntries(of: modifier.menuWrapped, environment: inner)
    }
    if let button = view as? any ButtonParts {
      var attributes: TermAction.Attributes = []
      if button.buttonRole == .destructive { attributes.insert(.destructive) }
      if !environment.isEnabled { attributes.insert(.disabled) }
      let action = button.buttonAction
      let shortcut = button.buttonShortcut ?? environment.keyboardShortcut?.keyEvent
      return [
        TermAction(title: button.buttonTitle, attributes: attributes, keyboardShortcut: shortcut) { _ in
          action()
        }
      ]
    }
    if view is Divider { return [TermMenu(options: .displayInline, children: [])] }
    if let section = view as? any SectionParts {
      let title = section.sectionHeader.map { labelParts(of: $0).title } ?? ""
      let children = menuEntries(of: section.sectionContent, environment: environment)
      return [TermMenu(title: title, options: .displayInline, children: children)]
    }
    if let element = view as? any MenuElementConvertible {
      return element.menuElements(environment: environment)
    }
    return []
  }
}

extension Menu: MenuElementConvertible {
  package func menuElements(environment: EnvironmentValues) -> [TermMenuElement] {
    let menu = TermMenu(
      title: labelParts(of: label).title,
      children: TermBridgeDeclarative.menuElements(of: menuContent, environment: environment))
    menu.isEnabled = environment.isEnabled
    return [menu]
  }
}

extension Toggle: MenuElementConvertible {
  /// A toggle in a menu: an action checked while on, flipping the binding.
  package func menuElements(environment: EnvironmentValues) -> [TermMenuElement] {
    let binding = isOn
    return [
      TermAction(
        title: labelParts(of: label).title, attributes: environment.isEnabled ? [] : .disabled,
        state: binding.wrappedValue ? .on : .off
      ) { _ in
        binding.wrappedValue.toggle()
      }
    ]
  }
}
