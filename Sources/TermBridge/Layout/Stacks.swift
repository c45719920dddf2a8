import TermBridgeTerminal
import TermBridgeWidgets

/// Children side by side, like SwiftUI's `HStack`. Default spacing is one
/// column (in points too: SwiftUI's standard 8 points).
public struct HStack<Content: View>: View, StructuralView {
  /// A stack has no body: it is a layout rule.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: Length
  let body_: Content

  /// A row of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where a child shorter than the row goes.
  ///   - spacing: Space between children, in the subtree's ``LengthUnit``
  ///     (columns by default); one column if nil, in either unit.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: spacing.map { Length($0) }, content: content)
  }

  /// A row `cellSpacing` columns apart whatever the unit: the library's own rows.
  package init(
    alignment: VerticalAlignment = .center, cellSpacing: Int, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: .cells(cellSpacing), content: content)
  }

  init(alignment: VerticalAlignment, length: Length?, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = length ?? .cells(1)
    body_ = content()
  }

  package var content: [any View] { [body_] }
  private var stackAlignment: Alignment { Alignment(horizontal: .leading, vertical: alignment) }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    StackLayout(
      axis: .horizontal, alignment: stackAlignment,
      spacing: spacing.cells(in: environment.lengthUnit, along: .horizontal))
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    let spacing = spacing.cells(in: environment.lengthUnit, along: .horizontal)
    return (layout as? StackLayout)?.update(spacing: spacing, alignment: stackAlignment) ?? false
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
  let spacing: Length
  let body_: Content

  /// A column of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where a child narrower than the column goes.
  ///   - spacing: Space between children, in the subtree's ``LengthUnit``
  ///     (rows by default); no row if nil, in either unit.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: spacing.map { Length($0) }, content: content)
  }

  /// A column `cellSpacing` rows apart whatever the unit: the library's own columns.
  package init(
    alignment: HorizontalAlignment = .center, cellSpacing: Int, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: .cells(cellSpacing), content: content)
  }

  init(alignment: HorizontalAlignment, length: Length?, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = length ?? .cells(0)
    body_ = content()
  }

  package var content: [any View] { [body_] }
  private var stackAlignment: Alignment { Alignment(horizontal: alignment, vertical: .top) }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    StackLayout(
      axis: .vertical, alignment: stackAlignment,
      spacing: spacing.cells(in: environment.lengthUnit, along: .vertical))
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    let spacing = spacing.cells(in: environment.lengthUnit, along: .vertical)
    return (layout as? StackLayout)?.update(spacing: spacing, alignment: stackAlignment) ?? false
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
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: HStack) -> Bool {
    alignment == other.alignment && spacing == other.spacing && viewsAreEqual(body_, other.body_)
  }
}

extension VStack: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: VStack) -> Bool {
    alignment == other.alignment && spacing == other.spacing && viewsAreEqual(body_, other.body_)
  }
}

extension ZStack: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  public static var _viewComparison: _ViewComparison { .sameView(Self.self) }
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
  /// A vertical stack whose floating-point spacing, in the subtree's
  /// ``LengthUnit``, is rounded to rows at layout: `VStack(spacing: 4.0)`.
  public init<F: BinaryFloatingPoint>(
    alignment: HorizontalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: spacing.map { Length($0) }, content: content)
  }
}

extension HStack {
  /// A horizontal stack whose floating-point spacing, in the subtree's
  /// ``LengthUnit``, is rounded to columns at layout.
  public init<F: BinaryFloatingPoint>(
    alignment: VerticalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, length: spacing.map { Length($0) }, content: content)
  }
}
