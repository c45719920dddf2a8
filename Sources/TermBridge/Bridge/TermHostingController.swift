/// A view controller that shows a declarative view, like SwiftUI's
/// `UIHostingController`: embed it in imperative controllers with child
/// containment, replace its ``rootView``, and let imperative layout size it
/// through ``sizingOptions``. `@Observable` models the views read are
/// tracked without replacing the root view.
@MainActor
open class TermHostingController<Content: View>: TermViewController {
  public typealias SizingOptions = TermHostingSizingOptions

  public let hostingView: TermHostingView<Content>

  public init(rootView: Content) {
    hostingView = TermHostingView(rootView: rootView)
    super.init()
  }

  /// The declarative content; setting it updates the tree in place.
  public var rootView: Content {
    get { hostingView.rootView }
    set { hostingView.rootView = newValue }
  }

  /// The environment the content starts from (before its own modifiers).
  public var environment: EnvironmentValues {
    get { hostingView.environment }
    set { hostingView.environment = newValue }
  }

  public var sizingOptions: SizingOptions = [] {
    didSet { updateSizeTracking() }
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
    hostingView.onIdealSizeChange = { [weak self] size in
      guard let self else { return }
      if self.sizingOptions.contains(.preferredContentSize) { self.preferredContentSize = size }
      if self.sizingOptions.contains(.intrinsicContentSize) { self.hostingView.invalidateIntrinsicContentSize() }
    }
    hostingView.setNeedsLayout()
  }

  /// The content's ideal size now (what `sizingOptions` report).
  public var idealContentSize: Size { hostingView.intrinsicContentSize ?? .zero }
}

/// Which sizes a ``TermHostingController`` keeps up to date as its content
/// changes, like `UIHostingControllerSizingOptions`.
public struct TermHostingSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The view's `intrinsicContentSize` follows the content's ideal size,
  /// and its superview is asked to lay out again when it changes.
  public static let intrinsicContentSize = TermHostingSizingOptions(rawValue: 1)
  /// `preferredContentSize` follows the content's ideal size.
  public static let preferredContentSize = TermHostingSizingOptions(rawValue: 2)
}
