@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Opens a headless screen, draws on a canvas covering it, renders one frame
/// and hands the screen to `check` before closing it.
@MainActor
func withDrawnScreen(
  width: Int, height: Int, noColor: Bool = false, draw: (TermCanvas) throws -> Void,
  check: (TermScreen) throws -> Void
) throws {
  try TermScreen.withHeadless(width: width, height: height, noColor: noColor) { screen in
    let window = screen.makeWindow(frame: screen.bounds)
    try draw(TermCanvas(surface: window))
    screen.render()
    try check(screen)
  }
}

/// A window showing one label on its top line, `width` columns wide, made
/// key and visible in `application`: what tests of frames and redraws
/// change and watch.
@MainActor
func showLabel(_ text: String, width: Int, in application: TermApplication) -> (
  window: TermWindow, label: TermLabel
) {
  let window = TermWindow()
  let label = TermLabel(text: text)
  label.frame = Rect(x: 0, y: 0, width: width, height: 1)
  window.addSubview(label)
  window.makeKeyAndVisible(in: application)
  return (window, label)
}

extension TermScreen {
  /// The column of the first cell in row `y` whose text is `text`.
  func column(of text: String, inRow y: Int) -> Int? {
    cells(inRow: y).firstIndex { $0.text == text }
  }
}

/// A column ruler for the top row of a snapshot: `0123456789012…`.
func ruler(_ width: Int) -> String {
  String((0..<width).map { Character(String($0 % 10)) })
}
