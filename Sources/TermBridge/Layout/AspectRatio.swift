import TermBridgeTerminal
import TermBridgeWidgets

/// How content is fitted to a ratio in its space, like SwiftUI's
/// `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// As large as fits inside the space, whole.
  case fit
  /// As small as covers the space, overflowing it in one dimension.
  case fill
}

extension View {
  /// Sizes the view to `aspectRatio` (width over height, in points as in
  /// SwiftUI), fitted to or filling the space it is offered; nil takes the
  /// ratio of the view's ideal size. A cell is taken as twice as tall as it
  /// is wide, so a ratio of 1 is 2 columns for each row.
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
    AspectRatioView(wrapped: self, ratio: aspectRatio, contentMode: contentMode)
  }

  /// Scales the view to fit its space, keeping the ratio of its ideal
  /// size: `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill its space, keeping the ratio of its ideal
  /// size: `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// The layout rule of `aspectRatio`: proposes its content the largest
/// (fit) or smallest covering (fill) size of the ratio in the proposal.
struct AspectRatioView<Content: View>: View, StructuralView {
  typealias Body = Never
  let wrapped: Content
  let ratio: Double?
  let contentMode: ContentMode

  var content: [any View] { [wrapped] }
  var appliesToEachChild: Bool { true }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    AspectRatioLayout(ratio: ratio, contentMode: contentMode)
  }
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let layout = layout as? AspectRatioLayout,
      layout.ratio != ratio || layout.contentMode != contentMode
    else { return false }
    layout.ratio = ratio
    layout.contentMode = contentMode
    return true
  }
}

extension AspectRatioView: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: AspectRatioView) -> Bool {
    ratio == other.ratio && contentMode == other.contentMode && viewsAreEqual(wrapped, other.wrapped)
  }
}

@MainActor
final class AspectRatioLayout: LayoutBehavior {
  var ratio: Double?
  var contentMode: ContentMode

  init(ratio: Double?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  /// What the content is proposed for `proposal`.
  func childProposal(_ proposal: ProposedViewSize, child: any LayoutItem) -> ProposedViewSize {
    // Columns per row: a point ratio doubled (a cell is twice as tall as
    // wide), or the content's ideal size as it is in cells.
    let columnsPerRow: Double
    if let ratio {
      columnsPerRow = ratio * 2
    } else {
      let ideal = child.sizeThatFits(.unspecified)
      guard ideal.width > 0, ideal.height > 0 else { return proposal }
      columnsPerRow = Double(ideal.width) / Double(ideal.height)
    }
    guard columnsPerRow > 0, columnsPerRow.isFinite else { return proposal }
    let width = proposal.width.flatMap { $0 < Int.infinity ? $0 : nil }
    let height = proposal.height.flatMap { $0 < Int.infinity ? $0 : nil }
    func rows(forColumns columns: Int) -> Int { max(0, cells(Double(columns) / columnsPerRow)) }
    func columns(forRows rows: Int) -> Int { max(0, cells(Double(rows) * columnsPerRow)) }
    switch (width, height) {
    case (nil, nil):
      return proposal
    case (let width?, nil):
      return ProposedViewSize(width: width, height: rows(forColumns: width))
    case (nil, let height?):
      return ProposedViewSize(width: columns(forRows: height), height: height)
    case (let width?, let height?):
      let widthLimited = Double(width) / Double(max(height, 1)) < columnsPerRow
      let byWidth = (contentMode == .fit) == widthLimited
      return byWidth
        ? ProposedViewSize(width: width, height: rows(forColumns: width))
        : ProposedViewSize(width: columns(forRows: height), height: height)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard let child = children.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child: child))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    for child in children {
      let size = child.sizeThatFits(childProposal(ProposedViewSize(bounds.size), child: child))
      child.place(in: Alignment.center.rect(for: size, in: bounds))
    }
  }
}
