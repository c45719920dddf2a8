/// What a popover points at, like SwiftUI's `PopoverAttachmentAnchor`.
///
/// The terminal mapping: a popover opens under the view it is attached to
/// (above it when there is no room below), whatever the anchor and arrow
/// edge say; `.rect(.bounds)` and `.point(_:)` both mean the view.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
  /// A rectangle of the view: `.rect(.bounds)`, the whole view.
  case rect(RectSource)
  /// A point of the view.
  case point(UnitPoint)

  /// A rectangle a popover points at (SwiftUI's `Anchor<CGRect>.Source`
  /// in this position): the view's bounds.
  public struct RectSource: Hashable, Sendable {
    /// The view's whole area.
    public static let bounds = RectSource()
  }
}

extension View {
  /// Presents `content` in a box beside this view while `isPresented` is
  /// true, like SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
  /// as ``popover(isPresented:content:)`` does (a terminal's popover has no
  /// arrow, and opens under the view, or above it without room).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(wrapped: self, isPresented: isPresented, onDismiss: nil, style: .popover, sheet: content)
  }

  /// Presents `content` for `item` in a box beside this view while `item`
  /// is not nil, like SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    SheetView(wrapped: self, isPresented: item.presence(), onDismiss: nil, style: .popover) {
      item.wrappedValue.map(content)
    }
  }
}
