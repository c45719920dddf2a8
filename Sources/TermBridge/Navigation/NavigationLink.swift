import TermBridgeTerminal
import TermBridgeWidgets

/// A control that pushes a screen on the enclosing ``NavigationStack``,
/// like SwiftUI's `NavigationLink`: a view, or a value shown by the
/// `navigationDestination(for:)` registered for its type.
///
/// The terminal mapping: a button whose label is followed by `›`; Enter,
/// Space or a click pushes. Outside a stack, or with a nil value, it is
/// disabled.
public struct NavigationLink<Label: View, Destination: View>: View {
  private enum Target {
    case view(() -> Destination)
    case value(AnyHashable?)
  }

  private let label: Label
  private let target: Target
  @Environment(\.navigationContext) private var context

  /// Pushes `destination()` (made when the link is followed).
  public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// Pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view({ destination })
  }

  /// A `Button` showing the label and `›` that pushes the destination; disabled outside a stack or
  /// with a nil value.
  public var body: some View {
    let context = self.context
    let target = self.target
    let isActive: Bool
    switch target {
    case .view: isActive = context != nil
    case .value(let value): isActive = context != nil && value != nil
    }
    return Button {
      switch target {
      case .view(let destination): context?.pushView(AnyView(destination()))
      case .value(let value): if let value { context?.pushValue(value) }
      }
    } label: {
      HStack(spacing: 1) {
        label
        Text("›").foregroundColor(.gray)
      }
    }
    .disabled(!isActive)
  }
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
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` on the stack's path; the stack shows it with
  /// the `navigationDestination(for:)` registered for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes `value`.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }
}
