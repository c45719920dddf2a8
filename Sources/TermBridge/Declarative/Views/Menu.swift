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

  public func makeWidget(context: Context) -> TermMenuButton { TermMenuButton() }

  public func updateWidget(_ button: TermMenuButton, context: Context) {
    button.menu = TermMenu(
      title: labelParts(of: label).title, children: TermBridgeDeclarative.menuElements(of: menuContent))
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
  /// The kit entries this view stands for in a menu.
  var menuElements: [TermMenuElement] { get }
}

/// The kit entries of a menu's content, in order: buttons become actions,
/// a `Divider` an empty inline menu (a separator), a `Section` an inline
/// menu titled by its header, and toggles, pickers and menus what their
/// ``MenuElementConvertible`` conformances say. Other views are left out.
@MainActor
package func menuElements(of content: any View) -> [TermMenuElement] {
  viewListItems(of: content).flatMap { item -> [TermMenuElement] in
    let view = item.view
    if let button = view as? any ButtonParts {
      var attributes: TermAction.Attributes = []
      if button.buttonRole == .destructive { attributes.insert(.destructive) }
      let action = button.buttonAction
      return [
        TermAction(title: button.buttonTitle, attributes: attributes, keyboardShortcut: button.buttonShortcut)
        {
          _ in action()
        }
      ]
    }
    if view is Divider { return [TermMenu(options: .displayInline, children: [])] }
    if let section = view as? any SectionParts {
      let title = section.sectionHeader.map { labelParts(of: $0).title } ?? ""
      return [
        TermMenu(title: title, options: .displayInline, children: menuElements(of: section.sectionContent))
      ]
    }
    if let element = view as? any MenuElementConvertible { return element.menuElements }
    return []
  }
}

extension Menu: MenuElementConvertible {
  package var menuElements: [TermMenuElement] {
    [
      TermMenu(
        title: labelParts(of: label).title, children: TermBridgeDeclarative.menuElements(of: menuContent))
    ]
  }
}

extension Toggle: MenuElementConvertible {
  /// A toggle in a menu: an action checked while on, flipping the binding.
  package var menuElements: [TermMenuElement] {
    let binding = isOn
    return [
      TermAction(title: labelParts(of: label).title, state: binding.wrappedValue ? .on : .off) { _ in
        binding.wrappedValue.toggle()
      }
    ]
  }
}
