import TermBridgeTerminal
import TermBridgeWidgets

/// A height a sheet may rest at, like SwiftUI's `PresentationDetent`. A
/// terminal's sheet is as tall as its content (up to the screen), so
/// ``View/presentationDetents(_:)`` is accepted and changes nothing.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  let amount: Double

  /// Half the screen on iOS.
  public static let medium = PresentationDetent(name: "medium", amount: 0.5)
  /// The whole screen on iOS.
  public static let large = PresentationDetent(name: "large", amount: 1)
  /// A fraction of the screen's height on iOS.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction", amount: fraction)
  }
  /// A height in points on iOS.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height", amount: height)
  }
}

extension View {
  /// The heights a sheet may rest at, like SwiftUI's
  /// `presentationDetents(_:)`: ignored (a terminal's sheet fits its content).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// The heights a sheet may rest at and the one it is at: ignored, and
  /// `selection` is left as it is.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    self
  }

  /// Whether a sheet shows its drag indicator, like SwiftUI's
  /// `presentationDragIndicator(_:)`: a terminal's sheet has none.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Keeps the user from dismissing the sheet this view is in, like
  /// SwiftUI's `interactiveDismissDisabled(_:)`: while it is true, Esc does
  /// not close the sheet (a button calling `dismiss()`, or the binding set
  /// to false, still does).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    InteractiveDismissView(wrapped: self, isDisabled: isDisabled)
  }
}

/// Sets ``SheetHostingController/isModalInPresentation`` on the sheet the
/// content is in, while the modifier is there.
struct InteractiveDismissView<Wrapped: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isDisabled: Bool

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> InteractiveDismissAttachment {
    InteractiveDismissAttachment(context: context)
  }

  func updateAttachment(_ attachment: InteractiveDismissAttachment, environment: EnvironmentValues) {
    attachment.isDisabled = isDisabled
  }
}

/// Finds the sheet the content's widgets are in once they are in one.
@MainActor
final class InteractiveDismissAttachment: WidgetAttachment {
  private let context: WidgetAttachmentContext
  private weak var sheet: SheetHostingController?
  var isDisabled = false {
    didSet { apply() }
  }

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) { apply() }
  func didLayOut() { apply() }

  func willDetach() {
    sheet?.isModalInPresentation = false
    sheet = nil
  }

  private func apply() {
    if sheet == nil { sheet = enclosingSheet() }
    if let sheet, sheet.isModalInPresentation != isDisabled { sheet.isModalInPresentation = isDisabled }
  }

  /// The nearest sheet controller above the content's first widget.
  private func enclosingSheet() -> SheetHostingController? {
    var view: TermView? = context.widgets.first
    while let current = view {
      if let sheet = current.viewController as? SheetHostingController { return sheet }
      view = current.superview
    }
    return nil
  }
}
