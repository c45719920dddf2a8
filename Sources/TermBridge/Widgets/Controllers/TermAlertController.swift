import TermBridgeTerminal

/// A modal dialog with a title, a message, text fields and buttons, like
/// `UIAlertController`: present it, and it dismisses itself when any action
/// runs. Esc runs the cancel action, if there is one; Enter in a text field
/// runs the ``preferredAction``.
@MainActor
open class TermAlertController: TermViewController {
  /// One button of the alert.
  public struct Action {
    /// What an action does, like `UIAlertAction.Style`: `default` is an ordinary choice; `cancel`
    /// leaves without a change (Esc runs it, and an action sheet puts it last); `destructive` deletes
    /// or discards something and draws its button in red.
    public enum Style: Sendable { case `default`, cancel, destructive }
    /// The button's text.
    public let title: String
    /// What the action does, which sets its button's look and whether Esc runs it.
    public let style: Style
    let handler: (@MainActor () -> Void)?

    /// Makes an action, like `UIAlertAction(title:style:handler:)`; `handler` runs after the alert is
    /// dismissed.
    public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  /// The text under the title.
  public let message: String
  /// The buttons' actions, in the order added.
  public private(set) var actions: [Action] = []
  /// The action Enter in a text field runs, and whose button has the keys
  /// when the alert appears without text fields (one of ``actions``, found
  /// by title and style); none by default (the first button has the keys).
  public var preferredAction: Action?
  /// The text fields, in the order added, below the message (nil without any).
  public var textFields: [TermTextField]? { fields.isEmpty ? nil : fields }
  private var fields: [TermTextField] = []
  private let messageLabel = TermLabel()
  private var buttons: [TermButton] = []
  /// The action each button runs, by position in ``actions``.
  private var buttonActions: [Int] = []

  /// How the alert lays its buttons out, like `UIAlertController.Style`.
  public enum Style: Sendable {
    /// Buttons in a row under the message, the last on the right.
    case alert
    /// One button per row under the message (a confirmation dialog's
    /// choices), the cancel action last.
    case actionSheet
  }

  /// How the buttons are laid out.
  public let preferredStyle: Style
  /// Run after Esc closed an alert that has no cancel action; nil (the
  /// default) leaves such an alert open on Esc.
  public var escapeHandler: (@MainActor () -> Void)?

  /// An alert titled `title` saying `message`; add actions before presenting it.
  public init(title: String?, message: String, preferredStyle: Style = .alert) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
    modalPresentationStyle = .sheet
  }

  /// Adds a button; actions appear left to right in the order added.
  public func addAction(_ action: Action) {
    actions.append(action)
    if isViewLoaded { rebuildButtons() }
  }

  /// Adds a one-line text field below the message (a path to save to, a
  /// name); `configurationHandler` sets it up before it is shown. The first
  /// field has the keys when the alert appears.
  public func addTextField(configurationHandler: ((TermTextField) -> Void)? = nil) {
    let field = TermTextField()
    field.backgroundStyle = view.theme.currentRow
    field.onReturn = { [weak self] _ in self?.runPreferredAction() }
    configurationHandler?(field)
    fields.append(field)
    if isViewLoaded {
      view.addSubview(field)
      view.setNeedsLayout()
    }
  }

  open override func viewDidLoad() {
    messageLabel.text = message
    messageLabel.numberOfLines = 0
    view.addSubview(messageLabel)
    for field in fields { view.addSubview(field) }
    rebuildButtons()
  }

  open override func viewDidAppear() {
    if let field = fields.first {
      field.becomeFirstResponder()
    } else if let index = preferredActionIndex, let button = buttonActions.firstIndex(of: index) {
      buttons[button].becomeFirstResponder()
    }
  }

  open override var preferredContentSize: Size {
    get {
      // From the actions: the buttons may not be made yet ("[ title ]").
      let widths = actions.map { DisplayWidth.of($0.title) + 4 }
      let buttonsWidth =
        preferredStyle == .alert ? widths.reduce(0) { $0 + $1 + 1 } : (widths.max() ?? 0)
      let fieldsWidth = fields.isEmpty ? 0 : 40
      let width = min(
        60, max(24, DisplayWidth.of(message), buttonsWidth, fieldsWidth, DisplayWidth.of(title ?? "") + 4))
      let lines = message.isEmpty ? 0 : TextLayout.wrap(message, toWidth: width).count
      let buttonRows = preferredStyle == .alert ? 1 : actions.count
      // The message, a row per field, a blank row (if there is anything
      // above the buttons), the buttons.
      let above = lines + (fields.isEmpty ? 0 : fields.count + 1)
      return Size(width: width, height: above + (above > 0 ? 1 : 0) + buttonRows)
    }
    set {}
  }

  private func rebuildButtons() {
    for button in buttons { button.removeFromSuperview() }
    // A dialog's cancel action comes last, under the others.
    let order =
      preferredStyle == .actionSheet
      ? actions.indices.filter { actions[$0].style != .cancel }
        + actions.indices.filter { actions[$0].style == .cancel }
      : Array(actions.indices)
    buttonActions = order
    buttons = order.map { index in
      let action = actions[index]
      let button = TermButton(title: action.title)
      if action.style == .destructive { button.style = view.theme.destructiveStyle }
      button.onPress = { [weak self] in self?.run(index) }
      view.addSubview(button)
      return button
    }
    view.setNeedsLayout()
  }

  /// Lays out the message, the fields and the buttons, the buttons at the
  /// bottom.
  open override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    let buttonRows = preferredStyle == .alert ? min(1, buttons.count) : buttons.count
    let buttonsTop = max(0, bounds.height - buttonRows)
    let fieldsTop = max(0, buttonsTop - 1 - fields.count)
    let messageHeight = fields.isEmpty ? max(0, buttonsTop - 1) : max(0, fieldsTop - 1)
    messageLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: messageHeight)
    for (row, field) in fields.enumerated() {
      field.frame = Rect(x: 0, y: fieldsTop + row, width: bounds.width, height: 1)
    }
    switch preferredStyle {
    case .alert:
      _ = TermButton.layOutRow(buttons, y: buttonsTop, endingAt: bounds.width)
    case .actionSheet:
      for (row, button) in buttons.enumerated() {
        button.frame = Rect(x: 0, y: buttonsTop + row, width: bounds.width, height: 1)
      }
    }
  }

  private func run(_ index: Int) {
    let action = actions[index]
    dismiss { action.handler?() }
  }

  private var preferredActionIndex: Int? {
    guard let preferred = preferredAction else { return nil }
    return actions.firstIndex { $0.title == preferred.title && $0.style == preferred.style }
  }

  private func runPreferredAction() {
    if let index = preferredActionIndex { run(index) }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape) {
      if let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
        run(cancel)
        return true
      }
      if let escapeHandler {
        dismiss { escapeHandler() }
        return true
      }
    }
    let moves: Set<Key> = preferredStyle == .alert ? [.left, .right] : [.up, .down]
    if event.modifiers.isEmpty, moves.contains(event.key) {
      view.window?.moveFocus(forward: event.key == .right || event.key == .down)
      return true
    }
    return super.keyDown(event)
  }
}
