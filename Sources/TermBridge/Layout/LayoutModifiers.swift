import TermBridgeTerminal
import TermBridgeWidgets

/// Modifiers that change size and position only: padding, frames,
/// `fixedSize` and `layoutPriority`. Each is a layout rule on its content's
/// node and makes no widget; over several views (a `Group`) it applies to
/// each, as in SwiftUI.
struct LayoutModifierView<Content: View>: View, StructuralView {
  typealias Body = Never
  let wrapped: Content
  let spec: LayoutSpec

  init(wrapped: Content, spec: LayoutSpec) {
    self.wrapped = wrapped
    self.spec = spec
  }

  init(wrapped: Content, rule: LayoutRule) { self.init(wrapped: wrapped, spec: .rule(rule)) }

  var content: [any View] { [wrapped] }
  var appliesToEachChild: Bool { true }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    RuleLayout(rule: spec.rule(in: environment.lengthUnit).normalized)
  }
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    let rule = spec.rule(in: environment.lengthUnit).normalized
    guard let layout = layout as? RuleLayout, layout.rule != rule else { return false }
    layout.rule = rule
    return true
  }
}

extension LayoutModifierView: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: LayoutModifierView) -> Bool {
    spec == other.spec && viewsAreEqual(wrapped, other.wrapped)
  }
}

/// A layout modifier as the view holds it: lengths as written, made a
/// ``LayoutRule`` in cells at layout by the subtree's ``LengthUnit``, each
/// on its axis (leading and trailing insets, widths: columns; top and
/// bottom, heights: rows).
package enum LayoutSpec: Equatable {
  /// Insets on the four edges.
  case padding(top: Length, leading: Length, bottom: Length, trailing: Length)
  /// A fixed width and/or height.
  case frame(width: Length?, height: Length?, alignment: Alignment)
  /// Limits on the size.
  case flexibleFrame(
    minWidth: Length?, idealWidth: Length?, maxWidth: Length?, minHeight: Length?, idealHeight: Length?,
    maxHeight: Length?, alignment: Alignment)
  /// A rule with no length, or in cells already.
  case rule(LayoutRule)

  /// The rule in cells for `unit`.
  func rule(in unit: LengthUnit) -> LayoutRule {
    switch self {
    case .padding(let top, let leading, let bottom, let trailing):
      return .padding(
        EdgeInsets(
          top: top.cells(in: unit, along: .vertical), leading: leading.cells(in: unit, along: .horizontal),
          bottom: bottom.cells(in: unit, along: .vertical),
          trailing: trailing.cells(in: unit, along: .horizontal)
        ))
    case .frame(let width, let height, let alignment):
      return .frame(
        width: width.sizeCells(in: unit, along: .horizontal),
        height: height.sizeCells(in: unit, along: .vertical),
        alignment: alignment)
    case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
      return .flexibleFrame(
        minWidth: minW.sizeCells(in: unit, along: .horizontal),
        idealWidth: idealW.sizeCells(in: unit, along: .horizontal),
        maxWidth: maxW.sizeCells(in: unit, along: .horizontal),
        minHeight: minH.sizeCells(in: unit, along: .vertical),
        idealHeight: idealH.sizeCells(in: unit, along: .vertical),
        maxHeight: maxH.sizeCells(in: unit, along: .vertical), alignment: alignment)
    case .rule(let rule):
      return rule
    }
  }

  /// Padding of `length` on `edges`, none on the others.
  static func padding(_ edges: Edge.Set, _ length: Length) -> LayoutSpec {
    func on(_ edge: Edge.Set) -> Length { edges.contains(edge) ? length : .cells(0) }
    return .padding(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
  }

  /// Padding of `insets`, as written.
  static func padding(_ insets: EdgeInsets) -> LayoutSpec {
    .padding(
      top: Length(insets.top), leading: Length(insets.leading), bottom: Length(insets.bottom),
      trailing: Length(insets.trailing))
  }
}

/// The layout rules of the layout modifiers.
package enum LayoutRule: Equatable {
  case padding(EdgeInsets)
  case frame(width: Int?, height: Int?, alignment: Alignment)
  case flexibleFrame(
    minWidth: Int?, idealWidth: Int?, maxWidth: Int?, minHeight: Int?, idealHeight: Int?, maxHeight: Int?,
    alignment: Alignment)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case priority(Double)

  /// The rule with what layout can take: lengths within `.infinity` (an
  /// app's `Int.max` would overflow the sums), and frame sizes of at least
  /// 0, as SwiftUI clamps a negative frame (a negative padding stays: it
  /// draws the content over its neighbours, as in SwiftUI).
  var normalized: LayoutRule {
    func size(_ length: Int?) -> Int? { length.map { max(0, $0.layoutClamped) } }
    switch self {
    case .padding(let insets):
      return .padding(
        EdgeInsets(
          top: insets.top.layoutClamped, leading: insets.leading.layoutClamped,
          bottom: insets.bottom.layoutClamped, trailing: insets.trailing.layoutClamped))
    case .frame(let width, let height, let alignment):
      return .frame(width: size(width), height: size(height), alignment: alignment)
    case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
      return .flexibleFrame(
        minWidth: size(minW), idealWidth: size(idealW), maxWidth: size(maxW), minHeight: size(minH),
        idealHeight: size(idealH), maxHeight: size(maxH), alignment: alignment)
    case .fixedSize, .priority:
      return self
    }
  }
}

@MainActor
package final class RuleLayout: LayoutBehavior {
  var rule: LayoutRule

  package init(rule: LayoutRule) { self.rule = rule }

  package var layoutPriority: Double {
    if case .priority(let value) = rule { return value }
    return 0
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard let child = children.first else { return .zero }
    switch rule {
    case .padding(let insets):
      let inner = ProposedViewSize(
        width: proposal.width.map { max(0, clampedAdd($0, -insets.horizontal)) },
        height: proposal.height.map { max(0, clampedAdd($0, -insets.vertical)) })
      let size = child.sizeThatFits(inner)
      return Size(
        width: clampedAdd(size.width, insets.horizontal), height: clampedAdd(size.height, insets.vertical))
    case .frame(let width, let height, _):
      let size = child.sizeThatFits(
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
      return flexibleSize(
        proposal, child: child, width: (minW, idealW, maxW), height: (minH, idealH, maxH))
    case .fixedSize(let horizontal, let vertical):
      return child.sizeThatFits(
        ProposedViewSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    case .priority:
      return child.sizeThatFits(proposal)
    }
  }

  package func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    guard let child = children.first else { return }
    let size = bounds.size
    switch rule {
    case .padding(let insets):
      let inner = bounds.inset(by: insets)
      let chosen = child.sizeThatFits(ProposedViewSize(inner.size))
      child.place(in: Alignment.topLeading.rect(for: chosen, in: inner))
    case .frame(_, _, let alignment), .flexibleFrame(_, _, _, _, _, _, let alignment):
      let chosen = child.sizeThatFits(ProposedViewSize(size))
      child.place(in: alignment.rect(for: chosen, in: bounds))
    case .fixedSize(let horizontal, let vertical):
      let chosen = child.sizeThatFits(
        ProposedViewSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height))
      child.place(in: Alignment.center.rect(for: chosen, in: bounds))
    case .priority:
      child.place(in: bounds)
    }
  }

  private typealias Limits = (min: Int?, ideal: Int?, max: Int?)

  /// SwiftUI's flexible frame: the child gets the proposal clamped to the
  /// limits; the frame then takes the child's size, grown toward the
  /// proposal when a maximum allows it, and clamped to the limits.
  private func flexibleSize(
    _ proposal: ProposedViewSize, child: any LayoutItem, width: Limits, height: Limits
  ) -> Size {
    func childProposal(_ proposed: Int?, _ limits: Limits) -> Int? {
      guard let proposed else { return limits.ideal }
      var value = proposed
      if let minimum = limits.min { value = max(value, minimum) }
      if let maximum = limits.max { value = min(value, maximum) }
      return value
    }
    func resolve(_ chosen: Int, _ proposed: Int?, _ limits: Limits) -> Int {
      var value = chosen
      if proposed == nil, let ideal = limits.ideal { value = ideal }
      if let maximum = limits.max, let proposed { value = max(value, min(maximum, proposed)) }
      if let minimum = limits.min { value = max(value, minimum) }
      if let maximum = limits.max { value = min(value, maximum) }
      return min(value, .infinity)
    }
    let size = child.sizeThatFits(
      ProposedViewSize(
        width: childProposal(proposal.width, width), height: childProposal(proposal.height, height)))
    return Size(
      width: resolve(size.width, proposal.width, width), height: resolve(size.height, proposal.height, height)
    )
  }
}

extension View {
  /// Space around the view: the same on every edge, `length` in the
  /// subtree's ``LengthUnit`` (cells by default).
  public func padding(_ length: Int) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(.all, Length(length)))
  }

  /// Space around the view, per edge, in the subtree's ``LengthUnit``.
  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(insets))
  }

  /// Space on the given edges only: `.padding(.horizontal, 2)`, in the
  /// subtree's ``LengthUnit``. With no length, the default padding: one
  /// cell, or SwiftUI's 16 points (two columns, one row) in points.
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(edges, length.map { Length($0) } ?? .standardPadding))
  }

  /// A fixed width and/or height in the subtree's ``LengthUnit``; the view
  /// is aligned inside.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
    LayoutModifierView(
      wrapped: self,
      spec: .frame(width: width.map { Length($0) }, height: height.map { Length($0) }, alignment: alignment))
  }

  /// Limits on the size, in the subtree's ``LengthUnit``;
  /// `maxWidth: .infinity` takes all the width offered.
  public func frame(
    minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil,
    idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center
  ) -> some View {
    // A length is held as a number either way (``Length``): one form makes the frame.
    let number = { (value: Int?) in value.map(Double.init) }
    return frame(
      minWidth: number(minWidth), idealWidth: number(idealWidth), maxWidth: number(maxWidth),
      minHeight: number(minHeight), idealHeight: number(idealHeight), maxHeight: number(maxHeight),
      alignment: alignment)
  }

  /// Padding in cells whatever the unit: the library's own insets.
  package func cellPadding(_ edges: Edge.Set, _ length: Int) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(edges, .cells(length)))
  }

  /// A frame in cells whatever the unit: the library's own sizes.
  package func cellFrame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
    LayoutModifierView(wrapped: self, rule: .frame(width: width, height: height, alignment: alignment))
  }

  /// The view's ideal size in both dimensions, whatever it is offered.
  public func fixedSize() -> some View {
    LayoutModifierView(wrapped: self, rule: .fixedSize(horizontal: true, vertical: true))
  }

  /// The view's ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    LayoutModifierView(wrapped: self, rule: .fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// How early a stack offers this view space (higher goes first).
  public func layoutPriority(_ value: Double) -> some View {
    LayoutModifierView(wrapped: self, rule: .priority(value))
  }
}

/// Edges of a rectangle, for padding.
public enum Edge: Hashable, Sendable {
  /// The top edge, the leading (left) edge, the bottom edge, the trailing
  /// (right) edge.
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as bits: `top` 1, `leading` 2, `bottom` 4, `trailing` 8.
    public let rawValue: UInt8
    /// A set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension View {
  /// Space around the view from a floating-point length in the subtree's
  /// ``LengthUnit``, rounded to cells at layout: `.padding(8.0)`.
  public func padding<F: BinaryFloatingPoint>(_ length: F) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(.all, Length(length)))
  }

  /// Space on the given edges from a floating-point length, rounded to cells at layout.
  public func padding<F: BinaryFloatingPoint>(_ edges: Edge.Set, _ length: F) -> some View {
    LayoutModifierView(wrapped: self, spec: .padding(edges, Length(length)))
  }

  /// A fixed width and/or height from floating-point lengths, rounded to
  /// cells at layout: `.frame(width: 8.0)`.
  public func frame<F: BinaryFloatingPoint>(width: F? = nil, height: F? = nil, alignment: Alignment = .center)
    -> some View
  {
    LayoutModifierView(
      wrapped: self,
      spec: .frame(width: width.map { Length($0) }, height: height.map { Length($0) }, alignment: alignment))
  }

  /// Limits on the size from floating-point lengths, rounded to cells at
  /// layout (`.infinity` stays infinite).
  public func frame<F: BinaryFloatingPoint>(
    minWidth: F? = nil, idealWidth: F? = nil, maxWidth: F? = nil, minHeight: F? = nil,
    idealHeight: F? = nil, maxHeight: F? = nil, alignment: Alignment = .center
  ) -> some View {
    LayoutModifierView(
      wrapped: self,
      spec: .flexibleFrame(
        minWidth: minWidth.map { Length($0) }, idealWidth: idealWidth.map { Length($0) },
        maxWidth: maxWidth.map { Length($0) }, minHeight: minHeight.map { Length($0) },
        idealHeight: idealHeight.map { Length($0) }, maxHeight: maxHeight.map { Length($0) },
        alignment: alignment))
  }
}
