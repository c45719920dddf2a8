import TermBridgeTerminal

/// The base of every widget: a rectangle of cells in a tree of views that
/// draws itself through a ``TermCanvas``, lays out its subviews, and takes
/// part in the responder chain.
///
/// Views are long-lived reference types, like `UIView`. Changing what a view
/// shows calls ``setNeedsDisplay()``; only views marked that way (and what
/// they overlap) are redrawn in the next frame.
@MainActor
open class TermView: TermResponder {
  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  open var frame: Rect {
    get { _frame }
    set {
      let oldValue = _frame
      _frame = newValue
      guard newValue != oldValue else { return }
      if newValue.size != oldValue.size {
        setNeedsLayout()
        didChangeSize(from: oldValue.size)
      }
      // The superview repaints only the area the view left.
      superview?.setNeedsDisplay(oldValue)
      setNeedsDisplay()
    }
  }

  /// The view's own coordinates: origin zero, the frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// Called when the frame's size changed, before layout.
  open func didChangeSize(from oldSize: Size) {}

  /// Makes a view with `frame` in its superview's coordinates, like `UIView(frame:)`; without
  /// one, its superview's `layoutSubviews()` (or setting `frame`) sizes and places it.
  public init(frame: Rect = .zero) {
    _frame = frame
    super.init()
  }

  // The storage of the public properties that every frame reads. It is
  // internal, so that in a release build the compiler sees every access to
  // it, proves that none overlaps another, and drops the run-time
  // exclusivity check; a public stored property is checked on every read,
  // because code in another module could hold a long access to it (see
  // ARCHITECTURE.md, "Memory safety").
  var _frame: Rect
  weak var _superview: TermView?
  var _subviews: [TermView] = []
  weak var _viewController: TermViewController?
  var _isHidden = false
  var _isUserInteractionEnabled = true
  var _isEnabled = true
  var _clearsContextBeforeDrawing = true
  var _backgroundStyle: TermStyle?
  var _overrideTheme: TermTheme?
  var _overrideUserInterfaceStyle = TermApplication.UserInterfaceStyle.unspecified
  var _drawingOpacity = 1.0
  var _needsDisplay = true
  var _needsLayout = true
  var _needsUpdateProperties = false
  var _toolTip: String?

  // MARK: Hierarchy

  /// The view this one is a subview of; nil for a window or a view not in a tree.
  public internal(set) var superview: TermView? {
    get { _superview }
    set {
      _superview = newValue
      TermView.themeGeneration &+= 1
    }
  }
  /// The views inside this one, back to front: a later subview draws over the earlier ones and
  /// gets the mouse first where they overlap.
  public internal(set) var subviews: [TermView] {
    get { _subviews }
    set { _subviews = newValue }
  }
  /// The controller whose root view this is, if any.
  public internal(set) var viewController: TermViewController? {
    get { _viewController }
    set { _viewController = newValue }
  }
  private weak var cachedWindow: TermWindow?
  /// Told first when ``invalidateIntrinsicContentSize()`` is called: the
  /// graph's node for a widget it made.
  package weak var intrinsicContentSizeObserver: (any IntrinsicContentSizeObserver)?
  /// The window's ``TermWindow/frameRequest``, held strongly: asking for a
  /// frame loads no weak reference (see ``FrameRequest``).
  var windowFrameRequest: FrameRequest?

  /// The window the view is in, if it is in one.
  open var window: TermWindow? { cachedWindow }

  /// Called after `subview` was added (by `addSubview(_:)`, `insertSubview(_:at:)` or
  /// `setSubviews(_:)`), like UIKit's; the default does nothing.
  open func didAddSubview(_ subview: TermView) {}
  /// Called when `subview` is removed, like UIKit's; unlike UIKit, it has already left `subviews`
  /// and its window. The default does nothing.
  open func willRemoveSubview(_ subview: TermView) {}
  /// Called after the view entered or left a window.
  open func didMoveToWindow() {}

  func setWindow(_ newWindow: TermWindow?) {
    guard cachedWindow !== newWindow else { return }
    // Controllers appear when their view enters a window that is on screen.
    let visible = newWindow?.application != nil
    var controllers: [TermViewController] = []
    collectControllers(into: &controllers)
    for controller in controllers { controller.appearanceWillChange(toVisible: visible) }
    moveToWindow(newWindow)
    for controller in controllers { controller.appearanceDidChange() }
  }

  private func moveToWindow(_ newWindow: TermWindow?) {
    if !(self is TermWindow) {
      cachedWindow = newWindow
      windowFrameRequest = newWindow?.frameRequest
    }
    TermView.themeGeneration &+= 1
    for subview in subviews { subview.moveToWindow(newWindow) }
    if newWindow != nil { themeDidChange() }
    didMoveToWindow()
    if newWindow != nil { setNeedsDisplay() }
  }

  func collectControllers(into controllers: inout [TermViewController]) {
    if let viewController { controllers.append(viewController) }
    for subview in subviews { subview.collectControllers(into: &controllers) }
  }

  // MARK: Appearance and state

  /// Hidden views and their subviews are not drawn and get no input.
  open var isHidden: Bool {
    get { _isHidden }
    set {
      guard newValue != _isHidden else { return }
      _isHidden = newValue
      if isHidden, let window, window.firstResponder?.isDescendant(of: self) == true {
        window.firstResponderWillBeRemoved()
      }
      if !isHidden { announcePendingWork() }
      superview?.setNeedsDisplay(frame)
      setNeedsDisplay()
    }
  }

  /// When false, the view and its subviews ignore keys and the mouse.
  open var isUserInteractionEnabled: Bool {
    get { _isUserInteractionEnabled }
    set { _isUserInteractionEnabled = newValue }
  }

  /// A disabled view draws dimmed and takes no input; disabling a view
  /// disables its subviews too.
  open var isEnabled: Bool {
    get { _isEnabled }
    set {
      guard newValue != _isEnabled else { return }
      _isEnabled = newValue
      setNeedsDisplayRecursively()
    }
  }

  /// A name for finding the view in tests and tools, like UIKit's
  /// `accessibilityIdentifier` (`TermPilot.click(id:)` finds it).
  open var accessibilityIdentifier: String?

  /// What assistive tools read of this view (label, value, hint, traits …),
  /// like UIKit's accessibility properties; see ``TermAccessibility``.
  public var accessibility = TermAccessibility()

  /// What kind of control the view is to assistive tools (a button, a
  /// slider, text …); ``TermAccessibilityRole/none`` (the default) for a
  /// container or a view that shows nothing of its own. Widgets override it.
  open var accessibilityRole: TermAccessibilityRole { .none }

  /// The label the widget's content gives it (a button's title, a
  /// text's text), read when the app set none. Widgets override it.
  open var accessibilityContentLabel: String? { nil }

  /// The value the widget's state gives it ("40 percent", "on"), read
  /// when the app set none. Widgets override it.
  open var accessibilityContentValue: String? { nil }

  /// Traits the widget's state gives it (a selected row is
  /// `.isSelected`). Widgets override it.
  open var accessibilityContentTraits: TermAccessibilityTraits { [] }

  /// Elements the view draws without subviews (a tab bar's tabs, a menu
  /// bar's titles), read as its children. Widgets override it.
  open var accessibilityChildElements: [TermAccessibilityElement] { [] }

  /// Whether the view is its focused superview's current item (the row a
  /// focused list's arrows are on): it reads as focused. Widgets override it.
  open var accessibilityIsCurrent: Bool { false }

  /// Where the view's label starts, in its own coordinates: where the
  /// screen-reader mode puts the terminal cursor while the view is
  /// focused (after a checkbox's box, for example).
  open var accessibilityLabelOrigin: Point { .zero }

  /// A short help text, like `NSView.toolTip`: while this view, or a view
  /// inside it, is the focused first responder, its window shows the
  /// text on its last line (see ``TermWindow``).
  open var toolTip: String? {
    get { _toolTip }
    set {
      guard newValue != _toolTip else { return }
      _toolTip = newValue
      windowFrameRequest?.make()
    }
  }

  /// Whether the view and all inside it stay out of focus (Tab, clicks,
  /// `makeFirstResponder`), like AppKit's `refusesFirstResponder`.
  open var refusesFirstResponder = false {
    didSet { if refusesFirstResponder && !oldValue { resignFocusInside() } }
  }
  /// Whether the view and all inside it draw no focus highlight
  /// (``showsFocusEffect``); SwiftUI's `.focusEffectDisabled()`.
  open var isFocusEffectDisabled = false {
    didSet { if isFocusEffectDisabled != oldValue { setNeedsDisplayRecursively() } }
  }
  /// Whether the view is a focus section for the arrow keys (``TermWindow``).
  open var isFocusSection = false

  /// Whether the view's bounds are cleared (to its background, or its
  /// superview's) before it draws, like UIKit's
  /// `clearsContextBeforeDrawing`. A view that draws only some of its cells
  /// and lets what is below show through the others (a shape) sets it to
  /// false and, when it changes, has its superview redrawn too (so that
  /// what it drew before is cleared). A view with a ``backgroundStyle`` is
  /// always cleared to it.
  open var clearsContextBeforeDrawing: Bool {
    get { _clearsContextBeforeDrawing }
    set { _clearsContextBeforeDrawing = newValue }
  }

  /// The style the view's bounds are filled with before it draws; nil means
  /// the superview's background shows through.
  open var backgroundStyle: TermStyle? {
    get { _backgroundStyle }
    set {
      guard newValue != _backgroundStyle else { return }
      _backgroundStyle = newValue
      setNeedsDisplay()
    }
  }

  /// The theme this view and its subviews draw with, over the one they
  /// would inherit, like UIKit's per-view `tintColor`; nil inherits (see
  /// ``theme``). A view with its own theme is filled with the theme's
  /// background.
  /// The themes last resolved here (`inheritedTheme` and `theme`) and the
  /// `themeGeneration` they were resolved in: reads between two changes
  /// that could move them do not walk the hierarchy again.
  var resolvedTheme: (inherited: TermTheme?, theme: TermTheme, generation: Int)?
  /// Counts the changes that can change any view's theme (an override, a
  /// view moving in the hierarchy or between windows, a window joining an
  /// application, the application's theme or style).
  static var themeGeneration = 0

  open var overrideTheme: TermTheme? {
    get { _overrideTheme }
    set {
      guard newValue != _overrideTheme else { return }
      _overrideTheme = newValue
      themeDidChangeInHierarchy()
    }
  }

  /// Light or dark for this view and its subviews, over the terminal's,
  /// like UIKit's `overrideUserInterfaceStyle`: picks the built-in theme
  /// for that style where no theme is set; `.unspecified` inherits.
  open var overrideUserInterfaceStyle: TermApplication.UserInterfaceStyle {
    get { _overrideUserInterfaceStyle }
    set {
      guard newValue != _overrideUserInterfaceStyle else { return }
      _overrideUserInterfaceStyle = newValue
      themeDidChangeInHierarchy()
    }
  }

  /// Called when the theme in force here may have changed (an override
  /// here or above, the application's theme, the terminal's background),
  /// after which the view is redrawn. A widget that keeps a style made
  /// from the theme makes it again here.
  open func themeDidChange() {}

  /// How opaque the view and its subviews are drawn (an opacity
  /// animation part way): below 1 their colours blend with what is behind.
  package var drawingOpacity: Double {
    get { _drawingOpacity }
    set {
      guard newValue != _drawingOpacity else { return }
      _drawingOpacity = newValue
      setNeedsDisplayRecursively()
    }
  }

  // MARK: Display

  /// Whether the whole view is redrawn in the next frame (`setNeedsDisplay()` marks it); false
  /// while only a part is marked (`setNeedsDisplay(_:)`) or nothing is.
  public internal(set) var needsDisplay: Bool {
    get { _needsDisplay }
    set { _needsDisplay = newValue }
  }
  /// Whether `layoutSubviews()` runs in the next frame's layout phase (`setNeedsLayout()` marks
  /// it, `layoutIfNeeded()` runs it now).
  public internal(set) var needsLayout: Bool {
    get { _needsLayout }
    set { _needsLayout = newValue }
  }
  /// Some view below needs display or layout: frames visit only marked subtrees.
  var subtreeNeedsDisplay = true
  var subtreeNeedsLayout = true

  /// The part of the bounds waiting to be redrawn when ``needsDisplay`` is
  /// false; nil when none is.
  var invalidRect: Rect?

  /// Marks the view to be redrawn in the next frame.
  open func setNeedsDisplay() {
    needsDisplay = true
    invalidRect = nil
    markAncestorsNeedingDisplay()
    windowFrameRequest?.make()
  }

  /// Marks part of the view (in its own coordinates) to be redrawn in the
  /// next frame, like `UIView.setNeedsDisplay(_:)`: ``draw(in:)`` then gets a
  /// canvas clipped to that part, and the rest stays on screen as it is.
  open func setNeedsDisplay(_ rect: Rect) {
    guard !needsDisplay else { return }
    let part = rect.intersection(bounds)
    guard !part.isEmpty else { return }
    if let invalid = invalidRect { invalidRect = invalid.union(part) } else { invalidRect = part }
    markAncestorsNeedingDisplay()
    windowFrameRequest?.make()
  }

  package func setNeedsDisplayRecursively() {
    setNeedsDisplay()
    subtreeNeedsDisplay = true
    for subview in subviews { subview.setNeedsDisplayRecursively() }
  }

  /// Draws the view's own content; subviews draw afterwards, on top. The
  /// canvas is clipped to the view and already cleared to its background.
  open func draw(in canvas: TermCanvas) {}

  // MARK: Updating properties

  /// Whether ``updateProperties()`` runs in the next frame's update phase.
  public internal(set) var needsUpdateProperties: Bool {
    get { _needsUpdateProperties }
    set { _needsUpdateProperties = newValue }
  }
  /// Some view below needs its properties updated.
  var subtreeNeedsUpdateProperties = false

  /// Marks the view to bring its content up to date in the next frame's
  /// update phase, which runs before layout (UIKit's
  /// `setNeedsUpdateProperties()`): a hosting view evaluates its
  /// declarative views there, a list configures the cells of its rows.
  open func setNeedsUpdateProperties() {
    needsUpdateProperties = true
    markAncestorsNeedingUpdate()
    windowFrameRequest?.make()
  }

  /// Brings the view's content up to date before layout; the default does
  /// nothing. Override it for work that changes what the view shows or
  /// contains (not where things are: that is ``layoutSubviews()``).
  open func updateProperties() {}

  // MARK: Layout

  /// Marks the view to lay out its subviews before the next frame.
  open func setNeedsLayout() {
    needsLayout = true
    subtreeNeedsLayout = true
    markAncestorsNeedingLayout()
    windowFrameRequest?.make()
  }

  /// Positions subviews; the default does nothing.
  open func layoutSubviews() {}

  /// The size the view would like from its content alone, or nil when it has
  /// none (it takes what it is given). A dimension set to
  /// ``noIntrinsicMetric`` has no preference, like `UIView.noIntrinsicMetric`.
  open var intrinsicContentSize: Size? { nil }

  /// "No preference" for one dimension of ``intrinsicContentSize``.
  public static let noIntrinsicMetric = -1

  /// The size the view would choose within `size`: by default its intrinsic
  /// size, limited to `size`, or `size` itself (per dimension).
  open func sizeThatFits(_ size: Size) -> Size {
    guard let intrinsic = intrinsicContentSize else { return size }
    return Size(
      width: intrinsic.width < 0 ? size.width : min(intrinsic.width, size.width),
      height: intrinsic.height < 0 ? size.height : min(intrinsic.height, size.height))
  }

  /// Resizes the view to what it would choose within its current size.
  public func sizeToFit() {
    frame.size = sizeThatFits(intrinsicContentSize ?? frame.size)
  }

  /// Tells the superview that ``intrinsicContentSize`` changed (and, for a
  /// widget of a declarative view, the graph, which measures it again).
  open func invalidateIntrinsicContentSize() {
    intrinsicContentSizeObserver?.intrinsicContentSizeDidChange(of: self)
    superview?.setNeedsLayout()
    superview?.subviewIntrinsicContentSizeDidChange(self)
  }

  /// Called when a subview's intrinsic content size changed.
  open func subviewIntrinsicContentSizeDidChange(_ subview: TermView) {}

  // MARK: Coordinates and hit testing

  /// The deepest visible, interactive view containing `point` (in this
  /// view's coordinates), or nil.
  open func hitTest(_ point: Point) -> TermView? {
    guard !isHidden, isUserInteractionEnabled, bounds.contains(point) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(point - subview.frame.origin) { return hit }
    }
    return self
  }

  /// Handlers for mouse events that reach the view unhandled, newest first.
  var mouseHandlers: [(owner: ObjectIdentifier, handler: (MouseEvent, Point) -> Bool)] = []

  /// Handles a mouse event at `point` (this view's coordinates); returns
  /// whether it was handled. The default tries the mouse handlers, then
  /// passes it to the superview.
  open func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if !mouseHandlers.isEmpty {
      for entry in mouseHandlers.reversed() where entry.handler(event, point) { return true }
    }
    guard let superview else { return false }
    // The application learns which view took the event: the last one it reached.
    window?.application?.mouseEventReachedView = superview
    return superview.mouseEvent(event, at: point + frame.origin)
  }

  // MARK: Text selection on screen

  /// Whether text drawn by this view and the views inside it may be
  /// selected with the mouse (see ``TermTextSelection``): inherited from
  /// the superview unless set, like SwiftUI's `.textSelection(_:)`.
  public var textSelectability = TermTextSelectability.inherited {
    didSet { if textSelectability != oldValue { window?.textSelectabilityDidChange() } }
  }

  /// Whether a drag that began with a press on this view (or on a view
  /// inside it) may select text on screen instead of going on to the view.
  /// `tookPress` says whether this view handled the press. The default
  /// lets it only when the view did not: a control that takes the press
  /// keeps the drag (a button dragged off is no longer pressed, a slider
  /// follows it). A view that takes the press but has no use for a drag
  /// (a list with single selection) answers true.
  open func allowsTextSelectionDrag(tookPress: Bool) -> Bool { !tookPress }

  /// The press this view (or a view inside it) was sent will see no drag
  /// and no release: the drag became a text selection. Forget it, as
  /// UIKit's `touchesCancelled`; the default does nothing.
  open func mouseTrackingCancelled() {}

  /// For a view that scrolls content of its own (a scroll view, a list, a
  /// text view): the part holding that content, without scroll bars, in
  /// the view's coordinates. A selection that starts inside stays inside
  /// it, and a drag past its top or bottom edge scrolls the view
  /// (``autoscroll(byRows:)``). Nil, the default, for any other view.
  open var textSelectionBounds: Rect? { nil }

  /// Scrolls the content by `rows` (negative: up) for a selection dragged
  /// past an edge, like AppKit's `autoscroll(with:)`; returns the rows it
  /// moved (fewer at an end). The default scrolls nothing.
  open func autoscroll(byRows rows: Int) -> Int { 0 }

  // MARK: Responder chain and focus

  /// Handlers for keys that reach the view unhandled, by the view itself
  /// or a view inside it, before they go on up the chain; the newest first.
  var keyHandlers: [(owner: ObjectIdentifier, handler: (KeyEvent) -> Bool)] = []

  open override func keyDown(_ event: KeyEvent) -> Bool {
    handleKeyWithHandlers(event) || super.keyDown(event)
  }

  /// Handlers for pasted text that reaches the view unhandled; the newest first.
  var pasteHandlers: [(owner: ObjectIdentifier, handler: (String) -> Bool)] = []

  open override func paste(_ text: String) -> Bool {
    for entry in pasteHandlers.reversed() where entry.handler(text) { return true }
    return super.paste(text)
  }

  open override var next: TermResponder? {
    if let viewController { return viewController }
    return superview ?? window
  }

  /// The subviews whose focusable views Tab visits right after this view,
  /// or nil (the default) for all of them, in the window's visual order.
  /// A list gives its current row's cell alone, so Tab goes from the list
  /// to the current row's controls and then past the list, not through
  /// every row.
  package var keyLoopSubviews: [TermView]? { nil }

  /// Told by the window when `view`, a view inside this one, has become
  /// the first responder (a click, Tab, a focus binding); a list makes
  /// the row holding it current.
  package func descendantDidBecomeFirstResponder(_ view: TermView) {}

  /// Asks the window to make this view the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window else { return false }
    return window.makeFirstResponder(self)
  }

  /// Gives up focus; the window is left without a first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window else { return true }
    return window.makeFirstResponder(nil)
  }

  /// Whether the view may give up focus now; editors may refuse.
  open var canResignFirstResponder: Bool { true }

  /// Called after the view became the first responder.
  open func didBecomeFirstResponder() {}
  /// Called after the view stopped being the first responder.
  open func didResignFirstResponder() {}

  /// Where the terminal cursor goes while this view is first responder, in
  /// its own coordinates; nil hides the cursor.
  open var cursorPosition: Point? { nil }

  /// Does what the view's main action is, as if the user pressed it (a
  /// button presses, a switch flips), like UIKit's
  /// `accessibilityActivate()`: a list uses it for Enter or Space on a row
  /// whose controls do not have the keys. Returns false when the view has
  /// no such action or is disabled; the default has none.
  open func accessibilityActivate() -> Bool { false }
}
