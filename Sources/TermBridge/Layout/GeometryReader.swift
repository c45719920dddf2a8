import TermBridgeTerminal
import TermBridgeWidgets

/// A view that takes all the space offered and gives its content that
/// size, like SwiftUI's `GeometryReader`: `GeometryReader { proxy in
/// Text("\(proxy.size.width) columns") }`. The content is placed at the
/// top leading corner; offered no size (an ideal-size measurement), the
/// reader is 10 by 10 cells, as SwiftUI's default. Its proxy reports in
/// the reader's ``LengthUnit``.
///
/// The content depends on layout, so it is built from the size of the
/// reader's last placement: when a layout gives the reader a new size
/// (first layout, a resize), the reader records it as state and the frame
/// runs its update and layout phases once more for it
/// (``FrameStatistics/extraLayoutRounds``); a frame whose layout leaves
/// the size as it was re-runs nothing. `frame(in: .global)` is as of that
/// placement too: a reader whose ancestors move without its own rectangle
/// changing keeps the frame it had.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content
  @State private var proxy = GeometryProxy(size: .zero, frameInWindow: .zero)
  @Environment(\.lengthUnit) private var lengthUnit

  /// A reader showing `content` for its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// The content for the last geometry, in a widget that reports the next.
  public var body: some View {
    let state = $proxy
    GeometryReaderContainer(body_: content(proxy.reported(in: lengthUnit))) { placed in
      if state.wrappedValue != placed { state.wrappedValue = placed }
    }
  }
}

/// The reader's widget: a plain view whose layout reports its geometry.
struct GeometryReaderContainer<Content: View>: View, WidgetContainerView {
  typealias Body = Never
  let body_: Content
  let report: @MainActor (GeometryProxy) -> Void

  var content: [any View] { [body_] }
  func makeWidget(context: Context) -> TermView { TermView() }
  func updateWidget(_ widget: TermView, context: Context) {}
  func makeLayout(for widget: TermView) -> any LayoutBehavior {
    GeometryReaderLayout(widget: widget, report: report)
  }
  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    (layout as? GeometryReaderLayout)?.report = report
    return false
  }
}

/// Takes every cell offered, places the content top-leading, and reports
/// the size it was placed at.
@MainActor
final class GeometryReaderLayout: LayoutBehavior {
  private unowned let widget: TermView
  var report: @MainActor (GeometryProxy) -> Void

  init(widget: TermView, report: @escaping @MainActor (GeometryProxy) -> Void) {
    self.widget = widget
    self.report = report
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let size = proposal.replacingUnspecifiedDimensions()
    return Size(width: min(size.width, .infinity), height: min(size.height, .infinity))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    report(GeometryProxy(size: bounds.size, frameInWindow: widget.frameInWindow))
    for child in children {
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: Alignment.topLeading.rect(for: size, in: bounds))
    }
  }
}
