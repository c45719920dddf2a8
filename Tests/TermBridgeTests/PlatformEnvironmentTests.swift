import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Shows the environment values apps read.
struct EnvironmentReport: View {
  @Environment(\.horizontalSizeClass) var horizontal
  @Environment(\.verticalSizeClass) var vertical
  @Environment(\.layoutDirection) var direction
  @Environment(\.accessibilityReduceMotion) var reduceMotion
  @Environment(\.sizeCategory) var sizeCategory
  @Environment(\.dynamicTypeSize) var typeSize
  @Environment(\.locale) var locale
  @Environment(\.timeZone) var timeZone
  @Environment(\.calendar) var calendar

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("h \(horizontal == .regular ? "regular" : horizontal == .compact ? "compact" : "none")")
      Text("v \(vertical == .regular ? "regular" : vertical == .compact ? "compact" : "none")")
      Text("ltr \(direction == .leftToRight)")
      Text("reduce \(reduceMotion)")
      Text("large \(sizeCategory == .large && typeSize == .large)")
      Text("locale \(locale.identifier)")
      Text("zone \(timeZone.identifier)")
      Text("cal \(calendar.identifier == Calendar.current.identifier)")
    }
  }
}

/// Reads `\.isFocused` inside `.focused(_:)`.
struct FocusReport: View {
  @Environment(\.isFocused) var isFocused
  var body: some View { Text(isFocused ? "focused" : "unfocused") }
}

struct FocusScreen: View {
  @FocusState var nameFocused: Bool
  var body: some View {
    VStack(spacing: 0) {
      Button("Other") {}
      HStack {
        TextField("Name", text: .constant(""))
        FocusReport()
      }
      .focused($nameFocused)
    }
  }
}

/// Hosts `view` as an app run does: the application is the shared one
/// (whose screen size and state the hosting view follows).
@MainActor
func withSharedApplication<V: View>(
  _ view: V, width: Int, height: Int, _ body: (TermApplication, TermScreen) throws -> Void
) throws {
  try TermScreen.withHeadless(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let previous = TermApplication.shared
    TermApplication.shared = app
    defer { TermApplication.shared = previous }
    let window = TermWindow()
    let host = TermHostingView(rootView: view)
    host.frame = window.bounds
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    try body(app, screen)
  }
}

extension TerminalSuites {
  /// Environment values apps read: size classes, locale, focus, text size.
  @MainActor
  @Suite struct PlatformEnvironmentTests {
    @Test func sizeClassesFollowTheTerminalsSize() throws {
      try withSharedApplication(EnvironmentReport(), width: 80, height: 24) { app, screen in
        #expect(screen.rows().joined(separator: "\n").contains("h regular"))
        #expect(screen.rows().joined(separator: "\n").contains("v regular"))
        #expect(screen.rows().joined(separator: "\n").contains("ltr true"))
        // Motion plays unless TERMBRIDGE_REDUCE_MOTION=1 (not set for the tests).
        #expect(screen.rows().joined(separator: "\n").contains("reduce \(ReduceMotionKey.defaultValue)"))
        #expect(screen.rows().joined(separator: "\n").contains("large true"))
        #expect(screen.rows().joined(separator: "\n").contains("locale \(Locale.current.identifier)"))
        #expect(screen.rows().joined(separator: "\n").contains("zone \(TimeZone.current.identifier)"))
        #expect(screen.rows().joined(separator: "\n").contains("cal true"))
        // Narrower and shorter: compact, as the terminal is resized.
        app.handle([.resize(Size(width: 60, height: 20))])
        app.render()
        #expect(screen.rows().joined(separator: "\n").contains("h compact"))
        #expect(screen.rows().joined(separator: "\n").contains("v compact"))
      }
    }

    @Test func sizeClassThresholdsAreTheClassicTerminals() {
      #expect(UserInterfaceSizeClass.horizontal(columns: 79) == .compact)
      #expect(UserInterfaceSizeClass.horizontal(columns: 80) == .regular)
      #expect(UserInterfaceSizeClass.vertical(rows: 23) == .compact)
      #expect(UserInterfaceSizeClass.vertical(rows: 24) == .regular)
      #expect(EnvironmentValues().horizontalSizeClass == nil)
    }

    @Test func valuesSetByTheAppWin() throws {
      let root = EnvironmentReport()
        .environment(\.horizontalSizeClass, .compact)
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .dynamicTypeSize(.xxLarge)
      try withSharedApplication(root, width: 100, height: 30) { _, screen in
        #expect(screen.rows().joined(separator: "\n").contains("h compact"))
        #expect(screen.rows().joined(separator: "\n").contains("v regular"))
        #expect(screen.rows().joined(separator: "\n").contains("large false"))
        #expect(screen.rows().joined(separator: "\n").contains("locale fr_FR"))
      }
    }

    @Test func isFocusedFollowsTheFocusedModifier() throws {
      try withHostedView(FocusScreen(), width: 40, height: 3) { app, _, screen in
        #expect(screen.rows().contains { $0.contains("unfocused") })
        app.handle([.key(KeyEvent(.tab))])
        #expect(screen.rows().contains { $0.contains(" focused") })
        app.handle([.key(KeyEvent(.tab))])
        #expect(screen.rows().contains { $0.contains("unfocused") })
      }
    }

    /// Once ignored (the terminal's background was the only say); now the
    /// app's preference sets the scheme, and the theme, of its content.
    @Test func preferredColorSchemeSetsTheSchemeOfTheContent() throws {
      struct Scheme: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
      }
      try withHostedView(Scheme().preferredColorScheme(.light), width: 10, height: 1) { _, _, screen in
        #expect(screen.rows()[0].contains("light"))
      }
      try withHostedView(Scheme().preferredColorScheme(nil), width: 10, height: 1) { _, _, screen in
        #expect(screen.rows()[0].contains("dark"), "nil follows the terminal")
      }
    }

    @Test func typeSizesOrderAndAccessibilitySizes() {
      #expect(DynamicTypeSize.xSmall < .xxxLarge)
      #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
      #expect(!DynamicTypeSize.large.isAccessibilitySize)
      #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
      #expect(!ContentSizeCategory.large.isAccessibilityCategory)
    }
  }
}
