import TermBridgeTerminal

/// The toasts of a window, newest first, drawn as framed boxes stacked
/// from a corner (see ``TermToast``). It never takes focus; a click on a
/// toast dismisses it. Each toast leaves at a deadline on the main loop's
/// timers: nothing runs or draws while toasts wait.
@MainActor
final class TermToastStackView: TermView {
  /// One toast on screen.
  struct Entry {
    let id: Int
    let toast: TermToast
    var deadline: MainLoopTimers.ID?
    let onDismiss: (@MainActor () -> Void)?
  }

  /// The toasts, newest first.
  private(set) var entries: [Entry] = []
  /// The deadlines' timers (tests give their own clock).
  var timers = MainLoopTimers.shared
  /// The most toasts shown at once; a new one beyond it retires the oldest.
  var maximumCount = 3 {
    didSet {
      maximumCount = max(1, maximumCount)
      trim()
    }
  }
  /// Where the toasts stack.
  var placement = TermToastPlacement.topTrailing {
    didSet { if placement != oldValue { stackDidChange() } }
  }
  /// The widest a toast is drawn, frame included.
  static let maximumWidth = 48
  /// Rows a toast takes: its frame and one line.
  static let toastHeight = 3
  private var nextID = 0

  init() {
    super.init(frame: .zero)
    isHidden = true
    clearsContextBeforeDrawing = false
  }

  override var canBecomeFirstResponder: Bool { false }

  /// Shows `toast` nearest the corner and starts its time; `onDismiss`
  /// runs when it leaves, however it leaves. Returns its id.
  @discardableResult
  func show(_ toast: TermToast, onDismiss: (@MainActor () -> Void)? = nil) -> Int {
    nextID += 1
    let id = nextID
    let deadline = timers.schedule(at: timers.now + Self.nanoseconds(of: toast.duration)) {
      [weak self] in self?.expire(id)
    }
    entries.insert(Entry(id: id, toast: toast, deadline: deadline, onDismiss: onDismiss), at: 0)
    trim()
    stackDidChange()
    return id
  }

  /// Removes the newest toast; false when none is shown.
  @discardableResult
  func dismissNewest() -> Bool {
    guard let newest = entries.first else { return false }
    dismiss(id: newest.id)
    return true
  }

  /// Removes every toast.
  func dismissAll() {
    let gone = entries
    for entry in gone { entry.deadline.map(timers.cancel) }
    entries.removeAll()
    stackDidChange()
    for entry in gone { entry.onDismiss?() }
  }

  /// Removes the toast `id`, if it is still shown.
  func dismiss(id: Int) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    let entry = entries.remove(at: index)
    if let deadline = entry.deadline { timers.cancel(deadline) }
    stackDidChange()
    entry.onDismiss?()
  }

  private func expire(_ id: Int) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries[index].deadline = nil
    dismiss(id: id)
  }

  private func trim() {
    guard entries.count > maximumCount else { return }
    let gone = entries[maximumCount...]
    for entry in gone { entry.deadline.map(timers.cancel) }
    entries.removeLast(entries.count - maximumCount)
    stackDidChange()
    for entry in gone { entry.onDismiss?() }
  }

  private func stackDidChange() {
    isHidden = entries.isEmpty
    superview?.setNeedsLayout()
    superview?.setNeedsDisplay()
    setNeedsDisplay()
    (superview as? TermWindow)?.keyHintsNeedDisplay()
  }

  /// `duration` in nanoseconds; a negative one is none.
  static func nanoseconds(of duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
  }

  // MARK: Geometry

  /// The width of `toast`'s box, frame included, within `limit`.
  static func width(of toast: TermToast, limit: Int) -> Int {
    min(limit, maximumWidth, DisplayWidth.of(toast.mark + " " + toast.message) + 4)
  }

  /// The stack's size in a content area of `size`.
  func stackSize(in size: Size) -> Size {
    let limit = max(0, size.width - 2)
    let width = entries.map { Self.width(of: $0.toast, limit: limit) }.max() ?? 0
    return Size(width: width, height: min(size.height, entries.count * Self.toastHeight))
  }

  /// Where the stack goes in `content` (in the window's coordinates): in
  /// its corner, a column in from the side.
  func stackFrame(in content: Rect) -> Rect {
    let size = stackSize(in: content.size)
    let x: Int
    switch placement {
    case .topTrailing, .bottomTrailing: x = content.maxX - 1 - size.width
    case .topLeading, .bottomLeading: x = content.minX + 1
    case .bottom: x = content.minX + (content.width - size.width) / 2
    }
    let y = placement.isTop ? content.minY : content.maxY - size.height
    return Rect(x: max(content.minX, x), y: y, width: size.width, height: size.height)
  }

  /// Each toast's box in the stack's bounds, newest first.
  private func boxes() -> [Rect] {
    var result: [Rect] = []
    for (index, entry) in entries.enumerated() {
      let width = Self.width(of: entry.toast, limit: bounds.width)
      let offset = index * Self.toastHeight
      let y = placement.isTop ? offset : bounds.height - offset - Self.toastHeight
      let x: Int
      switch placement {
      case .topTrailing, .bottomTrailing: x = bounds.width - width
      case .topLeading, .bottomLeading: x = 0
      case .bottom: x = (bounds.width - width) / 2
      }
      result.append(Rect(x: x, y: y, width: width, height: Self.toastHeight))
    }
    return result
  }

  // MARK: Input and drawing

  /// A click on a toast dismisses it.
  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard let index = boxes().firstIndex(where: { $0.contains(point) }) else {
      return super.mouseEvent(event, at: point)
    }
    if case .press(.left) = event.kind { dismiss(id: entries[index].id) }
    return true
  }

  override func hitTest(_ point: Point) -> TermView? {
    !isHidden && boxes().contains { $0.contains(point) } ? self : nil
  }

  override func draw(in canvas: TermCanvas) {
    let theme = self.theme
    for (entry, box) in zip(entries, boxes()) where box.maxY > 0 && box.minY < bounds.height {
      let frame = TermStyle(foreground: entry.toast.color(in: theme))
      canvas.fill(box, style: theme.toast)
      canvas.drawBorder(box, style: .rounded, lineStyle: theme.toast.merging(frame))
      let room = max(0, box.width - 4)
      let line = TextLayout.truncate(entry.toast.mark + " " + entry.toast.message, toWidth: room)
      let markWidth = DisplayWidth.of(entry.toast.mark)
      canvas.draw(
        entry.toast.mark, at: Point(x: box.minX + 2, y: box.minY + 1), style: theme.toast.merging(frame))
      canvas.draw(
        String(line.dropFirst(entry.toast.mark.count)),
        at: Point(x: box.minX + 2 + markWidth, y: box.minY + 1),
        style: theme.toast)
    }
  }

  // MARK: Accessibility

  override var accessibilityContentLabel: String? { entries.first?.toast.spokenText }
}
