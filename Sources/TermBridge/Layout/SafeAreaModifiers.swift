/// Kinds of safe area, like SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions' bits.
  public let rawValue: UInt
  /// Regions of the bits `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area bars and containers leave free.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard leaves free.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// iOS's safe-area and status-bar modifiers, kept so an iOS app compiles.
/// A terminal has no notch, home indicator, status bar or software
/// keyboard: the whole screen is the app's, so each returns the view as
/// it is (the porting page lists them).
extension View {
  /// Lets the view extend into the safe area, like SwiftUI's
  /// `ignoresSafeArea(_:edges:)`: a terminal's screen is all safe, so the
  /// view is unchanged.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  /// Lets the view extend into the safe area, like SwiftUI's older
  /// `edgesIgnoringSafeArea(_:)`: unchanged, as ``ignoresSafeArea(_:edges:)``.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

  /// Hides the status bar, like SwiftUI's `statusBar(hidden:)`: a
  /// terminal app has none.
  public func statusBar(hidden: Bool) -> some View { self }

  /// Hides the home indicator, like SwiftUI's
  /// `persistentSystemOverlays(_:)`: a terminal has none.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
