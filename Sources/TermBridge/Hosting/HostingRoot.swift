import TermBridgeTerminal
import TermBridgeWidgets

/// The implicit container at the root of a hosted view tree: its children
/// stack vertically and the whole is centred in the host, as in SwiftUI.
struct HostingRoot<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  typealias Body = Never
  let body_: Content
  let alignment: HorizontalAlignment

  init(content: Content, alignment: HorizontalAlignment) {
    body_ = content
    self.alignment = alignment
  }

  var content: [any View] { [body_] }
  func makeWidget(context: Context) -> TermView { TermView() }
  func updateWidget(_ widget: TermView, context: Context) {}
  func makeLayout(for widget: TermView) -> any LayoutBehavior { HostingRootLayout(alignment: alignment) }
  func transformChildEnvironment(_ environment: inout EnvironmentValues) {
    environment.stackAxis = .vertical
  }
}

/// Two roots are the same view when their alignment is and their content
/// is by `viewsAreEqual`: a list reconfigures every cell on screen each
/// frame, and this spares each cell one level of reflection (a mirror of
/// the root and of its content field) before its content is compared.
extension HostingRoot: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: HostingRoot) -> Bool {
    alignment == other.alignment && viewsAreEqual(body_, other.body_)
  }
}

/// Lays the root content out like a VStack in the middle of the host's
/// height, centred across its width (or at its leading edge, for cells).
@MainActor
final class HostingRootLayout: LayoutBehavior {
  private let stack: StackLayout
  private let alignment: Alignment

  init(alignment: HorizontalAlignment) {
    self.alignment = Alignment(horizontal: alignment, vertical: .center)
    stack = StackLayout(axis: .vertical, alignment: self.alignment, spacing: 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    stack.sizeThatFits(proposal, children: children)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let size = bounds.size
    let content = stack.sizeThatFits(ProposedViewSize(size), children: children)
    let fitted = Size(width: min(content.width, size.width), height: min(content.height, size.height))
    stack.placeChildren(in: alignment.rect(for: fitted, in: bounds), children: children)
  }
}
