import TermBridgeTerminal

// A window's toasts: shown over its content in a corner, never focused.
extension TermWindow {
  /// Shows `toast` in the window's corner (``toastPlacement``) for its
  /// duration, over the content and without taking focus, and announces
  /// it in screen-reader mode. `onDismiss` runs when it leaves: its time
  /// ran out, it was clicked or dismissed, or newer ones pushed it out.
  /// Works without the declarative layer.
  public func showToast(_ toast: TermToast, onDismiss: (@MainActor () -> Void)? = nil) {
    _ = presentToast(toast, onDismiss: onDismiss)
  }

  /// Shows `toast` and returns its id in the stack (for ``dismissToast(id:)``).
  package func presentToast(_ toast: TermToast, onDismiss: (@MainActor () -> Void)? = nil) -> Int {
    let stack = toastStack
    if subviews.last !== stack {
      stack.removeFromSuperview()
      addSubview(stack)
    }
    let id = stack.show(toast, onDismiss: onDismiss)
    application?.announce(toast.spokenText)
    keyHintsNeedDisplay()
    return id
  }

  /// Dismisses the toast `id` if it is still shown.
  package func dismissToast(id: Int) {
    toastStackView?.dismiss(id: id)
  }

  /// Dismisses the newest toast; false when none is shown. Esc does it
  /// when no view before the window uses the key.
  @discardableResult
  public func dismissToast() -> Bool {
    guard let stack = toastStackView, stack.dismissNewest() else { return false }
    keyHintsNeedDisplay()
    return true
  }

  /// Dismisses every toast at once.
  public func dismissAllToasts() {
    toastStackView?.dismissAll()
    keyHintsNeedDisplay()
  }

  /// The toasts on screen, newest first.
  public var toasts: [TermToast] { toastStackView?.entries.map(\.toast) ?? [] }

  /// Whether a toast is on screen.
  var hasToasts: Bool { !(toastStackView?.entries.isEmpty ?? true) }

  /// The corner toasts appear in: the top trailing one unless set.
  public var toastPlacement: TermToastPlacement {
    get { toastStackView?.placement ?? .topTrailing }
    set { toastStack.placement = newValue }
  }

  /// The most toasts shown at once (3 unless set, at least 1): a new one
  /// beyond it retires the oldest.
  public var maximumToastCount: Int {
    get { toastStackView?.maximumCount ?? 3 }
    set { toastStack.maximumCount = newValue }
  }

  /// The stack, made on first use.
  var toastStack: TermToastStackView {
    if let toastStackView { return toastStackView }
    let stack = TermToastStackView()
    toastStackView = stack
    addSubview(stack)
    return stack
  }

  /// Places the stack in its corner of the content area.
  func layoutToasts() {
    guard let stack = toastStackView else { return }
    stack.frame = stack.stackFrame(in: contentFrame)
  }
}

extension TermApplication {
  /// Shows `toast` in the key window (see ``TermWindow/showToast(_:onDismiss:)``).
  public func showToast(_ toast: TermToast) {
    keyWindow?.showToast(toast)
  }
}
