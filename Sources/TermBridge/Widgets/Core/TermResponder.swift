import TermBridgeTerminal

/// An object that can receive input: the base of views, controllers and
/// windows. Events a responder does not handle travel up ``next``.
@MainActor
open class TermResponder {
  /// Makes a responder; views, view controllers, windows and the application are its subclasses.
  public init() {}

  /// The responder that gets what this one does not handle: a view's view
  /// controller (for its root view) or superview, then the window.
  open var next: TermResponder? { nil }

  /// Whether this responder can take keyboard focus.
  open var canBecomeFirstResponder: Bool { false }

  /// The keys this responder answers, like UIKit's `keyCommands`: what
  /// the key hints bar and the command palette show while focus is here
  /// or inside. A command with an action runs when its key reaches this
  /// responder unhandled; the default is none.
  open var keyCommands: [TermKeyCommand] { [] }

  /// Handles a key; returns whether it was handled. The default runs an
  /// enabled command of ``keyCommands`` with an action for the key, else
  /// passes the key to ``next``; overrides call `super` for keys they do
  /// not handle.
  open func keyDown(_ event: KeyEvent) -> Bool {
    for command in keyCommands where command.input == event && command.isEnabled {
      if let action = command.action {
        action()
        return true
      }
    }
    return next?.keyDown(event) ?? false
  }

  /// Handles pasted text (a bracketed paste); returns whether it was handled.
  open func paste(_ text: String) -> Bool {
    next?.paste(text) ?? false
  }

  /// Takes a run of printable keys typed at once (one read of a fast
  /// typist, a flood of unbracketed text) as one edit, as if each key had
  /// been typed, like `UIKeyInput.insertText(_:)`. Returns false when this
  /// responder does not take typed text; the keys then arrive one by one
  /// through ``keyDown(_:)``. The default returns false.
  open func insertTypedText(_ text: String) -> Bool { false }
}
