@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A scroll view of `width`x`height` on an in-memory screen whose content
/// is a vertical lazy stack of `source`'s items, kept at the stack's ideal
/// size; `configure` sets the stack up before it is first laid out.
@MainActor
func withLazyStackInScrollView(
  _ source: any TermLazyStackViewDataSource, width: Int = 20, height: Int = 5,
  configure: (TermLazyStackView) -> Void = { _ in },
  _ body: (TermApplication, TermScrollView, TermLazyStackView, TermScreen) throws -> Void
) throws {
  let scroll = TermScrollView(frame: Rect(x: 0, y: 0, width: width, height: height))
  scroll.showsVerticalScrollIndicator = false
  let stack = TermLazyStackView(axis: .vertical)
  configure(stack)
  func resize(_ stack: TermLazyStackView) {
    stack.frame = Rect(x: 0, y: 0, width: width, height: stack.contentLength)
    scroll.contentSize = stack.frame.size
  }
  stack.onContentSizeChange = resize
  stack.dataSource = source
  resize(stack)
  scroll.contentView.addSubview(stack)
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    window.addSubview(scroll)
    window.makeKeyAndVisible(in: app)
    app.render()
    try body(app, scroll, stack, screen)
  }
}
