import TermBridgeTerminal

/// The window a presented controller is shown in: full screen, or a
/// bordered sheet centred on the screen.
@MainActor
final class ModalWindow: TermWindow {
  private let style: TermViewController.ModalPresentationStyle
  private weak var presented: TermViewController?
  private let preferred: Size

  init(for controller: TermViewController) {
    style = controller.modalPresentationStyle
    presented = controller
    preferred = controller.preferredContentSize
    if style == .fullScreen {
      super.init()
    } else {
      super.init(frame: .zero)
      screenLayout = { [preferred] screen in ModalWindow.sheetFrame(preferred: preferred, screen: screen) }
    }
  }

  override func didMoveToApplication() {
    if let application, let screenLayout { frame = screenLayout(application.screen.size) }
  }

  static func sheetFrame(preferred: Size, screen: Size) -> Rect {
    let width = min(max(preferred.width == 0 ? screen.width * 2 / 3 : preferred.width + 2, 3), screen.width)
    let height = min(
      max(preferred.height == 0 ? screen.height * 2 / 3 : preferred.height + 2, 3), screen.height)
    return Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
  }

  override func layoutSubviews() {
    guard style == .sheet else { return super.layoutSubviews() }
    rootViewController?.view.frame = bounds.inset(by: EdgeInsets(1))
  }

  override func draw(in canvas: TermCanvas) {
    guard style == .sheet else { return }
    let title = presented.flatMap(ModalWindow.title(of:))
    canvas.drawBorder(bounds, style: .rounded, title: title, titleStyle: .attributes(.bold))
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
