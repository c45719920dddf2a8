import TermBridgeTerminal
import TermBridgeWidgets

/// Children side by side, like SwiftUI's `HStack`. Default spacing is one
/// column.
public struct HStack<Content: View>: View, StructuralView {
  /// A stack has no body: it is a layout rule.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: Int
  let body_: Content

  /// A row of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where a child shorter than the row goes.
  ///   - spacing: Columns between children; 1 if nil.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing ?? 1
    body_ = content()
  }

  package var content: [any View] { [body_] }
  private var stackAlignment: Alignment { Alignment(horizontal: .leading, vertical: alignment) }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    StackLayout(axis: .horizontal, alignment: stackAlignment, spacing: spacing)
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    (layout as? StackLayout)?.update(spacing: spacing, alignment: stackAlignment) ?? false
  }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {
    environment.stackAxis = .horizontal
  }
}

/// Children one above the other, like SwiftUI's `VStack`. Default spacing
/// is zero rows.
public struct VStack<Content: View>: View, StructuralView {
  /// A stack has no body: it is a layout rule.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: Int
  let body_: Content

  /// A column of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where a child narrower than the column goes.
  ///   - spacing: Rows between children; 0 if nil.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing ?? 0
    body_ = content()
  }

  package var content: [any View] { [body_] }
  private var stackAlignment: Alignment { Alignment(horizontal: alignment, vertical: .top) }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    StackLayout(axis: .vertical, alignment: stackAlignment, spacing: spacing)
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    (layout as? StackLayout)?.update(spacing: spacing, alignment: stackAlignment) ?? false
  }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {
    environment.stackAxis = .vertical
  }
}

/// Children on top of each other, like SwiftUI's `ZStack`: later ones draw
/// above earlier ones.
public struct ZStack<Content: View>: View, StructuralView {
  /// A stack has no body: it is a layout rule.
  public typealias Body = Never
  let alignment: Alignment
  let body_: Content

  /// A stack of the views `content` builds, the first at the bottom, each
  /// placed in the stack's bounds by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    body_ = content()
  }

  package var content: [any View] { [body_] }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    OverlayLayout(alignment: alignment)
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let overlay = layout as? OverlayLayout, overlay.alignment != alignment else { return false }
    overlay.alignment = alignment
    return true
  }
}

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

extension HStack: SameViewComparable {
  package func isSameView(as other: HStack) -> Bool {
    alignment == other.alignment && spacing == other.spacing && viewsAreEqual(body_, other.body_)
  }
}

extension VStack: SameViewComparable {
  package func isSameView(as other: VStack) -> Bool {
    alignment == other.alignment && spacing == other.spacing && viewsAreEqual(body_, other.body_)
  }
}

extension ZStack: SameViewComparable {
  package func isSameView(as other: ZStack) -> Bool {
    alignment == other.alignment && viewsAreEqual(body_, other.body_)
  }
}

/// Two roots are the same view when their alignment is and their content
/// is by `viewsAreEqual`: a list reconfigures every cell on screen each
/// frame, and this spares each cell one level of reflection (a mirror of
/// the root and of its content field) before its content is compared.
extension HostingRoot: SameViewComparable {
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

struct StackAxisKey: EnvironmentKey {
  static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
  /// The axis of the stack a view is directly in (for spacers and dividers).
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}
