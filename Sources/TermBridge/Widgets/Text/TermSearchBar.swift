import TermBridgeTerminal

/// Receives events from a ``TermSearchBar``, like `UISearchBarDelegate`.
/// Every method has a default, so a delegate implements only what it needs.
@MainActor
public protocol TermSearchBarDelegate: AnyObject {
  /// The user changed the query (typing, deleting, Ctrl-U, paste, undo …);
  /// not called when ``TermSearchBar/text`` is set from code.
  func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String)
  /// Enter was pressed in the search field.
  func searchBarSearchButtonClicked(_ searchBar: TermSearchBar)
  /// The cancel button was pressed, or Escape while it is shown. The bar
  /// does not clear the query itself: do it here if you want it cleared.
  func searchBarCancelButtonClicked(_ searchBar: TermSearchBar)
}

/// The defaults: do nothing.
extension TermSearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: TermSearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: TermSearchBar) {}
}

/// A text field dressed for search, like `UISearchBar`: a prompt glyph, the
/// query field (a ``TermTextField``, with all its editing keys) and an
/// optional cancel button.
///
/// Keys that differ from a plain field:
/// - Ctrl-U clears the whole query (onto the pasteboard, undoable with
///   Ctrl-_), and counts as a text change.
/// - Enter is the search button: ``TermSearchBarDelegate/searchBarSearchButtonClicked(_:)``.
/// - Escape is the cancel button while ``showsCancelButton`` is true;
///   otherwise it travels up the responder chain.
/// - Up, Down, Page Up and Page Down travel up the responder chain, so an
///   enclosing view can move a list's selection while the query keeps the
///   focus. Home and End move the cursor in the query unless
///   ``forwardsHomeAndEndKeys`` is set, which sends them up the chain too
///   (Ctrl-A and Ctrl-E still move the cursor then).
///
/// The bar is one row: `⌕ query…  [ Cancel ]`. Focusing the bar focuses
/// its field.
@MainActor
open class TermSearchBar: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .searchField }
  open override var accessibilityContentLabel: String? { placeholder.isEmpty ? "Search" : placeholder }
  open override var accessibilityContentValue: String? { text }

  /// The field the query is typed into. Its ``TermTextField/delegate`` is
  /// free for your use; Enter and Ctrl-U belong to the bar.
  public let searchTextField: TermTextField

  /// The button shown with ``showsCancelButton``.
  public let cancelButton: TermButton

  /// Gets the bar's events; held weakly.
  public weak var delegate: (any TermSearchBarDelegate)?

  /// Called with the query after each change by the user, after the delegate.
  open var onTextChange: ((String) -> Void)?
  /// Called when Enter is pressed, after the delegate.
  open var onSearch: ((TermSearchBar) -> Void)?
  /// Called when the search is cancelled, after the delegate.
  open var onCancel: ((TermSearchBar) -> Void)?

  /// The query. Setting it from code calls no delegate method (see
  /// ``TermTextField/text``).
  open var text: String {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// Shown dimmed while the query is empty.
  open var placeholder: String {
    get { searchTextField.placeholder }
    set {
      searchTextField.placeholder = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// Drawn before the field. The default, `⌕` (U+2315), is one cell in glibc's
  /// `wcwidth` and in tmux; keep whatever you choose free of ambiguous widths.
  open var promptGlyph: String = "⌕" {
    didSet {
      guard promptGlyph != oldValue else { return }
      setNeedsDisplay()
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  /// The style of the prompt glyph.
  open var promptStyle: TermStyle = .plain {
    didSet { if promptStyle != oldValue { setNeedsDisplay() } }
  }

  /// Whether the cancel button shows (and Escape cancels).
  open var showsCancelButton = false {
    didSet {
      guard showsCancelButton != oldValue else { return }
      cancelButton.isHidden = !showsCancelButton
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether Home and End go up the responder chain (e.g. to jump to the
  /// first or last row of a list the query filters) instead of moving the
  /// cursor in the query. Off by default.
  open var forwardsHomeAndEndKeys = false {
    didSet {
      for key in [KeyEvent(.home), KeyEvent(.end)] {
        searchTextField.keyBindings[key] =
          forwardsHomeAndEndKeys ? nil : TermTextField.defaultKeyBindings[key]
      }
    }
  }

  /// A bar with an empty query.
  public init(placeholder: String = "Search") {
    searchTextField = TermTextField(placeholder: placeholder)
    cancelButton = TermButton(title: "Cancel")
    super.init(frame: .zero)
    searchTextField.keyBindings[.control("u")] = .killLine
    searchTextField.editingChangedHandler = { [weak self] in self?.textDidChange() }
    searchTextField.returnHandler = { [weak self] in self?.searchButtonClicked() }
    cancelButton.onPress = { [weak self] in self?.cancel() }
    cancelButton.isHidden = true
    addSubview(searchTextField)
    addSubview(cancelButton)
  }

  // MARK: Actions

  /// Cancels the search as the cancel button does: tells the delegate and
  /// ``onCancel``.
  public func cancel() {
    delegate?.searchBarCancelButtonClicked(self)
    onCancel?(self)
  }

  private func searchButtonClicked() {
    delegate?.searchBarSearchButtonClicked(self)
    onSearch?(self)
  }

  private func textDidChange() {
    let query = searchTextField.text
    delegate?.searchBar(self, textDidChange: query)
    onTextChange?(query)
  }

  // MARK: Focus and keys

  /// Focuses the query field.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Takes the focus from the query field (or whatever in the bar has it).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard let window, let responder = window.firstResponder, responder.isDescendant(of: self) else {
      return true
    }
    return responder.resignFirstResponder()
  }

  /// Escape cancels while the cancel button shows; everything else the field
  /// passed up goes on up the chain.
  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape), showsCancelButton, isEffectivelyEnabled {
      cancel()
      return true
    }
    return super.keyDown(event)
  }

  /// A click on the bar outside its field and button focuses the field; on
  /// the prompt it also puts the cursor at the start of the query.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if case .press(.left) = event.kind, isEffectivelyEnabled {
      searchTextField.becomeFirstResponder()
      if point.x < fieldX { searchTextField.cursorIndex = searchTextField.text.startIndex }
      return true
    }
    return super.mouseEvent(event, at: point)
  }

  // MARK: Layout and drawing

  private var promptWidth: Int { DisplayWidth.of(promptGlyph) }

  /// The column the field starts at: after the prompt and a space.
  private var fieldX: Int { promptGlyph.isEmpty ? 0 : promptWidth + 1 }

  /// Prompt at the left, the cancel button (when shown) at the right, the
  /// field between them, all on the middle row.
  open override func layoutSubviews() {
    let row = max(0, (bounds.height - 1) / 2)
    var right = bounds.width
    if showsCancelButton, let size = cancelButton.intrinsicContentSize {
      let width = min(size.width, max(0, bounds.width - fieldX))
      cancelButton.frame = Rect(x: bounds.width - width, y: row, width: width, height: 1)
      right = bounds.width - width - 1
    }
    searchTextField.frame = Rect(x: fieldX, y: row, width: max(0, right - fieldX), height: 1)
  }

  /// Draws the prompt glyph; the field and the button draw themselves.
  open override func draw(in canvas: TermCanvas) {
    guard !promptGlyph.isEmpty else { return }
    canvas.draw(promptGlyph, at: Point(x: 0, y: max(0, (canvas.size.height - 1) / 2)), style: promptStyle)
  }

  /// One row: prompt, placeholder and the cancel button when shown.
  open override var intrinsicContentSize: Size? {
    var width = fieldX + (searchTextField.intrinsicContentSize?.width ?? 1)
    if showsCancelButton { width += 1 + (cancelButton.intrinsicContentSize?.width ?? 0) }
    return Size(width: width, height: 1)
  }

  /// The width offered, one row high.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(0, size.width), height: min(1, max(0, size.height)))
  }
}
