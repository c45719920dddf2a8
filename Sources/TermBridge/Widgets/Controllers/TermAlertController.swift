import TermBridgeTerminal

/// A modal dialog with a title, a message and buttons, like
/// `UIAlertController`: present it, and it dismisses itself when any action
/// runs (Esc runs the cancel action, if there is one).
@MainActor
open class TermAlertController: TermViewController {
  /// One button of the alert.
  public struct Action {
    public enum Style: Sendable { case `default`, cancel, destructive }
    public let title: String
    public let style: Style
    let handler: (@MainActor () -> Void)?

    public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  public let message: String
  public private(set) var actions: [Action] = []
  private let messageLabel = TermLabel()
  private var buttons: [TermButton] = []

  public init(title: String?, message: String) {
    self.message = message
    super.init()
    self.title = title
    modalPresentationStyle = .sheet
  }

  /// Adds a button; actions appear left to right in the order added.
  public func addAction(_ action: Action) {
    actions.append(action)
    if isViewLoaded { rebuildButtons() }
  }

  open override func viewDidLoad() {
    messageLabel.text = message
    messageLabel.numberOfLines = 0
    view.addSubview(messageLabel)
    rebuildButtons()
  }

  open override var preferredContentSize: Size {
    get {
      let buttonsWidth = buttons.reduce(0) { $0 + ($1.intrinsicContentSize?.width ?? 0) + 1 }
      let width = min(60, max(24, DisplayWidth.of(message), buttonsWidth, DisplayWidth.of(title ?? "") + 4))
      let lines = TextLayout.wrap(message, toWidth: width).count
      return Size(width: width, height: lines + 2)
    }
    set {}
  }

  private func rebuildButtons() {
    for button in buttons { button.removeFromSuperview() }
    buttons = actions.enumerated().map { index, action in
      let button = TermButton(title: action.title)
      if action.style == .destructive { button.style = TermStyle(foreground: .red) }
      button.onPress = { [weak self] in self?.run(index) }
      view.addSubview(button)
      return button
    }
    view.setNeedsLayout()
  }

  open override func loadView() {
    view = AlertView(controller: self)
  }

  fileprivate func layout(in bounds: Rect) {
    let buttonRow = bounds.height - 1
    messageLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, buttonRow - 1))
    var x = bounds.width
    for button in buttons.reversed() {
      let width = button.intrinsicContentSize?.width ?? 6
      x -= width
      button.frame = Rect(x: max(0, x), y: buttonRow, width: width, height: 1)
      x -= 1
    }
  }

  private func run(_ index: Int) {
    let action = actions[index]
    dismiss { action.handler?() }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape), let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
      run(cancel)
      return true
    }
    if event.modifiers.isEmpty, event.key == .left || event.key == .right {
      view.window?.moveFocus(forward: event.key == .right)
      return true
    }
    return super.keyDown(event)
  }
}

/// The alert's root view: lays out the message above the buttons.
@MainActor
private final class AlertView: TermView {
  weak var controller: TermAlertController?

  init(controller: TermAlertController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  override func layoutSubviews() { controller?.layout(in: bounds) }
}
