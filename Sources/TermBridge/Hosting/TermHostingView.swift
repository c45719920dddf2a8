import TermBridgeTerminal
import TermBridgeWidgets

/// A widget that shows a declarative view tree: the point where the view
/// graph's widgets join an imperative view hierarchy. ``TermHostingController``
/// and list-cell hosting are built on it.
///
/// Its views' bodies run in the frame's update phase
/// (``TermView/updateProperties()``), before layout; layout and measuring
/// only read the sizes of what was built.
@MainActor
public final class TermHostingView<Content: View>: TermView, EndDisplayingView {
  /// The declarative root; replacing it updates the tree in place where the
  /// identities match (in the next update phase).
  public var rootView: Content {
    didSet { rootDidChange() }
  }

  /// Values the hosted views see in `@Environment` (before their own modifiers).
  public var environment = EnvironmentValues() {
    didSet { rootDidChange() }
  }

  /// Called after an update when the content's ideal size changed.
  public var onIdealSizeChange: ((Size) -> Void)? {
    didSet {
      lastIdealSize = nil
      setNeedsUpdateProperties()
    }
  }
  private var lastIdealSize: Size?

  /// Where the root content goes across the view's width: centred, as
  /// `UIHostingController` does, or at the leading edge (list cells).
  package var rootAlignment = HorizontalAlignment.center {
    didSet { if rootAlignment != oldValue { rootDidChange() } }
  }

  /// The identity of what the root content shows (a `List` row's id, a lazy
  /// stack row's), set with the root it is for (before ``rootView``, or by
  /// ``replaceRootView(with:identity:)``): a root of another identity is a
  /// new view, not the old one updated (when the app could tell the
  /// difference: ``ViewGraph/identityBoundNodes``).
  package var rootIdentity: (any Hashable)?
  /// The identity the content shown was given for.
  private var shownIdentity: (any Hashable)?
  /// The identity the graph's root identifies its content by: nil (by
  /// position) until content of another identity comes to a tree the app
  /// could tell from a new one.
  private var graphIdentity: AnyHashable?

  private var graph: ViewGraph?
  private var rootIsStale = false
  /// Whether the root view given since the last update was found to differ
  /// from the one before it by the one who gave it (``replaceRootView(with:identity:)``).
  private var rootIsKnownNew = false
  /// While the graph updates, what it invalidates is handled by the same
  /// update (it runs until nothing is left), so it asks for no other.
  private var isUpdatingGraph = false

  /// A hosting view showing `rootView`. Its tree is built in the next update
  /// phase, and it updates when the app's state or interface style changes.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
    setNeedsUpdateProperties()
    TermApplication.shared?.addStateObserver(self) { [weak self] in self?.rootDidChange() }
  }

  /// The environment given, the application's scene phase and colour
  /// scheme filled in, enabled only where the view is.
  private var baseEnvironment: EnvironmentValues {
    let application = TermApplication.shared
    let inputs = HostingBaseEnvironmentInputs(
      state: application?.applicationState, style: application?.userInterfaceStyle,
      enabled: isEffectivelyEnabled,
      horizontal: application.map { .horizontal(columns: $0.screen.size.width) },
      vertical: application.map { .vertical(rows: $0.screen.size.height) },
      theme: resolvedInheritedTheme)
    if let derived = derivedEnvironment, derived.inputs == inputs,
      derived.source.isIdentical(to: environment)
    {
      return derived.result
    }
    var result = environment
    if let theme = inputs.theme, !result.contains(ThemeKey.self) { result.theme = theme }
    if !result.contains(ShowToastKey.self) { result.showToast = toastAction }
    result = result.withApplicationState(of: application)
    result.isEnabled = result.isEnabled && inputs.enabled
    derivedEnvironment = (environment, inputs, result)
    return result
  }

  /// Shows toasts in this view's window, for `\.showToast`.
  private lazy var toastAction = ShowToastAction.window(of: self)

  /// A theme the content's environment gives (one set on the host, by a
  /// presenting view's `.theme(_:)`) is the kit's too, so what the host's
  /// widgets draw matches what its views read.
  private func adoptEnvironmentTheme() {
    guard environment.contains(ThemeKey.self) else { return }
    let theme = environment.theme
    if overrideTheme != theme { overrideTheme = theme }
  }

  /// A new theme around the host: the content's environment changes (a
  /// move into a window under the same theme changes nothing).
  public override func themeDidChange() {
    if let derived = derivedEnvironment, derived.inputs.theme == inheritedTheme { return }
    rootDidChange()
  }

  /// The last base environment made, and from what: the same inputs give
  /// the same environment (the same storage), so the graph sees at once
  /// that nothing changed instead of comparing every value (a list's cells
  /// are given their root again on every update).
  private var derivedEnvironment:
    (source: EnvironmentValues, inputs: HostingBaseEnvironmentInputs, result: EnvironmentValues)?

  private func rootDidChange() {
    guard graph != nil else { return }
    rootIsStale = true
    setNeedsUpdateProperties()
  }

  /// Bumped by every update of the content: a size measured from the
  /// content holds until it changes.
  package private(set) var contentVersion = 0

  /// Counts of the work done so far (body evaluations, widget updates, …).
  public var statistics: ViewGraphStatistics { graph?.statistics ?? ViewGraphStatistics() }

  /// The update phase: builds the graph the first time (so `onAppear`
  /// runs when the view is first used), applies a new root view, rebuilds
  /// what changed, and reports a changed ideal size.
  public override func updateProperties() {
    adoptEnvironmentTheme()
    contentVersion &+= 1
    isUpdatingGraph = true
    defer {
      isUpdatingGraph = false
      // Invalidated after the graph's update had finished (by the size report).
      if self.graph?.needsUpdate == true { setNeedsUpdateProperties() }
    }
    let rootIsKnownNew = self.rootIsKnownNew
    self.rootIsKnownNew = false
    let graph: ViewGraph
    if let existing = self.graph {
      graph = existing
      if rootIsStale {
        rootIsStale = false
        // Content of another identity is new content only where the app
        // could tell: a tree without state or hooks is updated in place.
        if graph.identityBoundNodes > 0, !identitiesMatch(rootIdentity, shownIdentity) {
          graphIdentity = rootIdentity.map { AnyHashable($0) }
        }
        shownIdentity = rootIdentity
        graph.setRootView(
          rootView, environment: baseEnvironment, alignment: rootAlignment, identity: graphIdentity,
          isKnownNew: rootIsKnownNew)
      }
      graph.update()
      // An animated change that moved nothing is over (no layout follows).
      if !needsLayout { graph.endAnimation() }
    } else {
      shownIdentity = rootIdentity
      graph = ViewGraph(
        rootView: rootView, environment: baseEnvironment, alignment: rootAlignment,
        onNeedsUpdate: { [weak self] in self?.graphNeedsUpdate() },
        onNeedsLayout: { [weak self] in self?.setNeedsLayout() })
      self.graph = graph
      if let root = graph.rootWidget { addSubview(root) }
      setNeedsLayout()
    }
    if let onIdealSizeChange, let ideal = graph.root?.sizeThatFits(.unspecified), ideal != lastIdealSize {
      lastIdealSize = ideal
      onIdealSizeChange(ideal)
    }
  }

  /// Replaces ``rootView`` with `content`, the content of `identity`, which
  /// the caller has found to differ from it (a list cell given a new
  /// configuration): the next update does not compare the two again.
  func replaceRootView(with content: Content, identity: (any Hashable)?) {
    rootIdentity = identity
    rootView = content
    rootIsKnownNew = true
  }

  private func graphNeedsUpdate() {
    if !isUpdatingGraph { setNeedsUpdateProperties() }
  }

  /// Evaluates pending state changes and lays the tree out now.
  public func updateNow() {
    updatePropertiesIfNeeded()
    graph?.layout(in: bounds.size)
  }

  /// The layout phase: places the widgets the update built.
  public override func layoutSubviews() {
    graph?.layout(in: bounds.size)
  }

  public override var intrinsicContentSize: Size? {
    updatePropertiesIfNeeded()
    return graph?.root?.sizeThatFits(.unspecified)
  }

  public override func sizeThatFits(_ size: Size) -> Size {
    updatePropertiesIfNeeded()
    return graph?.root?.sizeThatFits(ProposedViewSize(size)) ?? .zero
  }

  /// Removes the hosted tree: every widget is dismantled and every task cancelled.
  public func tearDown() {
    graph?.tearDown()
    graph = nil
    // A tree made again starts from the root view as it is, identified by
    // position.
    graphIdentity = nil
    rootIsStale = false
    rootIsKnownNew = false
  }

  /// A list or lazy stack stopped displaying this view (``EndDisplayingView``):
  /// a tree the app could tell from a new one (state, lifecycle hooks, a
  /// coordinator: ``ViewGraph/identityBoundNodes``) is taken down, its
  /// `onDisappear` run and its tasks cancelled, as a SwiftUI row that
  /// scrolls out of a lazy container goes. The root view stays: shown
  /// again, it is built afresh and appears again. A tree without any is
  /// kept, to be updated in place, which shows the same.
  package func didEndDisplaying() {
    guard let graph, graph.identityBoundNodes > 0 else { return }
    tearDown()
    // Built again by the next update that reaches it (none does while it
    // is hidden).
    setNeedsUpdateProperties()
  }

  isolated deinit {
    graph?.tearDown()
  }
}

/// What a hosting view's base environment is made from besides the
/// environment it was given. Declared outside the generic class, so that
/// comparing and storing it (on every update of every list row's host)
/// needs no generic metadata.
private struct HostingBaseEnvironmentInputs: Equatable {
  var state: TermApplication.State?
  var style: TermApplication.UserInterfaceStyle?
  var enabled: Bool
  /// The screen's size classes.
  var horizontal: UserInterfaceSizeClass?
  var vertical: UserInterfaceSizeClass?
  /// A theme set on a view around the host or on the application.
  var theme: TermTheme?
}
