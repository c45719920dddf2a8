import TermBridgeTerminal

/// Handlers that other code attaches to a view for the keys and mouse
/// events that reach it unhandled, and the view's focus state.
extension TermView {
  /// Adds a handler for mouse events that reach this view unhandled (from
  /// itself or a view inside it, at a point in this view's coordinates),
  /// tried before the event goes on to the superview; it returns whether
  /// it handled the event. `.contextMenu` opens on a right click so.
  public func addMouseHandler(owner: AnyObject, _ handler: @escaping (MouseEvent, Point) -> Bool) {
    mouseHandlers.append((ObjectIdentifier(owner), handler))
  }

  /// Removes the mouse handlers added by `owner`.
  public func removeMouseHandlers(owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    mouseHandlers.removeAll { $0.owner == id }
  }

  /// Adds a handler for keys that reach this view unhandled (from itself or
  /// a focused view inside it), tried before the key goes on up the
  /// responder chain; it returns whether it handled the key. `owner`
  /// names the handler for ``removeKeyHandlers(owner:)``.
  public func addKeyHandler(owner: AnyObject, _ handler: @escaping (KeyEvent) -> Bool) {
    keyHandlers.append((ObjectIdentifier(owner), handler))
  }

  /// Removes the key handlers added by `owner`.
  public func removeKeyHandlers(owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    keyHandlers.removeAll { $0.owner == id }
  }

  /// Adds a handler for pasted text (a bracketed paste, or the
  /// pasteboard's text pasted from a menu) that reaches this view
  /// unhandled, from itself or a focused view inside it, tried before the
  /// text goes on up the responder chain; it returns whether it took the
  /// text. `.importsItemProviders` reads pastes so.
  public func addPasteHandler(owner: AnyObject, _ handler: @escaping (String) -> Bool) {
    pasteHandlers.append((ObjectIdentifier(owner), handler))
  }

  /// Removes the paste handlers added by `owner`.
  public func removePasteHandlers(owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    pasteHandlers.removeAll { $0.owner == id }
  }

  /// Tries the handlers added with ``addKeyHandler(owner:_:)`` alone.
  package func handleKeyWithHandlers(_ event: KeyEvent) -> Bool {
    for entry in keyHandlers.reversed() where entry.handler(event) { return true }
    return false
  }

  /// Whether this view is the window's first responder.
  public var isFirstResponder: Bool { window?.firstResponder === self }

  /// Whether the view has the keyboard now: first responder of the key
  /// window. Draw focus highlights from this, not ``isFirstResponder``.
  public var isFocused: Bool { isFirstResponder && window?.isKeyWindow == true }

  /// Tells the window the cursor position changed.
  public func setNeedsCursorUpdate() { windowFrameRequest?.make() }
}
