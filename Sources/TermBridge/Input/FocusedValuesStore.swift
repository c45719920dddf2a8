import Observation
import TermBridgeTerminal
import TermBridgeWidgets

/// The focused values of the application's key window, worked out from
/// the publishing modifiers on screen (``FocusedValuePublication``): the
/// scene's values (`.focusedSceneValue` anywhere in the app's windows),
/// then the values of the views around the first responder, outermost
/// first, so the innermost wins.
///
/// Readers (`@FocusedValue` in a view's body, a `Commands` body) follow
/// ``generation``, which changes only when which publications contribute
/// changes, or when one of them publishes a value that is not the same
/// (bindings are the same binding at each update, as their reads are
/// tracked where they are read): a view that publishes and reads one
/// value does not update itself forever.
@MainActor
@Observable
package final class FocusedValuesStore {
  /// The store of the process: a terminal app has one key window at a time.
  package static let shared = FocusedValuesStore()

  /// Changes whenever ``values`` changes in a way a reader must see.
  package private(set) var generation = 0
  @ObservationIgnored private var currentValues = FocusedValues()
  @ObservationIgnored private var signature: [Signature] = []
  @ObservationIgnored private var publications: [WeakPublication] = []
  @ObservationIgnored private var watchedWindows: [WeakWindow] = []

  private struct Signature: Equatable {
    let publication: ObjectIdentifier
    let version: Int
  }
  private struct WeakPublication { weak var publication: FocusedValuePublication? }
  private struct WeakWindow { weak var window: TermWindow? }

  package init() {}

  /// The values now; reading it makes the reader follow them.
  package var values: FocusedValues {
    _ = generation
    return currentValues
  }

  func add(_ publication: FocusedValuePublication) {
    publications.removeAll { $0.publication == nil || $0.publication === publication }
    publications.append(WeakPublication(publication: publication))
  }

  func remove(_ publication: FocusedValuePublication) {
    publications.removeAll { $0.publication == nil || $0.publication === publication }
    refresh(window: nil)
  }

  /// Follows `window`'s first responder, so the values follow focus.
  func watch(_ window: TermWindow) {
    watchedWindows.removeAll { $0.window == nil }
    guard !watchedWindows.contains(where: { $0.window === window }) else { return }
    watchedWindows.append(WeakWindow(window: window))
    window.addFirstResponderObserver(self) { [weak self, weak window] _ in self?.refresh(window: window) }
  }

  /// Works the values out again for the key window of `window`'s
  /// application (or of any publication's, with no window given).
  package func refresh(window: TermWindow?) {
    publications.removeAll { $0.publication == nil }
    let live = publications.compactMap(\.publication)
    guard let window = window ?? live.lazy.compactMap(\.window).first else {
      apply(FocusedValues(), [])
      return
    }
    let application = window.application
    // The top window that is not a popup: an open menu is not where the
    // focused values come from.
    let key =
      application?.windows.last { !$0.isHidden && $0.rootViewController?.modalPresentationStyle != .popover }
      ?? window
    func inApp(_ other: TermWindow?) -> Bool {
      guard let other else { return false }
      return application.map { other.application === $0 } ?? (other === window)
    }
    var values = FocusedValues()
    var signature: [Signature] = []
    for publication in live where publication.isScene && inApp(publication.window) {
      publication.publish(&values)
      signature.append(Signature(publication: ObjectIdentifier(publication), version: publication.version))
    }
    if let responder = key.firstResponder {
      let around =
        live
        .filter { !$0.isScene && $0.window === key }
        .compactMap { publication in publication.depth(containing: responder).map { (publication, $0) } }
        .sorted { $0.1 < $1.1 }
      for (publication, _) in around {
        publication.publish(&values)
        signature.append(Signature(publication: ObjectIdentifier(publication), version: publication.version))
      }
    }
    apply(values, signature)
  }

  private func apply(_ values: FocusedValues, _ signature: [Signature]) {
    currentValues = values
    guard signature != self.signature else { return }
    self.signature = signature
    generation += 1
  }
}

/// One publishing modifier's value: what it writes into the focused
/// values, whether for the scene or for focus inside its content, and the
/// content's widgets.
@MainActor
final class FocusedValuePublication: WidgetAttachment {
  let isScene: Bool
  private let context: WidgetAttachmentContext
  private(set) var publish: (inout FocusedValues) -> Void = { _ in }
  /// Changes when the value published is not the same as before.
  private(set) var version = 0
  private var lastValue: Any?
  private var isSame: (Any) -> Bool = { _ in false }
  private let store = FocusedValuesStore.shared

  init(context: WidgetAttachmentContext, isScene: Bool) {
    self.context = context
    self.isScene = isScene
    store.add(self)
  }

  var window: TermWindow? { context.window }

  /// Publishes `value` with `write`.
  func update<Value>(_ value: Value, write: @escaping (inout FocusedValues, Value) -> Void) {
    if lastValue == nil || !isSame(value) { version += 1 }
    lastValue = value
    isSame = { other in
      guard let other = other as? Value else { return false }
      return focusedValueIsSame(value, other)
    }
    publish = { write(&$0, value) }
    context.setNeedsLayout()
  }

  /// How deep inside the window the content's widget holding `responder`
  /// is (nil when focus is not inside the content).
  func depth(containing responder: TermView) -> Int? {
    guard let widget = context.widgets.first(where: { responder.isDescendant(of: $0) }) else { return nil }
    var depth = 0
    var view: TermView? = widget
    while let parent = view?.superview {
      depth += 1
      view = parent
    }
    return depth
  }

  func widgetsDidChange(from old: [TermView]) { context.setNeedsLayout() }

  func didLayOut() {
    guard let window = context.window else { return }
    store.watch(window)
    store.refresh(window: window)
  }

  func willDetach() { store.remove(self) }
}

/// Bindings published anew at each update are the same binding.
@MainActor
protocol FocusedBindingMarker {}
extension Binding: FocusedBindingMarker {}

@MainActor
private func focusedValueIsSame<Value>(_ a: Value, _ b: Value) -> Bool {
  if a is any FocusedBindingMarker && b is any FocusedBindingMarker { return true }
  return valuesAreEqual(a, b)
}
