import TermBridgeTerminal

/// The root of a view tree on screen, like `UIWindow`: it owns an ncurses
/// window, keeps the first responder, moves focus with Tab/Shift-Tab, and
/// redraws only the views that need it.
///
/// Windows stack: the application shows them bottom to top, and only the top
/// (key) window receives keys, so a window on top of another is modal.
///
/// Tool tips: while the focused first responder, or a view it is inside,
/// has a ``TermView/toolTip``, the window shows it on its last line,
/// dimmed, drawn over its views (a terminal has no pointer to hover, so
/// focus stands for it); the line shows the views again once focus moves
/// to a view without one.
@MainActor
open class TermWindow: TermView {
  /// The application showing the window, once it is visible.
  public internal(set) weak var application: TermApplication? {
    didSet {
      TermView.themeGeneration &+= 1
      frameRequest.application = application
    }
  }
  /// How the window and the views in it ask ``application`` for a frame.
  let frameRequest = FrameRequest()
  /// Whether the window fills the screen and follows its size.
  public var fillsScreen: Bool

  /// For a window that does not fill the screen: its frame for a screen
  /// size, applied when it appears and whenever the screen resizes.
  public var screenLayout: ((Size) -> Rect)?

  var surface: ScreenSurface?

  /// The text selected on screen in this window, drawn in reverse video
  /// (see ``TermTextSelection``); nil for none. The mouse sets it; setting
  /// it draws it, and ``selectedText`` reads it.
  public var textSelection: TermTextSelection? {
    didSet { if textSelection != oldValue { textSelectionDidChange(from: oldValue) } }
  }

  /// Called when the window has been added to an application.
  open func didMoveToApplication() {}

  /// A window that fills the screen and follows its size.
  public init() {
    fillsScreen = true
    super.init(frame: .zero)
    windowFrameRequest = frameRequest
    backgroundStyle = .plain
  }

  /// A window covering `frame` (screen coordinates).
  public override init(frame: Rect) {
    fillsScreen = false
    super.init(frame: frame)
    windowFrameRequest = frameRequest
    backgroundStyle = .plain
  }

  open override var window: TermWindow? { self }

  /// The controller whose view fills the window.
  open var rootViewController: TermViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      if let controller = rootViewController {
        controller.view.frame = contentFrame
        addSubview(controller.view)
      }
    }
  }

  /// The window's menu bar, on its top line (nil: none, and the root
  /// controller's view has the whole window), like AppKit's main menu.
  /// Keys that reach the window unhandled go to it (F10, Alt and a
  /// mnemonic, the shortcuts of its actions).
  open var menuBar: TermMenuBar? {
    didSet {
      guard menuBar !== oldValue else { return }
      oldValue?.closeMenu()
      oldValue?.removeFromSuperview()
      if let menuBar { addSubview(menuBar) }
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// The window's key hints bar, on its bottom line (nil: none), listing
  /// the keys that work where focus is (see ``TermKeyHintsBar``). It never
  /// takes focus.
  open var keyHintsBar: TermKeyHintsBar? {
    didSet {
      guard keyHintsBar !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let keyHintsBar { addSubview(keyHintsBar) }
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// The key that opens the command palette (``showCommandPalette()``)
  /// when it reaches the window unhandled; nil (the default) for none.
  /// The declarative `WindowGroup` sets Ctrl-P.
  open var commandPaletteKey: KeyEvent? {
    didSet { if commandPaletteKey != oldValue { keyHintsNeedDisplay() } }
  }

  /// Where the root controller's view goes: the window between its menu
  /// bar and its key hints bar.
  var contentFrame: Rect {
    let top = menuBar != nil ? 1 : 0
    let bottom = keyHintsBar != nil ? 1 : 0
    return Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
  }

  open override func layoutSubviews() {
    menuBar?.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
    keyHintsBar?.frame = Rect(
      x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: min(1, bounds.height))
    rootViewController?.view.frame = contentFrame
    layoutToasts()
  }

  /// The window's toasts, made when the first is shown (see `TermWindow+Toasts.swift`).
  var toastStackView: TermToastStackView?

  /// Adds the window to `application` on top of the others and makes it key.
  public func makeKeyAndVisible(in application: TermApplication) {
    application.addWindow(self)
  }

  /// Whether this is the application's top window, the one getting keys.
  public var isKeyWindow: Bool { application?.keyWindow === self }

  /// A mouse event outside the window while it is the key window (which
  /// takes the mouse alone); the default tells the root controller, so a
  /// popup menu can close.
  open func mouseEventOutside(_ event: MouseEvent) {
    rootViewController?.mouseEventOutsideView(event)
  }

  /// Takes the window off the screen.
  public func close() {
    application?.removeWindow(self)
  }

  // MARK: Focus

  /// The view receiving keys first.
  public private(set) weak var firstResponder: TermView? {
    didSet { if firstResponder != nil { hasHadFirstResponder = true } }
  }
  /// Until something has had focus, the window focuses its first focusable
  /// view once it is laid out (content may appear only at layout time).
  private var hasHadFirstResponder = false

  /// Makes `view` the first responder (nil clears it). Returns false when
  /// the view cannot take focus or the current one refuses to let go.
  @discardableResult
  public func makeFirstResponder(_ view: TermView?) -> Bool {
    if view === firstResponder { return true }
    if let view {
      guard view.window === self, view.canBecomeFirstResponder, !view.refusesFirstResponderInHierarchy else {
        return false
      }
    }
    if let current = firstResponder {
      guard current.canResignFirstResponder else { return false }
      firstResponder = nil
      current.didResignFirstResponder()
      current.setNeedsDisplay()
    }
    firstResponder = view
    view?.didBecomeFirstResponder()
    view?.setNeedsDisplay()
    if let view {
      var ancestor = view.superview
      while let current = ancestor, current !== self {
        current.descendantDidBecomeFirstResponder(view)
        ancestor = current.superview
      }
    }
    viewNeedsFrame()
    notifyFirstResponderObservers()
    keyHintsNeedDisplay()
    return true
  }

  func firstResponderWillBeRemoved() {
    guard let current = firstResponder else { return }
    lostFocusFrame = current.frameInWindow
    firstResponder = nil
    current.didResignFirstResponder()
    viewNeedsFrame()
    notifyFirstResponderObservers()
    keyHintsNeedDisplay()
  }

  private var firstResponderObservers: [(owner: () -> AnyObject?, handler: (TermView?) -> Void)] = []

  /// Calls `handler` with the new first responder whenever it changes, for
  /// as long as `owner` lives (registering again replaces the handler).
  public func addFirstResponderObserver(_ owner: AnyObject, handler: @escaping (TermView?) -> Void) {
    firstResponderObservers.removeAll { $0.owner() === owner || $0.owner() == nil }
    firstResponderObservers.append(({ [weak owner] in owner }, handler))
  }

  private func notifyFirstResponderObservers() {
    firstResponderObservers.removeAll { $0.owner() == nil }
    for observer in firstResponderObservers { observer.handler(firstResponder) }
  }

  /// The views Tab visits, in visual order (top to bottom, left to right).
  ///
  /// A view that keeps its key loop together (a list: see
  /// `TermView.keyLoopSubviews`) is visited, then the focusable views
  /// of the subviews it offers (a list's current row), in their own visual
  /// order, before anything after it: Tab goes from a list into its
  /// current row's controls and then out of the list.
  public func focusableViews() -> [TermView] {
    typealias Entry = (views: [TermView], frame: Rect)
    func ordered(_ entries: [Entry]) -> [TermView] {
      entries.enumerated().sorted { a, b in
        let ra = a.element.frame
        let rb = b.element.frame
        if ra.minY != rb.minY { return ra.minY < rb.minY }
        if ra.minX != rb.minX { return ra.minX < rb.minX }
        return a.offset < b.offset
      }.flatMap(\.element.views)
    }
    func collect(_ view: TermView, into found: inout [Entry]) {
      guard !view.isHidden, view.isUserInteractionEnabled, view.isEnabled, !view.refusesFirstResponder else {
        return
      }
      let focusable = view !== self && view.canBecomeFirstResponder
      guard let offered = view.keyLoopSubviews else {
        if focusable { found.append(([view], view.frameInWindow)) }
        for subview in view.subviews { collect(subview, into: &found) }
        return
      }
      var inner: [Entry] = []
      for subview in offered { collect(subview, into: &inner) }
      let views = (focusable ? [view] : []) + ordered(inner)
      if !views.isEmpty { found.append((views, view.frameInWindow)) }
    }
    var found: [Entry] = []
    collect(self, into: &found)
    return ordered(found)
  }

  /// Moves focus to the next (or previous) focusable view, wrapping around.
  @discardableResult
  public func moveFocus(forward: Bool) -> Bool {
    let views = focusableViews()
    guard !views.isEmpty else { return false }
    let index = views.firstIndex { $0 === firstResponder }
    let next: Int
    if let index {
      next = (index + (forward ? 1 : views.count - 1)) % views.count
    } else {
      next = forward ? 0 : views.count - 1
    }
    return makeFirstResponder(views[next])
  }

  open override var next: TermResponder? { application }

  // MARK: Key commands

  /// The shortcuts registered with ``addKeyCommand(_:owner:title:action:)``.
  private var shortcuts: [RegisteredShortcut] = []

  /// Runs `action` when `key` reaches the window unhandled (a shortcut),
  /// for as long as `owner` lives or until removed. `title`, read when
  /// the keys are listed (the key hints bar, the command palette), says
  /// what the shortcut does; a shortcut without one is not listed. A
  /// shortcut whose owner is a disabled view is listed as disabled.
  public func addKeyCommand(
    _ key: KeyEvent, owner: AnyObject, title: @escaping @MainActor () -> String? = { nil },
    action: @escaping @MainActor () -> Void
  ) {
    shortcuts.append(
      RegisteredShortcut(key: key, owner: { [weak owner] in owner }, title: title, action: action))
    keyHintsNeedDisplay()
  }

  /// Removes the key commands registered by `owner`.
  public func removeKeyCommand(for owner: AnyObject) {
    shortcuts.removeAll { $0.owner() === owner || $0.owner() == nil }
    keyHintsNeedDisplay()
  }

  /// The window's own keys: the titled shortcuts registered with it (the
  /// last registered for a key, which is the one a key runs), the menu
  /// bar's, and the key that opens the command palette.
  open override var keyCommands: [TermKeyCommand] {
    shortcuts.removeAll { $0.owner() == nil }
    var commands: [TermKeyCommand] = []
    var seen = Set<KeyEvent>()
    for shortcut in shortcuts.reversed() where seen.insert(shortcut.key).inserted {
      guard let title = shortcut.title(), !title.isEmpty else { continue }
      let enabled = (shortcut.owner() as? TermView)?.isEffectivelyEnabled ?? true
      commands.append(
        TermKeyCommand(
          title: title, input: shortcut.key, attributes: enabled ? [] : .disabled, action: shortcut.action))
    }
    commands.reverse()
    // The palette's key before the menu bar's items, which may be many.
    if let key = commandPaletteKey {
      commands.append(
        TermKeyCommand(title: "Commands", input: key) { [weak self] in self?.showCommandPalette() })
    }
    if let menuBar, !menuBar.isHidden { commands += menuBar.keyCommands }
    if hasToasts {
      commands.append(
        TermKeyCommand(title: "Dismiss", input: KeyEvent(.escape)) { [weak self] in self?.dismissToast() })
    }
    return commands
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    shortcuts.removeAll { $0.owner() == nil }
    if let shortcut = shortcuts.last(where: { $0.key == event }) {
      shortcut.action()
      return true
    }
    if let menuBar, menuBar.performKeyEquivalent(event) { return true }
    if let key = commandPaletteKey, event == key, showCommandPalette() { return true }
    if event == KeyEvent(.escape), dismissToast() { return true }
    switch (event.key, event.modifiers) {
    case (.tab, []): return moveFocus(forward: true)
    case (.tab, .shift): return moveFocus(forward: false)
    case (.up, []), (.down, []), (.left, []), (.right, []):
      return moveFocusAcrossSections(event.key) || super.keyDown(event)
    default: return super.keyDown(event)
    }
  }

  // MARK: Frames

  func viewNeedsFrame() { frameRequest.make() }

  open override func setNeedsDisplay() {
    needsDisplay = true
    viewNeedsFrame()
  }

  /// Whether a view in the window waits for the update or layout phase.
  var needsUpdateOrLayout: Bool {
    needsUpdateProperties || subtreeNeedsUpdateProperties || needsLayout || subtreeNeedsLayout
  }

  /// The layout phase: lays out what needs it (running any update a view
  /// asked for during layout first), then, until something has had focus,
  /// focuses the first focusable view (content may appear only now).
  func layOutAndFocus() {
    layoutIfNeeded()
    if firstResponder == nil && !hasHadFirstResponder { moveFocus(forward: true) }
    if let lost = lostFocusFrame {
      lostFocusFrame = nil
      if firstResponder == nil, let nearest = nearestFocusableView(to: lost) { makeFirstResponder(nearest) }
    }
  }

  /// Where the first responder was when it left the window (removed or
  /// hidden): the keys then go to the focusable view nearest to it, rather
  /// than nowhere.
  private var lostFocusFrame: Rect?

  /// The focusable view closest to `rect`: fewest rows away, then fewest
  /// columns, then the first in Tab order.
  private func nearestFocusableView(to rect: Rect) -> TermView? {
    func distance(_ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int) -> Int {
      aEnd <= b ? b - aEnd : bEnd <= a ? a - bEnd : 0
    }
    return focusableViews().min { x, y in
      let fx = x.frameInWindow
      let fy = y.frameInWindow
      let rows = (
        distance(fx.minY, fx.maxY, rect.minY, rect.maxY), distance(fy.minY, fy.maxY, rect.minY, rect.maxY)
      )
      if rows.0 != rows.1 { return rows.0 < rows.1 }
      return distance(fx.minX, fx.maxX, rect.minX, rect.maxX)
        < distance(fy.minX, fy.maxX, rect.minX, rect.maxX)
    }
  }

  /// The draw phase: redraws what changed into the window's ncurses
  /// surface; returns how many views were drawn.
  func display() -> Int {
    guard let surface else { return 0 }
    if surface.frame != frame {
      surface.setFrame(frame)
      setNeedsDisplayRecursively()
    }
    let tip = shownToolTip
    if tip != drawnToolTip, let line = toolTipLine {
      // The line under the old tip (or the new one) is redrawn by the views.
      markInvalid(line)
    }
    // A selection is drawn over cells drawn afresh: its rows are redrawn.
    if let rect = textSelectionDrawingRect() { markInvalid(rect) }
    var pass = DrawPass()
    drawTree(
      self, surface: surface, origin: .zero, clip: bounds, background: backgroundStyle ?? theme.contentStyle,
      enabled: true, pass: &pass, covered: .zero, blank: nil)
    drawToolTip(tip, surface: surface)
    drawTextSelection(surface: surface)
    return pass.drawnViews
  }

  /// The tool tip drawn in the last frame (see `TermWindowToolTip.swift`).
  var drawnToolTip: String?

  /// Draws what changed in `view` and below; `enabled` is whether every
  /// view above is enabled.
  ///
  /// `covered` is a rect of `pass.damage` holding the parent's visible
  /// part when the parent was drawn afresh (else an ancestor's, or
  /// `.zero`): a view inside it is redrawn whole without looking through
  /// the damage, and what it draws there is not recorded again, so the
  /// damage holds one rect per redrawn branch, not one per view. `blank`
  /// is an area an ancestor cleared and nothing has written to since: a
  /// view that would clear it to the same fill leaves it as it is.
  private func drawTree(
    _ view: TermView, surface: ScreenSurface, origin: Point, clip: Rect, background: TermStyle,
    enabled: Bool, pass: inout DrawPass, covered: Rect, blank: BlankArea?, fade: CanvasFade? = nil
  ) {
    guard !view.isHidden else { return }
    var fade = fade
    if view.drawingOpacity < 1 {
      fade = CanvasFade(
        opacity: (fade?.opacity ?? 1) * view.drawingOpacity, backdrop: fade?.backdrop ?? background.background
      )
    }
    let size = view.frame.size
    let rect = Rect(origin: origin, size: size)
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else {
      view.needsDisplay = false
      view.invalidRect = nil
      return
    }
    // A view with a theme of its own is filled with the theme's colours.
    // (`if let`, not `Optional.map`: a closure handed to the standard
    // library from main-actor code pays an isolation check per call.)
    let overrideTheme = view.overrideTheme
    let backgroundStyle = view.backgroundStyle
    var fill = background
    if let overrideTheme { fill = fill.merging(overrideTheme.contentStyle) }
    if let backgroundStyle { fill = fill.merging(backgroundStyle) }
    let isEnabled = enabled && view.isEnabled
    // What to redraw: all of it, or the parts it invalidated and the parts
    // views drawn before it painted over.
    var dirty = Rect.zero
    if view.needsDisplay || covered.contains(visible) {
      dirty = visible
    } else {
      if let part = view.invalidRect { dirty = visible.intersection(part.offsetBy(origin)) }
      for area in pass.damage where area.intersects(visible) {
        dirty = dirty.union(area.intersection(visible))
      }
    }
    // Nothing to draw here or below, and nothing drawn over it: skip.
    guard !dirty.isEmpty || view.subtreeNeedsDisplay else { return }
    view.subtreeNeedsDisplay = false
    var covered = covered
    var blank = blank
    if !dirty.isEmpty {
      var canvas = TermCanvas(surface: surface, origin: origin, size: size, clip: dirty)
      canvas.fade = fade
      if view.clearsContextBeforeDrawing || backgroundStyle != nil || overrideTheme != nil {
        var area = BlankArea(rect: dirty, fill: fill, fade: fade, writeCount: surface.writeCount)
        if blank?.covers(area) != true {
          canvas.clear(style: fill)
          area.writeCount = surface.writeCount
          blank = area
        }
      }
      canvas.baseStyle = isEnabled ? fill : fill.adding(.dim)
      view.draw(in: canvas)
      pass.drawnViews += 1
      if !covered.contains(dirty) {
        pass.damage.append(dirty)
        covered = dirty
      }
    }
    view.needsDisplay = false
    view.invalidRect = nil
    let subviews = view.subviews
    guard !subviews.isEmpty else { return }
    // Written to since the clear (by this view): where is not known.
    if let count = blank?.writeCount, count != surface.writeCount { blank = nil }
    let last = subviews.count - 1
    for (index, subview) in subviews.enumerated() {
      let subviewOrigin = origin + subview.frame.origin
      drawTree(
        subview, surface: surface, origin: subviewOrigin, clip: visible, background: fill,
        enabled: isEnabled, pass: &pass, covered: covered, blank: blank, fade: fade)
      // What a subview's branch wrote is inside its visible part (each
      // canvas clips to it), but for the cell either side of a run of
      // writes, which may be blanked to repair half a wide glyph: a later
      // sibling outside that (the next cell of a table row) finds its part
      // of the area still blank.
      if index < last, let count = blank?.writeCount {
        let now = surface.writeCount
        if count != now {
          let part = Rect(origin: subviewOrigin, size: subview.frame.size).intersection(visible)
          blank?.noteWrites(
            in: Rect(x: part.minX - 1, y: part.minY, width: part.width + 2, height: part.height), count: now)
        }
      }
    }
  }

  /// Where the terminal cursor belongs, in screen coordinates, or nil.
  func cursorScreenPosition() -> Point? {
    guard let responder = firstResponder, responder.isInteractiveInHierarchy,
      let local = responder.cursorPosition
    else { return nil }
    // The cursor must be on a visible part of the responder and of every
    // ancestor: one walk up, in each ancestor's coordinates in turn.
    var point = local
    var visible = Rect(origin: .zero, size: responder.frame.size)
    var view = responder
    while let parent = view.superview {
      point = point + view.frame.origin
      visible = visible.offsetBy(view.frame.origin).intersection(Rect(origin: .zero, size: parent.frame.size))
      view = parent
    }
    guard view === self, visible.contains(point) else { return nil }
    return point + frame.origin
  }
}

/// What one draw pass of a window has done so far.
private struct DrawPass {
  /// The rects drawn afresh (window coordinates): a view drawn later
  /// redraws its part under them. A rect inside one an ancestor recorded
  /// is not recorded again.
  var damage: [Rect] = []
  /// How many views drew.
  var drawnViews = 0
}

/// An area of a window cleared to one fill in this draw pass.
private struct BlankArea {
  /// Window coordinates.
  var rect: Rect
  var fill: TermStyle
  var fade: CanvasFade?
  /// The surface's ``ScreenSurface/writeCount`` right after the clear, or
  /// after the last write accounted for in ``written``.
  var writeCount: Int
  /// A rect holding every cell written since the clear (empty: none).
  var written = Rect.zero

  /// Counts writes up to the surface's `count` as made inside `rect`.
  mutating func noteWrites(in rect: Rect, count: Int) {
    written = written.union(rect)
    writeCount = count
  }

  /// Whether clearing `other` would change nothing: it lies inside this
  /// area, in the same fill, and nothing was written there since the clear.
  func covers(_ other: BlankArea) -> Bool {
    writeCount == other.writeCount && rect.contains(other.rect)
      && (written.isEmpty || !written.intersects(other.rect)) && fill == other.fill && fade == other.fade
  }
}

/// A shortcut registered with a window: its key, who registered it, what
/// it says it does, and what it runs.
@MainActor
private struct RegisteredShortcut {
  let key: KeyEvent
  let owner: () -> AnyObject?
  let title: @MainActor () -> String?
  let action: @MainActor () -> Void
}
