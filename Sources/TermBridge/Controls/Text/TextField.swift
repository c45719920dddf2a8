import TermBridgeTerminal
import TermBridgeWidgets

/// A text input bound to a string, like SwiftUI's `TextField`, built as a
/// representable over ``TermTextField`` (one line) or, with
/// `axis: .vertical`, over ``TermTextView`` (a field that grows a line at a
/// time as its text wraps or takes newlines — Enter inserts one — up to the
/// environment's `lineLimit`, and scrolls beyond). The coordinator writes
/// the binding on each edit, and the update that follows sees the same
/// text and leaves the field (and its cursor) alone.
///
/// The prompt (or, without one, the title) is the placeholder shown while
/// the field is empty. `.textFieldStyle(_:)` gives its look (see
/// ``TextFieldStyle``).
public struct TextField: View {
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool
  let axis: Axis
  /// For a field editing a value: whether text typed should stay as typed
  /// (it does not parse, or it means the value the binding holds); no
  /// rule for a field of plain text.
  package var keepsTyped = TypedTextRule(keeps: nil)
  @Environment(\.textFieldLook) private var look
  @Environment(\.lineLimit) private var lineLimit
  /// What was typed last in a field editing a value.
  @State private var typed: String?

  /// A field showing `title` as its placeholder while empty.
  public init(_ title: String, text: Binding<String>) {
    self.init(placeholder: title, text: text, isSecure: false)
  }

  /// A field titled `title` showing `prompt` while empty (the title when
  /// there is no prompt).
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    self.init(placeholder: prompt.map { labelParts(of: $0).title } ?? title, text: text, isSecure: false)
  }

  /// A field that grows along `axis`: `.vertical` for several lines.
  public init(_ title: String, text: Binding<String>, axis: Axis) {
    self.init(placeholder: title, text: text, isSecure: false, axis: axis)
  }

  /// A field that grows along `axis`, showing `prompt` while empty.
  public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(
      placeholder: prompt.map { labelParts(of: $0).title } ?? title, text: text, isSecure: false, axis: axis)
  }

  init(placeholder: String, text: Binding<String>, isSecure: Bool, axis: Axis = .horizontal) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.axis = axis
  }

  /// The field, a `TermTextField` (or, vertical, a `TermTextView`), in a rounded box with
  /// `.roundedBorder`.
  public var body: some View {
    if look == .roundedBorder {
      field.border(.rounded)
    } else {
      field
    }
  }

  @ViewBuilder private var field: some View {
    if axis == .vertical && !isSecure {
      TextEditorRepresentable(text: editedText, placeholder: placeholder, growsToLineLimit: .some(lineLimit))
    } else {
      TextFieldRepresentable(placeholder: placeholder, text: editedText, isSecure: isSecure)
    }
  }

  /// The text the field edits: for a value, what was typed while it does
  /// not parse or means the value held (so `1,` or `$` stay as typed),
  /// else the formatted value.
  private var editedText: Binding<String> {
    guard let keepsTyped = keepsTyped.keeps else { return text }
    let typed = $typed
    let text = text
    return Binding(
      get: {
        if let draft = typed.wrappedValue, keepsTyped(draft) { return draft }
        return text.wrappedValue
      },
      set: { newText in
        typed.wrappedValue = newText
        text.wrappedValue = newText
      })
  }
}

/// A text input that hides what is typed, like SwiftUI's `SecureField`.
public struct SecureField: View {
  let placeholder: String
  let text: Binding<String>

  /// Makes a field showing `title` as its placeholder while empty; what is typed shows as `•`.
  public init(_ title: String, text: Binding<String>) {
    placeholder = title
    self.text = text
  }

  /// The field, a `TermTextField` that hides its text.
  public var body: some View {
    TextFieldRepresentable(placeholder: placeholder, text: text, isSecure: true)
  }
}

struct TextFieldRepresentable: TermViewRepresentable {
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool

  @MainActor
  final class Coordinator: TermTextFieldDelegate {
    var parent: TextFieldRepresentable
    var onSubmit: (() -> Void)?
    var boundText = BoundText()

    init(parent: TextFieldRepresentable) { self.parent = parent }

    func textFieldDidChange(_ textField: TermTextField) {
      boundText.write(textField.text, to: parent.text)
    }

    func textFieldShouldReturn(_ textField: TermTextField) -> Bool {
      guard let onSubmit else { return false }
      onSubmit()
      return true
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermTextField {
    let field = TermTextField(text: text.wrappedValue, placeholder: placeholder)
    field.delegate = context.coordinator
    return field
  }

  func updateTermView(_ field: TermTextField, context: Context) {
    context.coordinator.parent = self
    context.coordinator.onSubmit = context.environment.submitAction
    field.listsReturnKey = context.environment.submitAction != nil
    let value = context.coordinator.boundText.read(text)
    if !field.text.hasSameBytes(as: value) { field.text = value }
    if field.placeholder != placeholder { field.placeholder = placeholder }
    if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
    if let color = context.environment.foregroundColor?.termColor, field.textStyle.foreground != color {
      field.textStyle.foreground = color
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermTextField, context: Context) -> Size? {
    let ideal = max(DisplayWidth.of(placeholder), DisplayWidth.of(text.wrappedValue)) + 1
    return Size(width: min(proposal.width ?? ideal, .infinity), height: 1)
  }

  static func dismantleTermView(_ field: TermTextField, coordinator: Coordinator) {
    field.delegate = nil
  }
}

struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
  /// What Enter in a text field below runs (set with `.onSubmit`).
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when the user presses Enter in a text field inside.
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.submitAction, action)
  }
}
