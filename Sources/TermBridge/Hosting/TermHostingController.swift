import TermBridgeTerminal
import TermBridgeWidgets

/// A view controller that shows a declarative view, like SwiftUI's
/// `UIHostingController`: embed it in imperative controllers with child
/// containment, replace its ``rootView``, and let imperative layout size it
/// through ``sizingOptions``. `@Observable` models the views read are
/// tracked without replacing the root view. Presented, its content's
/// `@Environment(\.dismiss)` dismisses it.
@MainActor
open class TermHostingController<Content: View>: TermViewController {
  /// Which sizes the controller keeps up to date as its content changes, like
  /// `UIHostingController`'s sizing options.
  public typealias SizingOptions = TermHostingSizingOptions

  /// The view that hosts the content's view graph; it is the controller's `view`.
  public let hostingView: TermHostingView<Content>

  /// Makes a controller showing `rootView`, like `UIHostingController(rootView:)`; when it is
  /// presented, the content's `@Environment(\.dismiss)` ends the presentation.
  public init(rootView: Content) {
    hostingView = TermHostingView(rootView: rootView)
    super.init()
    hostingView.environment.dismiss = presentationDismissAction()
  }

  /// The declarative content; setting it updates the tree in place.
  public var rootView: Content {
    get { hostingView.rootView }
    set { hostingView.rootView = newValue }
  }

  /// The environment the content starts from (before its own modifiers).
  /// Unless it brings a `dismiss` action of its own, the content's
  /// `dismiss` stays the controller's, which ends its presentation.
  public var environment: EnvironmentValues {
    get { hostingView.environment }
    set {
      var environment = newValue
      if environment.dismiss == EnvironmentValues().dismiss {
        environment.dismiss = hostingView.environment.dismiss
      }
      hostingView.environment = environment
    }
  }

  /// What `@Environment(\.dismiss)` does in the content, as in a SwiftUI
  /// view hosted in a presented `UIHostingController`: it ends the
  /// presentation the controller is in (see ``dismissPresentation(containing:)``).
  private func presentationDismissAction() -> DismissAction {
    // Negative ids: never equal to the default action's (0) or a sheet's.
    nextHostingDismissID -= 1
    return DismissAction(id: nextHostingDismissID) { [weak self] in
      if let self { dismissPresentation(containing: self) }
    }
  }

  /// Which sizes follow the content's ideal size as it changes, like
  /// `UIHostingController.sizingOptions`; none by default (the controller takes the size it is
  /// given).
  public var sizingOptions: SizingOptions = [] {
    didSet { updateSizeTracking() }
  }

  /// With ``TermHostingSizingOptions/preferredContentSize``, the content's
  /// ideal size, measured when read, so a controller presented as a sheet
  /// has the right size from its first frame; otherwise the size set.
  open override var preferredContentSize: Size {
    get { sizingOptions.contains(.preferredContentSize) ? idealContentSize : super.preferredContentSize }
    set { super.preferredContentSize = newValue }
  }

  open override func loadView() {
    view = hostingView
    updateSizeTracking()
  }

  private func updateSizeTracking() {
    guard !sizingOptions.isEmpty else {
      hostingView.onIdealSizeChange = nil
      return
    }
    // `preferredContentSize` reads the ideal size when asked; either way,
    // the superview hears that the size changed.
    hostingView.onIdealSizeChange = { [weak self] _ in
      self?.hostingView.invalidateIntrinsicContentSize()
    }
    hostingView.setNeedsLayout()
  }

  /// The content's ideal size now (what `sizingOptions` report).
  public var idealContentSize: Size { hostingView.intrinsicContentSize ?? .zero }
}

@MainActor private var nextHostingDismissID = 0

/// Ends the presentation `controller` is in: that of a `.sheet` (through
/// its binding), or that of the nearest controller, `controller` or one it
/// is a child of, presented with `present(_:)` or by the application. Does
/// nothing when there is none, and leaves alone a presentation made from a
/// controller that is not itself presented.
@MainActor
func dismissPresentation(containing controller: TermViewController) {
  var current = controller
  while true {
    if let sheet = current as? SheetHostingController, let request = sheet.onDismissRequest {
      request()
      return
    }
    if let presenter = current.presentingViewController {
      presenter.dismiss()
      return
    }
    guard let parent = current.parent else { break }
    current = parent
  }
  // Presented by the application itself, if at all (else this does nothing).
  if current.presentedViewController == nil { current.dismiss() }
}

/// Which sizes a ``TermHostingController`` keeps up to date as its content
/// changes, like `UIHostingControllerSizingOptions`.
public struct TermHostingSizingOptions: OptionSet, Sendable {
  /// The option bits, one per option.
  public let rawValue: Int
  /// Makes the set whose bits are `rawValue`, as `OptionSet` requires.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The view's `intrinsicContentSize` follows the content's ideal size,
  /// and its superview is asked to lay out again when it changes.
  public static let intrinsicContentSize = TermHostingSizingOptions(rawValue: 1)
  /// `preferredContentSize` follows the content's ideal size.
  public static let preferredContentSize = TermHostingSizingOptions(rawValue: 2)
}
