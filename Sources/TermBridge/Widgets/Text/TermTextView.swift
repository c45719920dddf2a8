import TermBridgeTerminal

/// A scrollable, multi-line text editor, like `UITextView`.
///
/// Lines soft-wrap at the view's width by display width (wide characters
/// take two cells, a grapheme cluster is never split, rows break after a
/// space where they can) and the view scrolls to keep the cursor in sight.
/// Shift with any motion key selects; the selection is drawn in
/// ``selectionStyle``. Typing runs undo as one step, a paste or a cut as one.
///
/// The text is kept as an array of lines with a wrap layout cached per line,
/// and visual rows are found by walking outwards from the first row on
/// screen, so a keystroke in a megabyte document re-wraps only the line it
/// edits and draws only the rows on screen.
///
/// Key bindings (Shift with a motion extends the selection):
///
/// | Keys | Action |
/// | --- | --- |
/// | ←/→, Ctrl-B/Ctrl-F | previous/next grapheme, across line ends |
/// | ↑/↓ | previous/next visual row, keeping the column |
/// | Ctrl-←/→, Alt-←/→, Alt-B/F | previous/next word |
/// | Home/End | start/end of the visual row |
/// | Ctrl-A/Ctrl-E | start/end of the line |
/// | Ctrl-Home/Ctrl-End | start/end of the text |
/// | PgUp/PgDn | a screenful up/down |
/// | Enter | new line |
/// | Backspace, Delete / Ctrl-D | delete backward / forward (joining lines) |
/// | Alt-Backspace, Ctrl-Backspace / Alt-D, Ctrl-Delete | cut the word backward / forward |
/// | Ctrl-W | cut back to the previous whitespace |
/// | Ctrl-K / Ctrl-U | cut to the end / start of the line (at a line end: the line break) |
/// | Ctrl-X / Ctrl-C | cut / copy the selection (without one the key travels on) |
/// | Ctrl-V, Ctrl-Y | paste ``TermPasteboard/general`` |
/// | Ctrl-_ (Ctrl-/), Alt-U | undo |
/// | Ctrl-^, Alt-_, Alt-E, Alt-R | redo |
///
/// Ctrl-Z is left to the application (suspend), Tab and Shift-Tab move focus
/// unless ``insertsTabs`` is on, and Esc, Ctrl-Q, function keys and any
/// other key the view does not use travel up the responder chain. In a
/// read-only view (``isEditable`` false) motion, selection and copy work and
/// editing keys travel on.
///
/// Tabs in the text are shown as blanks up to the next multiple of
/// ``tabWidth`` cells from the start of the visual row; other control
/// characters as their Unicode control pictures.
@MainActor
open class TermTextView: TermView {
  open override var accessibilityRole: TermAccessibilityRole { isEditable ? .textEditor : .staticText }
  open override var accessibilityContentLabel: String? { placeholder }
  open override var accessibilityContentValue: String? {
    text.count > 200 ? String(text.prefix(200)) + "…" : text
  }

  // MARK: State

  var storage = TextViewStorage()
  /// The end of the selection that stays put when it is extended.
  var selectionAnchor = Position.zero
  /// The end of the selection that moves: where the cursor is.
  var selectionHead = Position.zero
  /// The cell Up/Down aim for, kept across a run of vertical moves.
  var goalX: Int?
  /// The first visual row on screen.
  var scrollRow = TextViewRow(line: 0, row: 0)
  /// Cells scrolled off the left edge (only when lines are not wrapped).
  var horizontalOffset = 0
  var undoStack = UndoStack<TextViewEdit>()
  /// What the last recorded edit was, for grouping a run of typing.
  var lastEditKind: TextViewEditKind?
  var cachedText: String?
  /// Bumped by every change to the text made through editing.
  var editCount = 0
  var userActionDepth = 0
  var isEditing = false
  /// The edit count and cursor right after the last kill, until anything
  /// else moves the cursor or edits: a kill made then adds to the pasteboard.
  var lastKill: (editCount: Int, head: Position)?

  /// Counters for checking that work stays local; they only grow.
  public struct Statistics: Hashable, Sendable {
    /// Lines whose soft wrap was computed (a cache miss).
    public var linesWrapped = 0
    /// Visual rows drawn.
    public var rowsDrawn = 0
    /// Times the view drew.
    public var draws = 0
  }

  /// How much layout and drawing the view has done so far.
  public internal(set) var statistics = Statistics()

  // MARK: Configuration

  /// The delegate told about edits, selection changes and editing sessions.
  public weak var delegate: TermTextViewDelegate?

  /// Whether the user can change the text. A read-only view still moves the
  /// cursor, selects and copies; editing keys travel up the responder chain.
  open var isEditable = true {
    didSet {
      guard isEditable != oldValue, isFirstResponder else { return }
      breakUndoCoalescing()
      if isEditable && !isEditing {
        isEditing = true
        delegate?.textViewDidBeginEditing(self)
      } else if !isEditable && isEditing {
        isEditing = false
        delegate?.textViewDidEndEditing(self)
      }
    }
  }

  /// Whether lines wrap at the view's width; when off, the view scrolls
  /// sideways to keep the cursor in sight.
  open var wrapsLines: Bool {
    get { _wrapsLines }
    set {
      guard newValue != _wrapsLines else { return }
      _wrapsLines = newValue
      horizontalOffset = 0
      layoutDidChange()
    }
  }

  /// Whether Tab inserts a tab character. Off by default, so Tab moves
  /// focus to the next field as it does in a form.
  open var insertsTabs = false

  /// The distance between tab stops, in cells (at least 1).
  open var tabWidth: Int {
    get { _tabWidth }
    set {
      let width = max(1, newValue)
      guard width != _tabWidth else { return }
      _tabWidth = width
      layoutDidChange()
    }
  }

  // The storage of what every wrap reads: internal, so that a release
  // build drops its run-time exclusivity checks (see `TermView._frame`).
  var _wrapsLines = true
  var _tabWidth = 4
  var _textStyle: TermStyle = .plain

  /// The style of the text.
  open var textStyle: TermStyle {
    get { _textStyle }
    set {
      guard newValue != _textStyle else { return }
      _textStyle = newValue
      setNeedsDisplay()
    }
  }

  /// The style laid over selected text.
  open var selectionStyle: TermStyle {
    get { selectionStyleOverride ?? theme.textSelection }
    set {
      let oldValue = selectionStyle
      selectionStyleOverride = newValue
      if selectionStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``selectionStyle``; nil follows the theme.
  private var selectionStyleOverride: TermStyle?

  /// Text shown while the view is empty.
  open var placeholder: String? {
    didSet { if placeholder != oldValue && storage.isEmpty { setNeedsDisplay() } }
  }

  /// The style of the placeholder.
  open var placeholderStyle: TermStyle {
    get { placeholderStyleOverride ?? theme.placeholder }
    set {
      let oldValue = placeholderStyle
      placeholderStyleOverride = newValue
      if placeholderStyle != oldValue && storage.isEmpty { setNeedsDisplay() }
    }
  }
  /// What was set for ``placeholderStyle``; nil follows the theme.
  private var placeholderStyleOverride: TermStyle?

  // MARK: Life cycle

  /// A text view showing `text`.
  public init(text: String = "", frame: Rect = .zero) {
    super.init(frame: frame)
    storage = TextViewStorage(normalizedText: TextViewStorage.normalizingLineEnds(text))
  }

  /// A text view takes focus while enabled, read-only or not.
  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Starts an editing session (an editable view tells its delegate).
  open override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    breakUndoCoalescing()
    if isEditable {
      isEditing = true
      delegate?.textViewDidBeginEditing(self)
    }
  }

  /// Ends the editing session.
  open override func didResignFirstResponder() {
    super.didResignFirstResponder()
    breakUndoCoalescing()
    if isEditing {
      isEditing = false
      delegate?.textViewDidEndEditing(self)
    }
  }

  /// A new width re-wraps lazily (only the lines shown); a new height keeps
  /// the cursor in view.
  open override func didChangeSize(from oldSize: Size) {
    super.didChangeSize(from: oldSize)
    if oldSize.width != frame.size.width {
      layoutDidChange()
    } else {
      scrollCursorToVisible()
    }
  }

  /// The wrap width or tab width changed: every line's cached wrap is stale
  /// (each is redone lazily, when its line is next shown).
  func layoutDidChange() {
    scrollRow = TextViewRow(line: min(scrollRow.line, storage.lineCount - 1), row: 0)
    goalX = nil
    scrollCursorToVisible()
    setNeedsDisplay()
  }

  // MARK: Text

  /// The whole text, lines separated by LF.
  ///
  /// Setting it from code replaces everything without telling the delegate,
  /// forgets the undo history, and keeps the cursor where it was (clamped to
  /// the new text). CRLF and CR become LF. Setting the text the view already
  /// has does nothing at all, so code that writes back the text it was
  /// just told about does not disturb the cursor, the selection or the undo
  /// history.
  open var text: String {
    get {
      if let cachedText { return cachedText }
      let text = storage.text
      cachedText = text
      return text
    }
    set {
      // The same string coming back (an echo of the getter) compares in O(1).
      // Bytes, not `==`: canonically equivalent text with other bytes is new.
      if newValue.hasSameBytes(as: text) { return }
      let normalized = TextViewStorage.normalizingLineEnds(newValue)
      guard !normalized.hasSameBytes(as: text) else { return }
      storage = TextViewStorage(normalizedText: normalized)
      cachedText = normalized
      undoStack.removeAll()
      lastEditKind = nil
      lastKill = nil
      goalX = nil
      let cursor = storage.clamp(selectionHead)
      selectionAnchor = cursor
      selectionHead = cursor
      scrollRow = TextViewRow(line: min(scrollRow.line, storage.lineCount - 1), row: 0)
      scrollCursorToVisible()
      setNeedsDisplay()
    }
  }

  /// The number of lines (at least 1).
  public var lineCount: Int { storage.lineCount }

  /// The text of line `index` (0-based), without its line feed.
  public func line(at index: Int) -> String { storage[index] }

  /// The position after the last character.
  public var endPosition: Position { storage.endPosition }

  /// The text between two positions (clamped to the text).
  public func text(in range: Range<Position>) -> String {
    let lower = storage.clamp(range.lowerBound)
    return storage.string(in: lower..<max(lower, storage.clamp(range.upperBound)))
  }

  // MARK: Selection

  /// The selected range; empty means just a cursor, at its bounds. Setting
  /// it from code scrolls the cursor (the upper bound) into view without
  /// telling the delegate.
  public var selectedRange: Range<Position> {
    get { min(selectionAnchor, selectionHead)..<max(selectionAnchor, selectionHead) }
    set {
      let lower = storage.clamp(newValue.lowerBound)
      let upper = max(lower, storage.clamp(newValue.upperBound))
      setSelection(anchor: lower, head: upper)
    }
  }

  /// Where the cursor is: the moving end of the selection.
  public var insertionPosition: Position { selectionHead }

  /// The selected text (empty when nothing is selected).
  public var selectedText: String { storage.string(in: selectedRange) }

  /// Whether some text is selected.
  public var hasSelection: Bool { selectionAnchor != selectionHead }

  /// Selects the whole text.
  public func selectAll() {
    performUserAction { setSelection(anchor: .zero, head: storage.endPosition) }
  }

  /// Moves the selection (anchor stays, head moves), scrolls the head into
  /// view and redraws.
  func setSelection(anchor: Position, head: Position, keepingGoal: Bool = false) {
    if !keepingGoal { goalX = nil }
    lastKill = nil
    guard anchor != selectionAnchor || head != selectionHead else { return }
    if head != selectionHead { breakUndoCoalescing() }
    let hadSelection = hasSelection
    selectionAnchor = anchor
    selectionHead = head
    scrollCursorToVisible()
    if hadSelection || hasSelection { setNeedsDisplay() } else { setNeedsCursorUpdate() }
  }

  // MARK: Input and drawing

  /// Handles the editor's keys (see the table above); any other key travels
  /// up the responder chain.
  open override func keyDown(_ event: KeyEvent) -> Bool {
    handleKey(event) || super.keyDown(event)
  }

  /// Typed text, inserted as one edit: the delegate is asked once for the
  /// whole run (as for a paste; a line re-wraps once, not once a key), the
  /// run is one undo step with the typing around it, and the change is
  /// reported once. (A field, where vetting each key is cheap and input
  /// masks are common, asks for each character.)
  open override func insertTypedText(_ text: String) -> Bool {
    guard isEditable, text.allSatisfy(\.isPrintable) else { return false }
    insertText(text)
    return true
  }

  /// A bracketed paste: its text, exactly (CRLF and CR made LF), replaces
  /// the selection as one undo step. A read-only view passes it on.
  open override func paste(_ text: String) -> Bool {
    handlePaste(text) || super.paste(text)
  }

  /// A left click puts the cursor at the clicked cell (Shift-click extends
  /// the selection), dragging selects, and the wheel scrolls three rows.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    handleMouse(event, at: point) || super.mouseEvent(event, at: point)
  }

  /// The text view scrolls its text: a selection stays inside it.
  open override var textSelectionBounds: Rect? { bounds }

  /// Scrolls by `rows` for a selection dragged past an edge.
  open override func autoscroll(byRows rows: Int) -> Int {
    let before = scrollRow
    scroll(byRows: rows)
    return before == scrollRow ? 0 : rows
  }

  /// The cursor's cell while the view is first responder; nil when it is
  /// scrolled out of view.
  open override var cursorPosition: Point? { cursorCell }

  /// The offered width, and the rows the text wraps to in it (see
  /// `measuredSize(in:)`): representables size an editor to its text.
  open override func sizeThatFits(_ size: Size) -> Size { measuredSize(in: size) }

  /// Draws the rows on screen, and nothing else.
  open override func draw(in canvas: TermCanvas) {
    drawText(in: canvas)
  }

  // MARK: Delegate notification

  /// Runs a user action and then tells the delegate what it changed: the
  /// text (``TermTextViewDelegate/textViewDidChange(_:)``) and the selection.
  /// Nested actions report once, at the end of the outermost.
  func performUserAction<R>(_ body: () -> R) -> R {
    let before = (editCount, selectionAnchor, selectionHead)
    userActionDepth += 1
    let result = body()
    userActionDepth -= 1
    guard userActionDepth == 0 else { return result }
    if editCount != before.0 { delegate?.textViewDidChange(self) }
    if selectionAnchor != before.1 || selectionHead != before.2 {
      delegate?.textViewDidChangeSelection(self)
    }
    return result
  }
}
