import TermBridgeTerminal
import TermBridgeWidgets

/// Whether something is shown, like SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the context decides (a dialog's title: shown, there is room).
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden
}

/// Presents an alert or a confirmation dialog while a binding says so:
/// a ``TermAlertController`` whose actions are the `Button`s of `actions`.
///
/// The terminal mapping: an alert's buttons are in a row, a dialog's one
/// per row with the cancel button last. A `.destructive` button is red;
/// Esc runs the `.cancel` button, or closes the alert when there is none;
/// the first button that is not a cancel button has the keys, so Enter
/// runs it. Any button sets the binding to false, then runs its action.
/// An alert without buttons gets an "OK" button.
struct AlertView<Wrapped: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let title: String
  let showsTitle: Bool
  let isPresented: Binding<Bool>
  let style: TermAlertController.Style
  let actions: () -> AnyView
  let message: () -> AnyView?

  var attachedContent: any View { wrapped }

  func updateAttachment(_ presenter: PresentationAttachment, environment: EnvironmentValues) {
    let title = showsTitle ? self.title : nil
    let style = self.style
    let actions = self.actions
    let message = self.message
    presenter.request = PresentationRequest(
      isPresented: isPresented, environment: environment,
      makeController: { environment, _ in
        AlertView.makeAlert(
          title: title, message: message().map { labelParts(of: $0).title } ?? "", style: style,
          buttons: viewListItems(of: actions()).compactMap { $0.view as? any ButtonParts },
          dismiss: { environment.dismiss() })
      })
  }

  static func makeAlert(
    title: String?, message: String, style: TermAlertController.Style, buttons: [any ButtonParts],
    dismiss: @escaping @MainActor () -> Void
  ) -> TermAlertController {
    let alert = TermAlertController(title: title, message: message, preferredStyle: style)
    for button in buttons {
      let action = button.buttonAction
      let actionStyle: TermAlertController.Action.Style =
        button.buttonRole == .cancel ? .cancel : button.buttonRole == .destructive ? .destructive : .default
      alert.addAction(
        .init(title: button.buttonTitle, style: actionStyle) {
          dismiss()
          action()
        })
    }
    if buttons.isEmpty { alert.addAction(.init(title: "OK", style: .cancel) { dismiss() }) }
    if !alert.actions.contains(where: { $0.style == .cancel }) { alert.escapeHandler = dismiss }
    alert.preferredAction = alert.actions.first { $0.style != .cancel }
    return alert
  }
}

extension View {
  /// Presents an alert titled `title` with the buttons of `actions` while
  /// `isPresented` is true.
  public func alert<A: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  )
    -> some View
  {
    AlertView(
      wrapped: self, title: title, showsTitle: true, isPresented: isPresented, style: .alert,
      actions: { AnyView(actions()) }, message: { nil })
  }

  /// Presents an alert with a message under the title.
  public func alert<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    AlertView(
      wrapped: self, title: title, showsTitle: true, isPresented: isPresented, style: .alert,
      actions: { AnyView(actions()) }, message: { AnyView(message()) })
  }

  /// Presents an alert about `data` (while it is not nil and `isPresented` is true).
  public func alert<A: View, M: View, T>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let shown = Binding<Bool>(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return AlertView(
      wrapped: self, title: title, showsTitle: true, isPresented: shown, style: .alert,
      actions: { AnyView(data.map(actions)) }, message: { data.map { AnyView(message($0)) } })
  }

  /// Presents a dialog of choices (`actions`' buttons, one per row) while
  /// `isPresented` is true; the title shows unless `titleVisibility` is `.hidden`.
  public func confirmationDialog<A: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    AlertView(
      wrapped: self, title: title, showsTitle: titleVisibility != .hidden, isPresented: isPresented,
      style: .actionSheet, actions: { AnyView(actions()) }, message: { nil })
  }

  /// Presents a dialog of choices with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    AlertView(
      wrapped: self, title: title, showsTitle: titleVisibility != .hidden, isPresented: isPresented,
      style: .actionSheet, actions: { AnyView(actions()) }, message: { AnyView(message()) })
  }

  /// Presents a dialog of choices about `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let shown = Binding<Bool>(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return AlertView(
      wrapped: self, title: title, showsTitle: titleVisibility != .hidden, isPresented: shown,
      style: .actionSheet, actions: { AnyView(data.map(actions)) },
      message: { data.map { AnyView(message($0)) } })
  }
}
