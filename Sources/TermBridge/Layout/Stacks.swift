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

extension VStack {
  /// A vertical stack whose spacing is rounded to cells: `VStack(spacing: 4.0)`.
  public init<F: BinaryFloatingPoint>(
    alignment: HorizontalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { cells($0) }, content: content)
  }
}

extension HStack {
  /// A horizontal stack whose spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    alignment: VerticalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { cells($0) }, content: content)
  }
}
