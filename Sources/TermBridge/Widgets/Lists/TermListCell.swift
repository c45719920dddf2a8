import TermBridgeTerminal

/// A row of a ``TermListView``, like `UITableViewCell`: a long-lived view
/// the list reuses for whichever row comes on screen.
///
/// By default a cell draws ``text`` and ``detailText`` itself. Setting a
/// ``contentConfiguration`` instead makes (once) a content view that fills
/// the cell; later configurations update that view in place, across reuse.
/// A selected cell draws on ``selectedBackgroundStyle`` (reverse video by
/// default), and its content view inherits that background.
@MainActor
open class TermListCell: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .row }
  open override var accessibilityContentLabel: String? { text }
  open override var accessibilityContentValue: String? { detailText }
  open override var accessibilityIsCurrent: Bool {
    // A list of single selection marks its current row as selected only.
    guard !isCurrent, isSelected else { return isCurrent }
    var view = superview
    while let current = view, !(current is TermListView) { view = current.superview }
    return (view as? TermListView)?.allowsMultipleSelection != true
  }
  open override var accessibilityContentTraits: TermAccessibilityTraits { isSelected ? .isSelected : [] }

  /// The identifier the cell was dequeued with; nil for a cell made outside
  /// the reuse queue (the list does not reuse it).
  public let reuseIdentifier: String?

  /// A cell for the reuse queue of `reuseIdentifier`. Lists create
  /// registered cell classes through this initializer.
  public required init(reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  // MARK: Default content

  /// The row's text, drawn when there is no ``contentConfiguration``.
  open var text: String? {
    didSet { if text != oldValue { defaultContentDidChange() } }
  }
  /// Secondary text, right-aligned, drawn when there is no
  /// ``contentConfiguration``.
  open var detailText: String? {
    didSet { if detailText != oldValue { defaultContentDidChange() } }
  }
  /// The style of ``text``.
  open var textStyle: TermStyle = .plain {
    didSet { if textStyle != oldValue { defaultContentDidChange() } }
  }
  /// The style of ``detailText``; grey by default.
  open var detailTextStyle: TermStyle {
    get { detailTextStyleOverride ?? theme.secondaryTextStyle }
    set {
      let oldValue = detailTextStyle
      detailTextStyleOverride = newValue
      if detailTextStyle != oldValue { defaultContentDidChange() }
    }
  }
  /// What was set for ``detailTextStyle``; nil follows the theme.
  private var detailTextStyleOverride: TermStyle?

  private func defaultContentDidChange() {
    guard contentView == nil else { return }
    setNeedsDisplay()
  }

  /// A fresh configuration with the cell's default look, to fill in and
  /// assign to ``contentConfiguration``.
  open func defaultContentConfiguration() -> TermListContentConfiguration { .cell() }

  /// What the cell draws without a content configuration.
  var defaultContent: TermListContentConfiguration {
    var content = defaultContentConfiguration()
    content.text = text
    content.secondaryText = detailText
    content.textStyle = textStyle
    content.secondaryTextStyle = detailTextStyle
    return content
  }

  // MARK: Swipe actions

  private var swipeActionEntries:
    [(owner: ObjectIdentifier, edge: TermListView.SwipeEdge, configuration: TermSwipeActionsConfiguration)] =
      []

  /// Gives the row the actions of `edge` on behalf of `owner` (the content
  /// of a row registers its own; several owners' actions are shown
  /// together); nil removes the owner's actions of that edge.
  public func setSwipeActions(
    _ configuration: TermSwipeActionsConfiguration?, for edge: TermListView.SwipeEdge, owner: AnyObject
  ) {
    let id = ObjectIdentifier(owner)
    swipeActionEntries.removeAll { $0.owner == id && $0.edge == edge }
    if let configuration { swipeActionEntries.append((id, edge, configuration)) }
  }

  /// The actions the row's content registered for `edge`, innermost
  /// registration first; nil when there are none. A full swipe runs the
  /// first action when the first registration allows it.
  public func swipeActionsConfiguration(for edge: TermListView.SwipeEdge) -> TermSwipeActionsConfiguration? {
    let entries = swipeActionEntries.filter { $0.edge == edge }
    guard let first = entries.first else { return nil }
    var merged = TermSwipeActionsConfiguration(actions: entries.flatMap(\.configuration.actions))
    merged.performsFirstActionWithFullSwipe = first.configuration.performsFirstActionWithFullSwipe
    return merged.actions.isEmpty ? nil : merged
  }

  // MARK: Selection

  /// Whether the cell shows the selected row; the list sets it.
  open var isSelected: Bool {
    get { _isSelected }
    set {
      guard newValue != _isSelected else { return }
      _isSelected = newValue
      setNeedsDisplay()
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the cell shows the current row of a list that allows
  /// multiple selection: the row its keys act on, which need not be
  /// selected. (In a single-selection list the current row is the selected
  /// one, and this stays false.) The list sets it.
  open var isCurrent: Bool {
    get { _isCurrent }
    set {
      guard newValue != _isCurrent else { return }
      _isCurrent = newValue
      setNeedsDisplayRecursively()
    }
  }

  // The storage of what every frame reads: internal, so that a release
  // build drops its run-time exclusivity checks (see `TermView._frame`).
  var _isSelected = false
  var _isCurrent = false

  /// Laid over the cell's background while selected.
  open var selectedBackgroundStyle: TermStyle {
    get { selectedBackgroundStyleOverride ?? theme.selectedRow }
    set {
      let oldValue = selectedBackgroundStyle
      selectedBackgroundStyleOverride = newValue
      if selectedBackgroundStyle != oldValue, isSelected { setNeedsDisplay() }
    }
  }
  /// What was set for ``selectedBackgroundStyle``; nil follows the theme.
  private var selectedBackgroundStyleOverride: TermStyle?

  /// Laid over the cell's background while it is the current row
  /// (``isCurrent``): underlined by default, so the row the keys act on
  /// shows whether or not it is selected.
  open var currentBackgroundStyle: TermStyle {
    get { currentBackgroundStyleOverride ?? theme.currentRow }
    set {
      let oldValue = currentBackgroundStyle
      currentBackgroundStyleOverride = newValue
      if currentBackgroundStyle != oldValue, isCurrent { setNeedsDisplay() }
    }
  }
  /// What was set for ``currentBackgroundStyle``; nil follows the theme.
  private var currentBackgroundStyleOverride: TermStyle?

  /// The cell's background: the background set on the cell with
  /// ``selectedBackgroundStyle`` laid over it while selected, and
  /// ``currentBackgroundStyle`` while current.
  open override var backgroundStyle: TermStyle? {
    get {
      guard isSelected || isCurrent else { return super.backgroundStyle }
      var style = super.backgroundStyle ?? .plain
      if isSelected { style = style.merging(selectedBackgroundStyle) }
      if isCurrent { style = style.merging(currentBackgroundStyle) }
      return style
    }
    set { super.backgroundStyle = newValue }
  }

  /// The state handed to the content configuration.
  public var configurationState: TermCellConfigurationState {
    TermCellConfigurationState(isSelected: isSelected, isEnabled: isEffectivelyEnabled)
  }

  // MARK: Content configuration

  /// What the cell shows, as a value. Setting one makes a content view for
  /// it, or, when the current content view ``TermContentView/supports(_:)``
  /// it, updates that view in place. Nil goes back to ``text`` and
  /// ``detailText``.
  open var contentConfiguration: (any TermContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  /// The view made from ``contentConfiguration``; it fills the cell.
  public private(set) var contentView: (any TermView & TermContentView)?

  private func applyContentConfiguration() {
    needsConfigurationUpdate = false
    guard let base = contentConfiguration else {
      if let old = contentView {
        contentView = nil
        old.removeFromSuperview()
        setNeedsDisplay()
      }
      return
    }
    let configuration = base.updated(for: configurationState)
    if let view = contentView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    contentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = bounds
    contentView = view
    addSubview(view)
    setNeedsDisplay()
  }

  /// Asks for the content configuration to be updated for the cell's
  /// state (``configurationState``) in the next update phase, as UIKit's
  /// `setNeedsUpdateConfiguration()`: the state changes before it (a flood
  /// of clicks moving the selection) cost one update. Setting
  /// ``isSelected`` asks for it.
  public func setNeedsUpdateConfiguration() {
    guard !needsConfigurationUpdate else { return }
    needsConfigurationUpdate = true
    setNeedsUpdateProperties()
  }
  private var needsConfigurationUpdate = false

  open override func updateProperties() {
    super.updateProperties()
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateContentConfigurationForState()
  }

  private func updateContentConfigurationForState() {
    guard let base = contentConfiguration, let view = contentView else { return }
    let configuration = base.updated(for: configurationState)
    if view.supports(configuration) { view.configuration = configuration }
  }

  // MARK: Reuse

  /// Called when the list takes the cell from its reuse queue, before the
  /// data source configures it. The default deselects it; the content view
  /// and its configuration stay, to be updated for the new row.
  open func prepareForReuse() {
    isSelected = false
    isCurrent = false
  }

  // MARK: Layout and drawing

  open override func layoutSubviews() {
    contentView?.frame = bounds
  }

  /// The size the cell's content needs within `size`: the content view's
  /// answer, or that of ``text`` and ``detailText``. Lists use it for rows
  /// whose height is ``TermListView/automaticDimension``.
  open override func sizeThatFits(_ size: Size) -> Size {
    if let contentView { return contentView.sizeThatFits(size) }
    return defaultContent.fittingSize(in: size)
  }

  open override func draw(in canvas: TermCanvas) {
    guard contentView == nil else { return }
    for line in defaultContent.lines(in: canvas.size) {
      canvas.draw(line.text, at: Point(x: line.x, y: line.y), style: line.style)
    }
  }
}

/// A cell parked in its list's reuse queue passes the word to its content
/// view (a hosting configuration's, whose row leaves then).
extension TermListCell: EndDisplayingView {
  package func didEndDisplaying() { (contentView as? any EndDisplayingView)?.didEndDisplaying() }
}
