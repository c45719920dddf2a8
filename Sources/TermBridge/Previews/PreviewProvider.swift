/// A type that gives Xcode's canvas views to preview, like SwiftUI's
/// `PreviewProvider`: a terminal has no canvas, so nothing shows them while
/// the app runs, and the testing library renders them as snapshot tests
/// (`assertPreviewSnapshots(of:size:)` in TermBridgeTesting).
///
/// Each child of ``previews`` is one preview (a `Group` or a `ForEach`
/// gives several), named by its `.previewDisplayName(_:)` and sized by its
/// `.previewLayout(_:)`. SwiftUI's refinement of the private
/// `_PreviewProvider` is left out. `#Preview` compiles but expands to
/// nothing (see the porting page): to render a preview, write a provider.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews' view.
  associatedtype Previews: View
  /// The views to preview, one preview a child.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  /// The platform the previews are for; nil (the default) is the target's.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform of its own: the target's.
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is for, like SwiftUI's `PreviewPlatform`; the
/// terminal renders every preview the same way.
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// How a preview is sized, like SwiftUI's `PreviewLayout`. In snapshot
/// tests: `.device` is the size the test gives, `.sizeThatFits` the view's
/// ideal size within it, `.fixed` that many columns and rows (cells, not
/// points).
public enum PreviewLayout: Hashable, Sendable {
  /// The whole screen of the device (the test's size).
  case device
  /// The view's ideal size.
  case sizeThatFits
  /// A fixed size: `width` columns by `height` rows.
  case fixed(width: Double, height: Double)
}

/// A device to preview on, like SwiftUI's `PreviewDevice`: a name
/// (`"iPhone 15"`), kept on the preview and not used to size it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named by a string literal.
  public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a previewed interface, like SwiftUI's
/// `InterfaceOrientation`; kept on the preview, it changes nothing here.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned with the top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned with the top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// Every orientation.
  public static let allCases = [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
}

/// The `.previewLayout` of a preview.
package enum PreviewLayoutTraitKey: ViewTraitKey {
  package static var defaultValue: PreviewLayout { .device }
}

/// The `.previewDisplayName` of a preview.
package enum PreviewDisplayNameTraitKey: ViewTraitKey {
  package static var defaultValue: String? { nil }
}

/// The `.previewDevice` of a preview.
package enum PreviewDeviceTraitKey: ViewTraitKey {
  package static var defaultValue: PreviewDevice? { nil }
}

/// The `.previewInterfaceOrientation` of a preview.
package enum PreviewOrientationTraitKey: ViewTraitKey {
  package static var defaultValue: InterfaceOrientation { .portrait }
}

extension View {
  /// How this preview is sized; read by the snapshot tests of previews,
  /// it changes nothing on screen.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    trait(PreviewLayoutTraitKey.self, value)
  }

  /// The name of this preview, and of its snapshot file; it changes
  /// nothing on screen.
  public func previewDisplayName(_ value: String?) -> some View {
    trait(PreviewDisplayNameTraitKey.self, value)
  }

  /// The device this preview is for; kept, it changes nothing here.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    trait(PreviewDeviceTraitKey.self, value)
  }

  /// The orientation this preview is shown in; kept, it changes nothing here.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    trait(PreviewOrientationTraitKey.self, value)
  }
}
