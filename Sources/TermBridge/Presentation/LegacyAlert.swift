import TermBridgeTerminal
import TermBridgeWidgets

/// An alert described as a value, like SwiftUI's `Alert` (the form before
/// `alert(_:isPresented:actions:message:)`): a title, an optional message
/// and one or two buttons, shown with ``View/alert(isPresented:content:)``
/// or ``View/alert(item:content:)``.
///
/// The terminal mapping is the one of the newer form: a
/// ``TermAlertController`` with the buttons in a row, Enter runs the first
/// button that is not a cancel button, Esc the cancel button (or closes
/// the alert when there is none).
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; without one it has an "OK" button.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons, `primaryButton` first.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert`` or an ``ActionSheet``, like SwiftUI's
  /// `Alert.Button`: `.default(Text("Save")) { save() }`, `.cancel()`,
  /// `.destructive(Text("Delete")) { delete() }`.
  public struct Button {
    /// The label; nil for a cancel button labelled "Cancel".
    let label: Text?
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button that does `action`.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that cancels, labelled `label`: Esc runs it too.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button that cancels, labelled "Cancel": Esc runs it too.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: nil, role: .cancel, action: action)
    }

    /// A button that deletes or loses something: drawn red.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

extension Alert.Button: ButtonParts {
  package var buttonTitle: String { label.map { labelParts(of: $0).title } ?? "Cancel" }
  package var buttonRole: ButtonRole? { role }
  package var buttonAction: @MainActor () -> Void {
    let action = self.action
    return { action?() }
  }
  package var buttonShortcut: KeyEvent? { nil }
}

/// A choice of actions described as a value, like SwiftUI's
/// `ActionSheet`, shown with ``View/actionSheet(isPresented:content:)``:
/// the dialog `confirmationDialog` shows (one button a row, the cancel
/// button last).
public struct ActionSheet {
  /// A button of an action sheet: the same as an alert's.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet titled `title` with `buttons` (a "Cancel" button by default).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// Presents an ``Alert`` or an ``ActionSheet`` while a binding says so,
/// through the machinery of `.alert(_:isPresented:actions:)`.
struct LegacyAlertView<Wrapped: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  let style: TermAlertController.Style
  /// The title, message and buttons, made when the alert is shown.
  let make: () -> (title: Text, message: Text?, buttons: [Alert.Button])?

  var attachedContent: any View { wrapped }

  func updateAttachment(_ presenter: PresentationAttachment, environment: EnvironmentValues) {
    let make = self.make
    let style = self.style
    presenter.request = PresentationRequest(
      isPresented: isPresented, environment: environment,
      makeController: { environment, _ in
        let parts = make()
        let title = parts.map { labelParts(of: $0.title).title } ?? ""
        return AlertView<EmptyView>.makeAlert(
          title: style == .actionSheet && title.isEmpty ? nil : title,
          message: parts?.message.map { labelParts(of: $0).title } ?? "", style: style,
          buttons: parts?.buttons ?? [], dismiss: { environment.dismiss() })
      })
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true, like
  /// SwiftUI's `alert(isPresented:content:)`: `.alert(isPresented: $failed)
  /// { Alert(title: Text("Failed")) }`. Any button sets the binding to
  /// false, then runs its action.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return LegacyAlertView(
      wrapped: self, isPresented: isPresented, style: .alert,
      make: { (alert.title, alert.message, alert.buttons) })
  }

  /// Presents the alert `content` makes for `item` while it is not nil,
  /// like SwiftUI's `alert(item:content:)`; dismissing it sets `item` to nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return LegacyAlertView(
      wrapped: self, isPresented: item.presence(), style: .alert,
      make: { alert.map { ($0.title, $0.message, $0.buttons) } })
  }

  /// Presents the action sheet `content` makes while `isPresented` is
  /// true, like SwiftUI's `actionSheet(isPresented:content:)`: shown as
  /// a `confirmationDialog` (one choice a row, the cancel button last).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return LegacyAlertView(
      wrapped: self, isPresented: isPresented, style: .actionSheet,
      make: { (sheet.title, sheet.message, sheet.buttons) })
  }

  /// Presents the action sheet `content` makes for `item` while it is not
  /// nil, like SwiftUI's `actionSheet(item:content:)`.
  public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map(content)
    return LegacyAlertView(
      wrapped: self, isPresented: item.presence(), style: .actionSheet,
      make: { sheet.map { ($0.title, $0.message, $0.buttons) } })
  }
}

extension Binding {
  /// Whether an optional value is there; setting false sets it to nil
  /// (what `.sheet(item:)` and `.alert(item:)` present by).
  func presence<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    let base = self
    return Binding<Bool>(
      get: { base.wrappedValue != nil }, set: { if !$0 { base.wrappedValue = nil } })
  }
}
