import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// Shows a toast saying `message` while `isPresented` is true, like
  /// SwiftUI's presentation modifiers: it appears in a corner of the
  /// window for `duration`, never takes focus, and sets `isPresented` back
  /// to false when it leaves (its time ran out, a click, Esc). Setting
  /// `isPresented` to false takes it away early.
  public func toast(
    isPresented: Binding<Bool>, _ message: String, kind: TermToast.Kind = .info,
    duration: Duration = .seconds(3)
  ) -> some View {
    ToastPresentationView(
      wrapped: self, isPresented: isPresented, toast: TermToast(message, kind: kind, duration: duration))
  }

  /// Shows the toast `content` makes for `item` while it is not nil, and
  /// sets it back to nil when the toast leaves, like SwiftUI's
  /// `sheet(item:)`. A new item replaces the toast shown for the old one.
  public func toast<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> TermToast
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return ToastPresentationView(
      wrapped: self, isPresented: isPresented, toast: item.wrappedValue.map(content),
      identity: item.wrappedValue.map { AnyHashable($0.id) })
  }
}

/// Shows a toast in the content's window while its binding is true. No
/// widget of its own.
struct ToastPresentationView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let isPresented: Binding<Bool>
  let toast: TermToast?
  var identity: AnyHashable? = nil

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> ToastAttachment {
    ToastAttachment(context: context)
  }
  func updateAttachment(_ attachment: ToastAttachment, environment: EnvironmentValues) {
    attachment.update(isPresented: isPresented, toast: toast, identity: identity)
  }
}

/// Keeps the toast on screen while the binding says so.
@MainActor
final class ToastAttachment: WidgetAttachment {
  let context: WidgetAttachmentContext
  /// The toast shown, where, and for which item.
  private var shown: (window: TermWindow, id: Int, identity: AnyHashable?, generation: Int)?
  /// Counts the toasts shown, so a late dismissal of an old one is ignored.
  private var generation = 0
  private var isPresented: Binding<Bool>?
  private var pending: (toast: TermToast, identity: AnyHashable?)?

  init(context: WidgetAttachmentContext) { self.context = context }

  func update(isPresented: Binding<Bool>, toast: TermToast?, identity: AnyHashable?) {
    self.isPresented = isPresented
    if isPresented.wrappedValue, let toast {
      if let shown, shown.identity == identity { return }
      pending = (toast, identity)
      present()
    } else {
      pending = nil
      dismissShown()
    }
  }

  func didLayOut() { present() }

  func willDetach() { dismissShown() }

  /// Shows the pending toast once the content is in a window.
  private func present() {
    guard let pending, let window = context.window else { return }
    self.pending = nil
    dismissShown()
    let target = window.application?.keyWindow ?? window
    generation += 1
    let generation = generation
    let id = target.presentToast(pending.toast) { [weak self] in
      guard let self, let shown = self.shown, shown.generation == generation else { return }
      self.shown = nil
      if self.isPresented?.wrappedValue == true { self.isPresented?.wrappedValue = false }
    }
    shown = (target, id, pending.identity, generation)
  }

  private func dismissShown() {
    guard let shown else { return }
    self.shown = nil
    shown.window.dismissToast(id: shown.id)
  }
}
