import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// MARK: - Declarative content the seeds host (their bodies are not in the seeds)

struct Profile: Equatable, Sendable {
  var name: String
  var bio: String
  static let empty = Profile(name: "", bio: "")
}

/// Seed 000's `ProfileView` (made as `ProfileView()` and as
/// `ProfileView(profile:)`). Its state, `following`, shows whether an
/// update of the root view keeps state as SwiftUI does.
struct ProfileView: View {
  var profile: Profile = .empty
  @State private var following = false

  var body: some View {
    VStack(alignment: .leading) {
      Text(profile.name.isEmpty ? "(no profile)" : profile.name).bold()
      Text(profile.bio)
      Button(following ? "Following" : "Follow") { following.toggle() }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .border(title: "Profile")
  }
}

/// Seed 002's `ProfileSummary(profile:)`.
struct ProfileSummary: View {
  let profile: Profile
  var body: some View {
    HStack {
      Text(profile.name.isEmpty ? "Nobody" : profile.name)
      Spacer()
      Text(profile.bio).foregroundColor(.gray)
    }
  }
}

// MARK: - Pinning, where the seeds use Auto Layout

/// TermBridge has no Auto Layout: no `translatesAutoresizingMaskIntoConstraints`,
/// anchors or `NSLayoutConstraint`, and `TermViewController` has no
/// `viewDidLayoutSubviews`. What the seeds' four constraints (top, bottom,
/// leading, trailing equal to the view's) do is done by the controller's
/// root view: it keeps the views pinned to its edges as it resizes.
@MainActor
final class EdgePinningView: TermView {
  private var pinned: [TermView] = []

  /// Keeps `subview`'s frame equal to the bounds, from the next layout on.
  func pinEdges(of subview: TermView) {
    pinned.append(subview)
    setNeedsLayout()
  }

  override func layoutSubviews() {
    for view in pinned where view.superview === self { view.frame = bounds }
  }
}

// MARK: - Seed 000 (UIHostingController › Basic Embedding, Updating the Root View)

// Ported by renaming. Beyond that: no Auto Layout (see `EdgePinningView`):
// step 2's `translatesAutoresizingMaskIntoConstraints = false` and the four
// constraints become a root view (made in `loadView`) that pins the hosted
// view to its edges.
final class ProfileViewController: TermViewController {
  private let hostingController = TermHostingController(rootView: ProfileView())

  override func loadView() { view = EdgePinningView() }

  override func viewDidLoad() {
    super.viewDidLoad()

    // 1. Add as child
    addChild(hostingController)

    // 2. Add and pin the view
    view.addSubview(hostingController.view)
    (view as? EdgePinningView)?.pinEdges(of: hostingController.view)

    // 3. Notify the child
    hostingController.didMove(toParent: self)
  }

  func updateProfile(_ profile: Profile) {
    hostingController.rootView = ProfileView(profile: profile)
  }
}

// MARK: - Seed 002 (4. UIHostingController › Basic embedding, Updating the root view)

// Ported by renaming. Beyond that: no Auto Layout, as for seed 000 above.
final class ProfileScreenController: TermViewController {
  let summaryHost = TermHostingController(rootView: ProfileSummary(profile: .empty))

  override func loadView() { view = EdgePinningView() }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(summaryHost)  // 1

    let hosted: TermView = summaryHost.view
    view.addSubview(hosted)  // 2
    (view as? EdgePinningView)?.pinEdges(of: hosted)

    summaryHost.didMove(toParent: self)  // 3
  }
}

// MARK: - Seed 004 (Direction 2: SwiftUI inside UIKit)

@Observable
@MainActor
final class StatsModel {
  var visits = 0
  var streak = 0
}

/// Seed 004's `StatsView(model:)`. Pushed in the seed, presented here (see
/// `StatsPresenter`), so it has a way back: `dismiss`, as SwiftUI offers.
struct StatsView: View {
  let model: StatsModel
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      Text("Visits: \(model.visits)")
      Text("Streak: \(model.streak) days")
      Button("Done") { dismiss() }
    }
  }
}

// Beyond renaming: TermBridge has no navigation controller, so the seed's
// `navigationController.pushViewController(hosting, animated: true)` becomes
// a full-screen presentation, the nearest thing (no back button, no stack).
@MainActor
final class StatsPresenter: TermViewController {
  let model = StatsModel()

  func showStats() -> TermHostingController<StatsView> {
    let hosting = TermHostingController(rootView: StatsView(model: model))
    hosting.modalPresentationStyle = .fullScreen
    present(hosting)
    return hosting
  }
}

// MARK: - Tests

@MainActor
@Suite struct SeedHostingTests {
  /// Shows `controller` as the root of a window on a headless screen.
  func withRoot<C: TermViewController>(
    _ controller: C, width: Int, height: Int,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, window, screen)
    }
  }

  @Test func theProfileControllerEmbedsItsHostWithFullContainment() throws {
    let profile = ProfileViewController()
    try withRoot(profile, width: 32, height: 7) { app, window, screen in
      let hosting = try #require(profile.children.first as? TermHostingController<ProfileView>)
      #expect(profile.children.count == 1)
      #expect(hosting.parent === profile)
      #expect(hosting.view.superview === profile.view)
      // On screen, pinned to the edges of the controller's view.
      #expect(hosting.isVisible)
      #expect(hosting.view.frame == Rect(x: 0, y: 0, width: 32, height: 7))
      // The focus flows into the hosted content: its button has it.
      let button = try #require(window.firstResponder)
      #expect(button.isDescendant(of: hosting.view))
      #expect(screen.rows()[2].hasPrefix("│ Follow "))
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows()[2].hasPrefix("│ Following "))
      expectSnapshot(screen, named: "seed-hosting-profile")

      // The pinning follows the screen's size.
      app.handle([.resize(Size(width: 24, height: 6))])
      #expect(hosting.view.frame == Rect(x: 0, y: 0, width: 24, height: 6))
      #expect(screen.rows()[5] == "└" + String(repeating: "─", count: 22) + "┘")

      // Closing the window takes the hosted controller off screen.
      window.close()
      #expect(!hosting.isVisible)
    }
  }

  @Test func updateProfileReplacesTheRootViewInPlace() throws {
    let profile = ProfileViewController()
    try withRoot(profile, width: 32, height: 7) { app, window, screen in
      let hosting = try #require(profile.children.first as? TermHostingController<ProfileView>)
      app.handle([.key(KeyEvent(.enter))])  // Follow
      let button = try #require(window.firstResponder)
      let created = hosting.hostingView.statistics.widgetsCreated
      profile.updateProfile(Profile(name: "Ada Lovelace", bio: "Analyst"))
      app.render()
      #expect(screen.rows()[1].hasPrefix("│Ada Lovelace "))
      #expect(screen.rows()[2].hasPrefix("│Analyst "))
      // Same view type in the same place: state and widgets are kept, the
      // focused button too, as SwiftUI keeps them.
      #expect(screen.rows()[3].hasPrefix("│ Following "))
      #expect(hosting.hostingView.statistics.widgetsCreated == created)
      #expect(window.firstResponder === button)
    }
  }

  @Test func theProfileScreenControllerHostsTheSummary() throws {
    let screenController = ProfileScreenController()
    try withRoot(screenController, width: 30, height: 3) { app, _, screen in
      let host = screenController.summaryHost
      #expect(host.parent === screenController)
      #expect(screenController.children.count == 1)
      #expect(host.isVisible)
      #expect(host.view.frame.size == Size(width: 30, height: 3))
      #expect(screen.rows()[1].hasPrefix("Nobody"))
      host.rootView = ProfileSummary(profile: Profile(name: "Grace", bio: "admiral"))
      app.render()
      #expect(screen.rows()[1] == "Grace" + String(repeating: " ", count: 18) + "admiral")
      // `sizingOptions = [.intrinsicContentSize]`: the hosted view reports
      // its content's ideal size as it changes (name, bio, and the stack's
      // spacing around the spacer).
      host.sizingOptions = [.intrinsicContentSize]
      #expect(host.view.intrinsicContentSize == Size(width: 5 + 2 + 7, height: 1))
      host.rootView = ProfileSummary(profile: Profile(name: "Grace Hopper", bio: "admiral"))
      app.render()
      #expect(host.view.intrinsicContentSize == Size(width: 12 + 2 + 7, height: 1))
    }
  }

  @Test func aPresentedHostingControllerTracksItsModelAndDismisses() throws {
    let presenter = StatsPresenter()
    try withRoot(presenter, width: 30, height: 5) { app, _, screen in
      let hosting = presenter.showStats()
      app.render()
      #expect(presenter.presentedViewController === hosting)
      #expect(app.windows.count == 2)
      #expect(hosting.isVisible)
      #expect(screen.rows().contains { $0.contains("Visits: 0 ") })
      // An @Observable model: no new rootView needed.
      presenter.model.visits = 12
      presenter.model.streak = 3
      app.render()
      #expect(screen.rows().contains { $0.contains("Visits: 12 ") })
      #expect(screen.rows().contains { $0.contains("Streak: 3 days") })
      // `dismiss` from inside the hosted view ends the presentation.
      app.handle([.key(KeyEvent(.enter))])
      #expect(presenter.presentedViewController == nil)
      #expect(app.windows.count == 1)
      #expect(!hosting.isVisible)
    }
  }

  /// Seeds 000 and 002: `.preferredContentSize` is for "popovers and form
  /// sheets". A hosting controller presented as a sheet with it gets a
  /// sheet the size of its content (plus the border).
  @Test func preferredContentSizeSizesAPresentedSheet() throws {
    let presenter = StatsPresenter()
    try withRoot(presenter, width: 40, height: 12) { app, _, screen in
      let hosting = TermHostingController(rootView: StatsView(model: presenter.model))
      hosting.sizingOptions = [.preferredContentSize]
      hosting.modalPresentationStyle = .sheet
      presenter.present(hosting)
      app.render()
      #expect(hosting.preferredContentSize == Size(width: 14, height: 3))
      let sheet = try #require(app.keyWindow)
      #expect(sheet.frame.size == Size(width: 16, height: 5))
      expectSnapshot(screen, named: "seed-hosting-stats-sheet")
    }
  }
}
