import TermBridgeTerminal

/// A one-line text editor, like `UITextField`: readline keys, undo,
/// bracketed paste, secure entry and a placeholder, scrolling sideways to
/// keep the cursor in view.
///
/// **Cursor.** The field has a cursor and no selection. The cursor is always
/// on a grapheme boundary (between two `Character`s of ``text``): read or set
/// it as ``cursorIndex`` (an index into ``text``, O(1)) or ``cursorOffset``
/// (a count of `Character`s from the start). The terminal cursor is shown on
/// the first cell of the grapheme after it, or on the cell after the text.
///
/// **Widths.** Text is laid out by display width: CJK and emoji take two
/// cells. Horizontal scrolling always starts at a whole grapheme and leaves a
/// wide glyph that does not fit at the right edge blank, so a glyph is never
/// cut in half; the grapheme under the cursor is always wholly visible.
///
/// **Keys** are listed in ``defaultKeyBindings`` and can be changed per field
/// through ``keyBindings``. Printable characters are inserted. Keys the field
/// does not handle (Up, Down, Tab, Page Up/Down, Escape, function keys …) go
/// up the responder chain.
///
/// **Cost.** Typing, deleting and moving by a grapheme cost in proportion to
/// the edit and the field's width, not to the length of the text, so typing
/// at the end of a 10,000-character line is as cheap as in an empty field.
/// Only the field redraws, and only when what it shows changed; a cursor
/// move that does not scroll only moves the terminal cursor.
@MainActor
open class TermTextField: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .textField }
  open override var accessibilityContentLabel: String? { placeholder.isEmpty ? nil : placeholder }
  open override var accessibilityContentValue: String? {
    isSecureTextEntry ? (text.isEmpty ? nil : "\(text.count) characters, secure") : text
  }

  // MARK: Content

  /// The text. Setting it from code calls no delegate method or ``onChange``
  /// (as in UIKit), clears the undo history, and leaves the cursor alone when
  /// the text is unchanged; when it differs, the cursor keeps its place
  /// relative to the unchanged text around it: before a change it stays put;
  /// after one (or where text was inserted right at it) it keeps its
  /// distance from the end; inside one it goes to the end of the new part.
  /// So code that keeps a model in sync and writes back the text the field
  /// just reported never moves the cursor.
  open var text: String {
    get { storage }
    set { replaceTextFromCode(newValue) }
  }

  /// Shown dimmed (in ``placeholderStyle``) while the text is empty.
  open var placeholder: String {
    didSet {
      guard placeholder != oldValue else { return }
      if storage.isEmpty { setNeedsDisplay() }
      invalidateIntrinsicContentSize()
    }
  }

  /// The style of the text.
  open var textStyle: TermStyle {
    didSet { if textStyle != oldValue && !storage.isEmpty { setNeedsDisplay() } }
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

  /// Draws one `•` per grapheme instead of the text (for passwords); kills
  /// still fill the pasteboard, as readline does.
  open var isSecureTextEntry = false {
    didSet {
      guard isSecureTextEntry != oldValue else { return }
      ensureCursorVisible()
      setNeedsDisplay()
    }
  }

  /// When false the text cannot be changed by the user (the cursor still
  /// moves and the field can still be focused); editing keys are swallowed,
  /// and a paste travels up the responder chain. Use ``TermView/isEnabled``
  /// to make the field inert and dimmed.
  open var isEditable = true

  /// Gets editing events; held weakly.
  public weak var delegate: (any TermTextFieldDelegate)?

  /// Called after each edit by the user, after the delegate's
  /// ``TermTextFieldDelegate/textFieldDidChange(_:)``.
  open var onChange: ((TermTextField) -> Void)?

  /// Called when Enter is pressed and the delegate (if any) agreed in
  /// ``TermTextFieldDelegate/textFieldShouldReturn(_:)``.
  open var onReturn: ((TermTextField) -> Void)?

  /// Where kills go and yank (Ctrl-Y) comes from; the app-wide
  /// ``TermPasteboard/general`` unless replaced.
  public var pasteboard: TermPasteboard = .general

  /// The keys this field acts on and what they do; starts as
  /// ``defaultKeyBindings``. Remove an entry to let that key travel up the
  /// responder chain instead.
  public var keyBindings: [KeyEvent: EditingCommand] = TermTextField.defaultKeyBindings

  // MARK: State

  /// The text itself (``text`` is its public face).
  var storage: String
  /// The cursor, as a UTF-8 offset into `storage` on a grapheme boundary.
  var cursorUTF8: Int
  /// The first visible grapheme, as a UTF-8 offset on a grapheme boundary.
  var scrollUTF8 = 0
  /// The cursor in graphemes, when known (kept up to date cheaply across
  /// small edits, recomputed on demand otherwise).
  var cachedCursorOffset: Int?
  /// Bumped at every change of `storage`, to spot delegates that change the
  /// text while being asked about an edit.
  var revision = 0
  var undoStack = UndoStack<TextFieldEdit>()
  /// What the last recorded edit was: runs of the same kind of typing or
  /// deleting are undone together.
  var lastEditKind: TextFieldEdit.Kind?
  /// Whether the last command was a kill, so the next one extends the
  /// pasteboard instead of replacing it (as readline's kill ring does).
  var lastCommandWasKill = false

  /// Set by a composing view (the search bar): observes user edits.
  var editingChangedHandler: (() -> Void)?
  /// Set by a composing view (the search bar): takes Enter instead of the
  /// delegate.
  var returnHandler: (() -> Void)?

  /// A field showing `text`, with the cursor at its end.
  public init(text: String = "", placeholder: String = "", textStyle: TermStyle = .plain) {
    self.storage = text
    self.cursorUTF8 = text.utf8.count
    self.placeholder = placeholder
    self.textStyle = textStyle
    self.cachedCursorOffset = text.isEmpty ? 0 : nil
    super.init(frame: .zero)
  }

  // MARK: Cursor

  /// The cursor as an index into ``text``, always on a grapheme boundary.
  /// Setting it rounds down to a grapheme boundary and clamps to the text;
  /// O(1) apart from the rounding.
  public var cursorIndex: String.Index {
    get { index(at: cursorUTF8) }
    set {
      let clamped = min(max(newValue, storage.startIndex), storage.endIndex)
      setCursor(roundDown(offset(of: clamped)))
    }
  }

  /// The cursor as a number of graphemes (`Character`s) from the start of
  /// ``text``, in `0...text.count`. Reading it right after typing is cheap;
  /// otherwise it counts the graphemes before the cursor. Setting it clamps.
  public var cursorOffset: Int {
    get {
      if let cached = cachedCursorOffset { return cached }
      let count = storage[..<cursorIndex].count
      cachedCursorOffset = count
      return count
    }
    set {
      let target = max(0, newValue)
      if let end = storage.index(storage.startIndex, offsetBy: target, limitedBy: storage.endIndex) {
        setCursor(offset(of: end))
        cachedCursorOffset = target
      } else {
        setCursor(storage.utf8.count)
      }
    }
  }

  /// Moves the cursor (a UTF-8 offset on a boundary); `graphemeDelta` keeps
  /// the cached grapheme offset when the caller knows how far it moved.
  func setCursor(_ target: Int, graphemeDelta: Int? = nil) {
    guard target != cursorUTF8 else { return }
    let oldScroll = scrollUTF8
    cursorUTF8 = target
    if let delta = graphemeDelta, let cached = cachedCursorOffset {
      cachedCursorOffset = cached + delta
    } else {
      cachedCursorOffset = target == 0 ? 0 : nil
    }
    undoStack.breakCoalescing()
    lastEditKind = nil
    ensureCursorVisible()
    if scrollUTF8 != oldScroll {
      setNeedsDisplay()
    } else {
      setNeedsCursorUpdate()
    }
  }

  // MARK: Offsets and boundaries

  /// The index `utf8` bytes into `storage` (O(1) for native strings).
  func index(at utf8: Int) -> String.Index {
    storage.utf8.index(storage.utf8.startIndex, offsetBy: utf8)
  }

  /// The UTF-8 offset of `index` in `storage`.
  func offset(of index: String.Index) -> Int {
    storage.utf8.distance(from: storage.utf8.startIndex, to: index)
  }

  /// Whether UTF-8 offset `utf8` is between two graphemes.
  func isBoundary(_ utf8: Int) -> Bool {
    utf8 <= 0 || utf8 >= storage.utf8.count || index(at: utf8).samePosition(in: storage) != nil
  }

  /// The grapheme boundary at or before `utf8`.
  func roundDown(_ utf8: Int) -> Int {
    var o = min(max(0, utf8), storage.utf8.count)
    while !isBoundary(o) { o -= 1 }
    return o
  }

  /// The grapheme boundary at or after `utf8`.
  func roundUp(_ utf8: Int) -> Int {
    var o = min(max(0, utf8), storage.utf8.count)
    while !isBoundary(o) { o += 1 }
    return o
  }

  // MARK: Layout and scrolling

  /// The cells a grapheme takes in this field: its display width, the
  /// same the canvas advances by (1 for each `•` in secure entry).
  func cellWidth(_ character: Character) -> Int {
    if isSecureTextEntry || character.asciiValue != nil { return 1 }
    return DisplayWidth.of(character)
  }

  /// The row the text is drawn on: the middle one, like a button's title.
  var textRow: Int { max(0, (bounds.height - 1) / 2) }

  /// Scrolls the least needed for the grapheme under the cursor (or the
  /// cell after the text) to be wholly visible, and no further right than
  /// needed to fill the field. Costs in proportion to the field's width.
  func ensureCursorVisible() {
    let width = bounds.width
    guard width > 0 else { return }
    if cursorUTF8 <= scrollUTF8 {
      scrollUTF8 = cursorUTF8
    } else {
      let cursor = index(at: cursorUTF8)
      let scroll = index(at: scrollUTF8)
      // The cursor needs a cell even on a grapheme of no width.
      var budget = width - (cursor < storage.endIndex ? max(1, cellWidth(storage[cursor])) : 1)
      var i = cursor
      while i > scroll {
        let previous = storage.index(before: i)
        let w = cellWidth(storage[previous])
        if w > budget { break }
        budget -= w
        i = previous
      }
      if i > scroll { scrollUTF8 = offset(of: i) }
    }
    guard scrollUTF8 > 0 else { return }
    // Fill the field: pull hidden text in from the left while the rest of the
    // text and the cell after it fit.
    var used = 1
    var i = index(at: scrollUTF8)
    while i < storage.endIndex && used <= width {
      used += cellWidth(storage[i])
      i = storage.index(after: i)
    }
    guard used <= width else { return }
    var start = index(at: scrollUTF8)
    while start > storage.startIndex {
      let previous = storage.index(before: start)
      let w = cellWidth(storage[previous])
      if used + w > width { break }
      used += w
      start = previous
    }
    scrollUTF8 = offset(of: start)
  }

  /// The column of the cursor, counted from the first visible grapheme.
  func cursorColumn() -> Int {
    guard cursorUTF8 > scrollUTF8 else { return 0 }
    let width = bounds.width
    let end = index(at: cursorUTF8)
    var i = index(at: scrollUTF8)
    var x = 0
    while i < end && x < width {
      x += cellWidth(storage[i])
      i = storage.index(after: i)
    }
    return x
  }

  /// The UTF-8 offset of the grapheme drawn at `column` (its first cell or
  /// any other), or of the end of the visible text when past it.
  func utf8Offset(atColumn column: Int) -> Int {
    let width = bounds.width
    var i = index(at: scrollUTF8)
    var x = 0
    while i < storage.endIndex && x < width {
      let w = cellWidth(storage[i])
      if column < x + w { break }
      x += w
      i = storage.index(after: i)
    }
    return offset(of: i)
  }

  /// Re-scrolls so the cursor stays visible in the new width.
  open override func didChangeSize(from oldSize: Size) {
    super.didChangeSize(from: oldSize)
    ensureCursorVisible()
  }

  /// One row high; as wide as the placeholder plus the cursor's cell. Fields
  /// usually take the width they are given (see ``sizeThatFits(_:)``).
  open override var intrinsicContentSize: Size? {
    Size(width: DisplayWidth.of(placeholder) + 1, height: 1)
  }

  /// The width offered, one row high.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(0, size.width), height: min(1, max(0, size.height)))
  }

  // MARK: Drawing

  /// Draws the visible part of the text (or bullets, or the placeholder)
  /// on the middle row.
  open override func draw(in canvas: TermCanvas) {
    ensureCursorVisible()
    let width = canvas.size.width
    let row = textRow
    guard width > 0 else { return }
    if storage.isEmpty {
      if !placeholder.isEmpty {
        canvas.draw(
          TextLayout.truncate(placeholder, toWidth: width), at: Point(x: 0, y: row), style: placeholderStyle)
      }
      return
    }
    var x = 0
    let start = index(at: scrollUTF8)
    var i = start
    var count = 0
    while i < storage.endIndex {
      let w = cellWidth(storage[i])
      if x + w > width { break }
      x += w
      count += 1
      i = storage.index(after: i)
    }
    if isSecureTextEntry {
      canvas.draw(String(repeating: "•", count: count), at: Point(x: 0, y: row), style: textStyle)
    } else {
      canvas.draw(storage[start..<i], at: Point(x: 0, y: row), style: textStyle)
    }
  }

  /// The cell of the grapheme after the cursor (its first cell when wide).
  open override var cursorPosition: Point? {
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    return Point(x: min(cursorColumn(), bounds.width - 1), y: textRow)
  }

  // MARK: Focus and mouse

  /// Enabled fields take focus, editable or not.
  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// Tells the delegate editing began.
  open override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    delegate?.textFieldDidBeginEditing(self)
  }

  /// Ends the typing run and tells the delegate editing ended.
  open override func didResignFirstResponder() {
    super.didResignFirstResponder()
    undoStack.breakCoalescing()
    lastEditKind = nil
    lastCommandWasKill = false
    delegate?.textFieldDidEndEditing(self)
  }

  /// A left click (or drag) puts the cursor before the grapheme under the
  /// mouse, or after the text when past its end.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return super.mouseEvent(event, at: point) }
    switch event.kind {
    case .press(.left), .drag(.left):
      lastCommandWasKill = false
      setCursor(utf8Offset(atColumn: point.x))
      return true
    case .release(.left):
      return true
    default:
      return super.mouseEvent(event, at: point)
    }
  }

  // MARK: Keys and paste

  /// Whether the keys listed (``keyCommands``) include Enter, Submit, when
  /// ``onReturn`` is nil (a delegate answers `textFieldShouldReturn`).
  public var listsReturnKey = false

  /// Enter submits (when something is told of it: ``onReturn``, or
  /// ``listsReturnKey``); Ctrl-Z undoes, when it is bound.
  open override var keyCommands: [TermKeyCommand] {
    var commands: [TermKeyCommand] = []
    if onReturn != nil || listsReturnKey {
      commands.append(TermKeyCommand(title: "Submit", input: KeyEvent(.enter)))
    }
    if keyBindings[.control("z")] == .undo {
      commands.append(TermKeyCommand(title: "Undo", input: .control("z")))
    }
    return commands
  }

  /// Runs the bound command (see ``keyBindings``), inserts a printable
  /// character (with or without Shift), or passes the key up the responder
  /// chain.
  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard isEffectivelyEnabled else { return super.keyDown(event) }
    if let command = keyBindings[event] {
      return perform(command) || super.keyDown(event)
    }
    if case .character(let character) = event.key, event.modifiers.isSubset(of: .shift),
      TermTextField.isInsertable(character)
    {
      lastCommandWasKill = false
      insert(String(character), kind: .typing)
      return true
    }
    return super.keyDown(event)
  }

  /// Typed text, inserted as the same keys typed one by one would be: the
  /// delegate vets each character (`shouldChangeCharactersIn`), the run is
  /// one undo step with the typing around it, and the change is reported
  /// once, at the end (one binding write, one search, for the whole run).
  open override func insertTypedText(_ text: String) -> Bool {
    guard isEffectivelyEnabled,
      text.allSatisfy({ TermTextField.isInsertable($0) && keyBindings[KeyEvent(.character($0))] == nil })
    else { return false }
    reportsChangesLater += 1
    for character in text {
      lastCommandWasKill = false
      insert(String(character), kind: .typing)
    }
    reportsChangesLater -= 1
    if reportsChangesLater == 0 && changedWhileReportingLater {
      changedWhileReportingLater = false
      textDidChangeByUser()
    }
    return true
  }

  /// While above zero, user changes are reported once when it drops back.
  private var reportsChangesLater = 0
  private var changedWhileReportingLater = false

  /// Whether a user change now waits to be reported (see ``insertTypedText(_:)``).
  func holdsChangeReport() -> Bool {
    guard reportsChangesLater > 0 else { return false }
    changedWhileReportingLater = true
    return true
  }

  /// Inserts pasted text at the cursor as one undo step: newlines and tabs
  /// become spaces, other control characters are dropped. Goes up the
  /// responder chain when the field is not editable.
  open override func paste(_ text: String) -> Bool {
    guard isEffectivelyEnabled, isEditable else { return super.paste(text) }
    lastCommandWasKill = false
    insert(TermTextField.singleLine(text), kind: .other)
    return true
  }

  /// Runs `command` as if its key had been pressed. Returns false only for
  /// ``EditingCommand/submit`` when the delegate declined Enter; editing
  /// commands in a field that is not editable do nothing and return true.
  @discardableResult
  open func perform(_ command: EditingCommand) -> Bool {
    run(command)
  }

  // MARK: Setting the text from code

  private func replaceTextFromCode(_ newText: String) {
    guard !TermTextField.sameBytes(storage, newText) else { return }
    let oldCount = storage.utf8.count
    let newCount = newText.utf8.count
    let (prefix, suffix) = TermTextField.commonAffixes(storage, newText)
    let cursor = cursorUTF8
    let changeEnd = oldCount - suffix
    let placed: Int
    if cursor < prefix || (cursor == prefix && changeEnd > prefix) {
      placed = cursor
    } else if cursor >= changeEnd {
      placed = newCount - (oldCount - cursor)
    } else {
      placed = newCount - suffix
    }
    let wasEmpty = storage.isEmpty
    storage = newText
    revision &+= 1
    cursorUTF8 = roundDown(placed)
    cachedCursorOffset = cursorUTF8 == 0 ? 0 : nil
    scrollUTF8 = roundDown(min(scrollUTF8, cursorUTF8))
    undoStack.removeAll()
    lastEditKind = nil
    lastCommandWasKill = false
    ensureCursorVisible()
    if !(wasEmpty && newText.isEmpty) { setNeedsDisplay() }
  }

  /// Whether two strings hold the same bytes (not just canonically equal
  /// characters); O(1) when they share storage.
  static func sameBytes(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    var a = a
    var b = b
    return a.withUTF8 { pa in
      b.withUTF8 { pb in pa.baseAddress == pb.baseAddress || pa.elementsEqual(pb) }
    }
  }

  /// The lengths in bytes of the longest common prefix and of the longest
  /// common suffix not overlapping it.
  static func commonAffixes(_ a: String, _ b: String) -> (prefix: Int, suffix: Int) {
    var a = a
    var b = b
    return a.withUTF8 { pa in
      b.withUTF8 { pb in
        let limit = min(pa.count, pb.count)
        var prefix = 0
        while prefix < limit && pa[prefix] == pb[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && pa[pa.count - 1 - suffix] == pb[pb.count - 1 - suffix] {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }
}

/// One change to a text field's text, recorded for undo: at UTF-8 offset
/// `location`, `removed` was replaced with `inserted`.
struct TextFieldEdit {
  /// What made the edit: runs of typing, or of deleting, undo as one step.
  enum Kind { case typing, deleting, other }

  var location: Int
  var removed: String
  var inserted: String
  var cursorBefore: Int
  var cursorAfter: Int
}
