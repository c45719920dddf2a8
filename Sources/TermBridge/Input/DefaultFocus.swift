import TermBridgeTerminal
import TermBridgeWidgets

/// When a ``View/defaultFocus(_:_:priority:)`` applies, like SwiftUI's
/// `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let isUserInitiated: Bool
  /// When the view first appears with nothing in its window focused yet.
  public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
  /// The same in a terminal: SwiftUI also applies it when the user moves
  /// focus into the scope, which a terminal's Tab order already decides.
  public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// `.defaultFocus(binding, value)`: once the view is on screen and its
/// window has given focus out (to its first focusable view, as every
/// window does), the binding is set to `value`, so the view
/// `.focused(binding, equals: value)` takes the keys instead.
struct DefaultFocusView<Content: View, Value: Hashable>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let binding: Binding<Value>
  let value: Value

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> DefaultFocusAttachment {
    DefaultFocusAttachment(context: context)
  }

  func updateAttachment(_ attachment: DefaultFocusAttachment, environment: EnvironmentValues) {
    let binding = self.binding
    let value = self.value
    attachment.apply = { if binding.wrappedValue != value { binding.wrappedValue = value } }
  }
}

/// Sets the binding once, in the layout after the window first has a
/// first responder (so the window's own first focus does not undo it).
@MainActor
final class DefaultFocusAttachment: WidgetAttachment {
  var apply: (() -> Void)?
  private let context: WidgetAttachmentContext
  private var state = Phase.waiting

  private enum Phase { case waiting, due, done }

  init(context: WidgetAttachmentContext) { self.context = context }

  func didFinishLayout() {
    guard state != .done, let window = context.window else { return }
    if state == .waiting {
      guard window.firstResponder == nil else {
        state = .due
        return didFinishLayout()
      }
      window.addFirstResponderObserver(self) { [weak self] responder in
        guard let self, responder != nil, self.state == .waiting else { return }
        self.state = .due
        self.context.setNeedsLayout()
      }
      return
    }
    state = .done
    apply?()
  }
}

extension View {
  /// Focuses the view `.focused(binding, equals: value)` when this view
  /// appears, like SwiftUI's `defaultFocus(_:_:priority:)`: the binding is
  /// set to `value` once the window has given out its first focus. The
  /// binding is the projected value of a `@FocusState`.
  public func defaultFocus<V: Hashable>(
    _ binding: Binding<V>, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    DefaultFocusView(wrapped: self, binding: binding, value: value)
  }
}
