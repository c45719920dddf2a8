import TermBridgeTerminal

/// The window a presented controller is shown in: full screen, or a
/// bordered sheet centred on the screen, or a bordered popover beside its source.
@MainActor
final class ModalWindow: TermWindow {
  private let style: TermViewController.ModalPresentationStyle
  private weak var presented: TermViewController?

  /// Whether the presentation covers the whole screen (an inline app is
  /// then shown on the whole terminal while it lasts).
  var coversScreen: Bool { style == .fullScreen }

  init(for controller: TermViewController) {
    style = controller.modalPresentationStyle
    presented = controller
    if style == .fullScreen {
      super.init()
    } else {
      super.init(frame: .zero)
      screenLayout = { [weak self] screen in self?.frame(forScreen: screen) ?? .zero }
    }
  }

  /// Where the presentation goes on a screen of a given size, from what
  /// the controller prefers and points at now: a sheet or a popover is
  /// measured and placed again on every layout, so one opened in a small
  /// terminal grows with it, and a popover follows its source.
  private func frame(forScreen screen: Size) -> Rect {
    let preferred = presented?.preferredContentSize ?? .zero
    switch style {
    case .fullScreen: return Rect(origin: .zero, size: screen)
    case .sheet: return ModalWindow.sheetFrame(preferred: preferred, screen: screen)
    case .popover:
      return ModalWindow.popoverFrame(
        preferred: preferred, source: presented?.popoverSourceRect, screen: screen)
    }
  }

  override func didMoveToApplication() {
    if let application, let screenLayout { frame = screenLayout(application.screen.size) }
  }

  override func layOutAndFocus() {
    if let application, let screenLayout {
      let placed = screenLayout(application.screen.size)
      if placed != frame {
        frame = placed
        setNeedsDisplayRecursively()
      }
    }
    super.layOutAndFocus()
  }

  static func sheetFrame(preferred: Size, screen: Size) -> Rect {
    let width = min(max(preferred.width == 0 ? screen.width * 2 / 3 : preferred.width + 2, 3), screen.width)
    let height = min(
      max(preferred.height == 0 ? screen.height * 2 / 3 : preferred.height + 2, 3), screen.height)
    return Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
  }

  /// A box the preferred size (plus its border) under `source`, or above
  /// it when the rows below are too few, its left edge at the source's and
  /// moved in to stay on the screen.
  static func popoverFrame(preferred: Size, source: Rect?, screen: Size) -> Rect {
    guard let source else { return sheetFrame(preferred: preferred, screen: screen) }
    let width = min(max(preferred.width + 2, 3), screen.width)
    let height = min(max(preferred.height + 2, 3), screen.height)
    let below = screen.height - source.maxY
    let y =
      below >= height || below >= source.minY
      ? min(source.maxY, screen.height - height) : max(0, source.minY - height)
    let x = max(0, min(source.minX, screen.width - width))
    return Rect(x: x, y: y, width: width, height: height)
  }

  override func layoutSubviews() {
    guard style != .fullScreen else { return super.layoutSubviews() }
    rootViewController?.view.frame = bounds.inset(by: EdgeInsets(1))
  }

  override func draw(in canvas: TermCanvas) {
    guard style != .fullScreen else { return }
    let title = presented.flatMap(ModalWindow.title(of:))
    canvas.drawBorder(bounds, style: .rounded, title: title, titleStyle: theme.title)
  }

  /// The title a sheet shows: the presented controller's, else that of the
  /// first controller it contains that has one (a hosting controller's
  /// content, such as an alert shown through a representable), read when
  /// the sheet is drawn (the content may be contained only by then).
  static func title(of controller: TermViewController) -> String? {
    if let title = controller.title { return title }
    for child in controller.children {
      if let title = title(of: child) { return title }
    }
    return nil
  }
}
