import TermBridgeTerminal

/// What a list shows and does while its content is refreshed, like
/// UIKit's `UIRefreshControl`: give it to ``TermListView/refreshControl``.
/// The user asks for a refresh with Ctrl-R or F5 on the list, or by
/// scrolling the wheel up (or dragging down) while the list is at its top;
/// the control then calls ``onRefresh`` and shows a spinner on the list's
/// top line, over the first row, until ``endRefreshing()``.
@MainActor
public final class TermRefreshControl: TermView {
  /// Called when the user asks for a refresh; call ``endRefreshing()``
  /// when it is done.
  public var onRefresh: (@MainActor () -> Void)?
  /// The text after the spinner.
  public var title = "Refreshing…" {
    didSet { spinner.label = title }
  }
  /// Whether a refresh is running.
  public private(set) var isRefreshing = false

  private let spinner = TermProgressView()

  /// A control that does nothing until the list it is given asks it to.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    spinner.isIndeterminate = true
    spinner.label = title
    backgroundStyle = .plain
    addSubview(spinner)
  }

  /// Shows the spinner (a refresh the program started).
  public func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    (superview as? TermListView)?.setNeedsLayout()
  }

  /// Hides the spinner: the refresh is done.
  public func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    removeFromSuperview()
  }

  /// The user asked for a refresh: shows the spinner and calls
  /// ``onRefresh`` (nothing while one runs).
  public func userDidRequestRefresh() {
    guard !isRefreshing else { return }
    beginRefreshing()
    onRefresh?()
  }

  public override func layoutSubviews() {
    spinner.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 1), height: 1)
  }
}

extension TermListView {
  /// The keys that ask the list's ``refreshControl`` for a refresh:
  /// Ctrl-R and F5.
  public static let refreshKeys: Set<KeyEvent> = [
    KeyEvent(.character("r"), modifiers: .control), KeyEvent(.function(5)),
  ]

  /// Ctrl-R or F5: a refresh, when the list has a refresh control.
  func handleRefreshKey(_ event: KeyEvent) -> Bool {
    guard let refreshControl, Self.refreshKeys.contains(event), isEffectivelyEnabled else { return false }
    refreshControl.userDidRequestRefresh()
    layoutRefreshControl()
    return true
  }

  /// The wheel up (or a drag down from the first line) at the top of the
  /// list: a refresh. Returns false so the event is handled as before.
  func handleRefreshPull(_ event: MouseEvent, at point: Point) -> Bool {
    guard let refreshControl, !refreshControl.isRefreshing, isEffectivelyEnabled, topRow == 0, topOffset == 0
    else { return false }
    switch event.kind {
    case .wheelUp:
      refreshControl.userDidRequestRefresh()
      layoutRefreshControl()
      return true
    case .press(.left):
      refreshPullStart = point.y == 0 ? point.y : nil
    case .drag(.left):
      if let start = refreshPullStart, point.y - start >= 2 {
        refreshPullStart = nil
        refreshControl.userDidRequestRefresh()
        layoutRefreshControl()
        return true
      }
    case .release(.left):
      refreshPullStart = nil
    default:
      break
    }
    return false
  }

  /// Shows the refresh control on the top line while it refreshes.
  func layoutRefreshControl() {
    guard let refreshControl else { return }
    guard refreshControl.isRefreshing else {
      if refreshControl.superview === self { refreshControl.removeFromSuperview() }
      return
    }
    refreshControl.frame = Rect(x: 0, y: 0, width: cellWidth, height: 1)
    if subviews.last !== refreshControl { addSubview(refreshControl) }
  }
}
