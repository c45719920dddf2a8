import TermBridgeTerminal
import TermBridgeWidgets

/// A control that pushes a screen on the enclosing ``NavigationStack`` (or
/// ``NavigationView``), like SwiftUI's `NavigationLink`: a view, or a value
/// shown by the `navigationDestination(for:)` registered for its type.
///
/// The terminal mapping: a button whose label is followed by `›`; Enter,
/// Space or a click pushes. Outside a stack, or with a nil value, it is
/// disabled. A link given `isActive` (or `tag` and `selection`) pushes when
/// the binding says it is active, pops its screen when the binding says it
/// is not, and sets the binding when it is followed or its screen is popped.
/// In the sidebar of a two- or three-column `NavigationView` it shows its
/// destination in the next column. In `.navigationBarItems` or a
/// `.toolbar` it is a bar button that pushes.
public struct NavigationLink<Label: View, Destination: View>: View {
  private enum Target {
    case view(() -> Destination)
    case value(AnyHashable?)
  }

  private let label: Label
  private let target: Target
  /// Whether the link is active, for the forms that bind it.
  private let activation: Binding<Bool>?
  @Environment(\.navigationContext) private var context
  /// The id of the screen this link pushed while it is active.
  @State private var pushed = PushedScreen()

  /// Pushes `destination()` (made when the link is followed).
  public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
    activation = nil
  }

  /// Pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// Pushes `destination()` while `isActive` is true; following the link
  /// sets it, popping the screen clears it.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    target = .view(destination)
    activation = isActive
  }

  /// Pushes `destination` while `isActive` is true (SwiftUI's older order
  /// of arguments).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(isActive: isActive, destination: { destination }, label: label)
  }

  /// Pushes `destination()` while `selection` is `tag`; following the link
  /// sets `selection` to `tag`, popping the screen sets it to nil.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: @escaping () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      isActive: NavigationLink.activation(tag: tag, selection: selection), destination: destination,
      label: label)
  }

  /// Pushes `destination` while `selection` is `tag` (SwiftUI's older order
  /// of arguments).
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(tag: tag, selection: selection, destination: { destination }, label: label)
  }

  /// True while `selection` is `tag`; setting false clears a selection that
  /// is still `tag`.
  static func activation<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }

  /// A `Button` showing the label and `›` that pushes the destination; disabled outside a stack or
  /// with a nil value.
  public var body: some View {
    if activation != nil {
      button.onChange(of: activation?.wrappedValue ?? false, initial: true) { _, isActive in
        synchronize(isActive: isActive, in: context)
      }
    } else {
      button
    }
  }

  /// The label and `›` in a button that follows the link (or activates it).
  private var button: some View {
    let context = self.context
    let isEnabled: Bool
    switch target {
    case .view: isEnabled = context != nil
    case .value(let value): isEnabled = context != nil && value != nil
    }
    return Button {
      if let activation {
        activation.wrappedValue = true
      } else {
        follow(in: context)
      }
    } label: {
      HStack(cellSpacing: 1) {
        label
        Text("›").foregroundColor(.gray)
      }
    }
    .disabled(!isEnabled)
  }

  /// Pushes the destination (a value, or a view that clears the activation
  /// when it is popped); returns the id of a view's screen.
  @discardableResult
  private func follow(in context: NavigationContext?) -> Int? {
    switch target {
    case .view(let destination):
      let activation = self.activation
      let pushed = self.pushed
      guard let context else { return nil }
      // The screen under it is not updated while covered: the pushed
      // screen itself pops when the activation is cleared.
      let screen =
        activation.map { activation in
          AnyView(
            ActivationWatcher(content: destination(), isActive: activation) {
              if let id = pushed.id {
                pushed.id = nil
                context.popView(id)
              }
            })
        } ?? AnyView(destination())
      return context.pushView(screen) {
        pushed.id = nil
        if activation?.wrappedValue == true { activation?.wrappedValue = false }
      }
    case .value(let value):
      if let value { context?.pushValue(value) }
      return nil
    }
  }

  /// Pushes or pops the screen to match the activation binding.
  private func synchronize(isActive: Bool, in context: NavigationContext?) {
    guard activation != nil, let context else { return }
    if isActive, pushed.id == nil {
      pushed.id = follow(in: context)
    } else if !isActive, let id = pushed.id {
      pushed.id = nil
      context.popView(id)
    }
  }
}

/// A screen pushed by an active link: pops itself when the activation is
/// cleared (its body reads the binding, so a change re-runs it).
struct ActivationWatcher<Content: View>: View {
  let content: Content
  let isActive: Binding<Bool>
  let deactivate: @MainActor () -> Void

  var body: some View {
    content.onChange(of: isActive.wrappedValue) { _, isActive in
      if !isActive { deactivate() }
    }
  }
}

/// The screen an active link pushed: a reference, so the link's closures
/// see the current id.
@MainActor
final class PushedScreen {
  var id: Int?
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination()`.
  public init(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination`.
  public init(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination()` while `isActive`.
  public init(_ title: String, isActive: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination)
  {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination` while `isActive`.
  public init(_ title: String, destination: Destination, isActive: Binding<Bool>) {
    self.init(isActive: isActive, destination: { destination }) { Text(title) }
  }

  /// A link titled `title` that pushes `destination()` while `selection`
  /// is `tag`.
  public init<V: Hashable>(
    _ title: String, tag: V, selection: Binding<V?>, @ViewBuilder destination: @escaping () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` on the stack's path; the stack shows it with
  /// the `navigationDestination(for:)` registered for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
    activation = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes `value`.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }

  /// A link titled by a localized key (its Markdown drawn) that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

/// A view that becomes a navigation bar button when put in
/// `.navigationBarItems` or a `.toolbar`.
@MainActor
protocol BarItemConvertible {
  func barItem(context: NavigationContext?) -> TermBarButtonItem?
}

extension NavigationLink: BarItemConvertible {
  /// A bar button titled with the label that follows the link (and sets
  /// its activation), nil outside a stack.
  func barItem(context: NavigationContext?) -> TermBarButtonItem? {
    guard let context else { return nil }
    return TermBarButtonItem(title: labelParts(of: label).title) {
      activation?.wrappedValue = true
      pushed.id = follow(in: context)
    }
  }
}
