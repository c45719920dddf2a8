import TermBridgeTerminal
import TermBridgeWidgets

/// Takes pasted items of some types into an app, the terminal's form of
/// `.importsItemProviders`, `.onPasteCommand` and `.onDrop`: a property of
/// the content's node that adds a paste handler to the content's widgets
/// (``TermView/addPasteHandler(owner:_:)``), so a paste that reaches them
/// unhandled (a text field inside takes its own) becomes item providers
/// (``NSItemProvider/providers(forPastedText:)``). The action is called
/// with the providers that conform to one of the types; when none does,
/// or the action returns false, the paste goes on up the chain.
struct ItemProviderImportView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let contentTypes: [UTType]
  let action: @MainActor ([NSItemProvider]) -> Bool

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> ItemProviderImportAttachment {
    ItemProviderImportAttachment(context: context)
  }
  func updateAttachment(_ attachment: ItemProviderImportAttachment, environment: EnvironmentValues) {
    attachment.contentTypes = environment.isEnabled ? contentTypes : []
    attachment.action = action
  }
}

/// Keeps the paste handler on the content's widgets as they come and go.
@MainActor
final class ItemProviderImportAttachment: WidgetAttachment {
  var contentTypes: [UTType] = []
  var action: (@MainActor ([NSItemProvider]) -> Bool)?
  private let context: WidgetAttachmentContext

  init(context: WidgetAttachmentContext) { self.context = context }

  private func handle(_ text: String) -> Bool {
    guard !contentTypes.isEmpty, let action else { return false }
    let providers = NSItemProvider.providers(forPastedText: text).filter {
      $0.conforms(toAnyOf: contentTypes)
    }
    guard !providers.isEmpty else { return false }
    return action(providers)
  }

  func widgetsDidChange(from old: [TermView]) {
    for widget in old { widget.removePasteHandlers(owner: self) }
    for widget in context.widgets {
      widget.addPasteHandler(owner: self) { [weak self] text in self?.handle(text) ?? false }
    }
  }

  func willDetach() {
    for widget in context.widgets { widget.removePasteHandlers(owner: self) }
  }
}

extension View {
  /// Imports items of `contentTypes` pasted into this view, like SwiftUI's
  /// `importsItemProviders(_:onImport:)` on macOS (where Paste and the
  /// Services menu import them). Here a bracketed paste that reaches the
  /// view unhandled is made into item providers: a file dropped on the
  /// terminal window arrives as its path and becomes a provider of that
  /// file (typed by its extension), other text a provider of
  /// `.utf8PlainText`. `action` gets the providers conforming to one of
  /// `contentTypes` and returns whether it imported them; with no
  /// conforming provider, an empty `contentTypes`, a disabled view or a
  /// false return, the paste goes on up the responder chain.
  public func importsItemProviders(
    _ contentTypes: [UTType], onImport action: @escaping @MainActor ([NSItemProvider]) -> Bool
  ) -> some View {
    ItemProviderImportView(wrapped: self, contentTypes: contentTypes, action: action)
  }

  /// Runs `action` with pasted items of `supportedContentTypes`, like
  /// SwiftUI's `onPasteCommand(of:perform:)` (macOS): a bracketed paste
  /// that reaches the view unhandled, made into item providers as for
  /// ``View/importsItemProviders(_:onImport:)``.
  public func onPasteCommand(
    of supportedContentTypes: [UTType], perform action: @escaping @MainActor ([NSItemProvider]) -> Void
  ) -> some View {
    ItemProviderImportView(wrapped: self, contentTypes: supportedContentTypes) { providers in
      action(providers)
      return true
    }
  }

  /// Takes items of `supportedContentTypes` dropped on the view, like
  /// SwiftUI's `onDrop(of:isTargeted:perform:)`. A terminal reports no
  /// drag: a file dropped on its window is pasted as its path, so the drop
  /// reaches the view holding the keys (the focused view or one around
  /// it), as a paste does, and `isTargeted` is never set to true.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
  ) -> some View {
    ItemProviderImportView(wrapped: self, contentTypes: supportedContentTypes, action: action)
  }
}
