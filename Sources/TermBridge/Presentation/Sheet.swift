import TermBridgeTerminal
import TermBridgeWidgets

/// Presents content modally while a binding says so, like SwiftUI's
/// `.sheet(isPresented:)`. The content is hosted in a controller presented
/// from the nearest controller above; `@Environment(\.dismiss)` inside it,
/// Esc, or setting the binding to false dismisses it. A property of the
/// modified view's node: it presents from the view's widgets and adds no
/// widget of its own.
struct SheetView<Wrapped: View, Sheet: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Wrapped
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  var style = TermViewController.ModalPresentationStyle.sheet
  let sheet: () -> Sheet

  var attachedContent: any View { wrapped }

  func updateAttachment(_ presenter: PresentationAttachment, environment: EnvironmentValues) {
    let sheet = self.sheet
    let style = self.style
    let anchor = presenter.anchorRect
    presenter.request = PresentationRequest(
      isPresented: isPresented, environment: environment, onDismiss: onDismiss,
      makeController: { environment, screen in
        let controller = SheetHostingController.make(
          content: AnyView(sheet()), style: style, environment: environment, screen: screen)
        if style == .popover { controller.popoverSourceRect = anchor() }
        return controller
      },
      updateController: { controller in (controller as? SheetHostingController)?.rootView = AnyView(sheet()) }
    )
  }
}

/// The controller a sheet's content is hosted in: Esc asks to dismiss.
@MainActor
final class SheetHostingController: TermHostingController<AnyView> {
  var onDismissRequest: (() -> Void)?
  /// Whether Esc is kept from dismissing the sheet, like UIKit's
  /// `isModalInPresentation`: set by `.interactiveDismissDisabled()` in
  /// the content.
  var isModalInPresentation = false

  /// A sheet of `content`: its ideal size, narrower when the screen is,
  /// and then as tall as the content needs at that width.
  static func make(
    content: AnyView, style: ModalPresentationStyle, environment: EnvironmentValues, screen: Size
  ) -> SheetHostingController {
    let controller = SheetHostingController(rootView: content)
    controller.modalPresentationStyle = style
    controller.environment = environment
    // Esc ends the presentation as `@Environment(\.dismiss)` does.
    controller.onDismissRequest = { environment.dismiss() }
    controller.presentationScreen = screen
    return controller
  }

  /// The screen's size when the sheet was made, until it is on screen.
  private var presentationScreen = Size(width: 80, height: 24)

  /// The content's ideal size, narrower when the screen is, and then as
  /// tall as the content needs at that width, so the sheet follows its
  /// content and the screen's size. Its window reads it on every layout:
  /// it is measured again only when the content has updated or the screen
  /// changed size since. A size the app sets is used as is, as UIKit uses
  /// a `preferredContentSize` set on a presented controller.
  override var preferredContentSize: Size {
    get {
      if let explicitSize { return explicitSize }
      let screen = view.window?.application?.screen.size ?? presentationScreen
      hostingView.updatePropertiesIfNeeded()
      let version = hostingView.contentVersion
      if let measured, measured.screen == screen, measured.version == version { return measured.size }
      measurements += 1
      let ideal = idealContentSize
      let room = Size(width: max(1, screen.width - 2), height: max(1, screen.height - 2))
      let size =
        ideal.width <= room.width
        ? Size(width: ideal.width, height: min(ideal.height, room.height))
        : hostingView.sizeThatFits(room)
      measured = (screen, hostingView.contentVersion, size)
      return size
    }
    set {
      explicitSize = newValue
      super.preferredContentSize = newValue
      if isViewLoaded { view.window?.setNeedsLayout() }
    }
  }

  /// The size set by the app, which replaces the measured one.
  private var explicitSize: Size?
  /// The last size measured, for which screen and which content update.
  private var measured: (screen: Size, version: Int, size: Size)?
  /// How many times the content was measured (tests).
  package private(set) var measurements = 0

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape) {
      if !isModalInPresentation { onDismissRequest?() }
      return true
    }
    return super.keyDown(event)
  }
}

extension View {
  /// Presents `content` modally while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(wrapped: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
  }

  /// Presents `content` over the whole screen while `isPresented` is true,
  /// like SwiftUI's `fullScreenCover`: a full-screen window instead of a
  /// bordered sheet; Esc or `@Environment(\.dismiss)` ends it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(
      wrapped: self, isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, sheet: content)
  }

  /// Presents `content` in a box beside this view while `isPresented` is
  /// true, like SwiftUI's `popover`: under the view (above it when there
  /// is no room), bordered, sized to the content; Esc or
  /// `@Environment(\.dismiss)` ends it.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetView(wrapped: self, isPresented: isPresented, onDismiss: nil, style: .popover, sheet: content)
  }

  /// Presents `content` for the item while `item` is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return SheetView(wrapped: self, isPresented: isPresented, onDismiss: onDismiss) {
      item.wrappedValue.map(content)
    }
  }
}
