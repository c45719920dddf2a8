/// Declares a preview of a view, like SwiftUI's `#Preview`. A terminal has
/// no canvas: the macro expands to nothing, but its body is type-checked
/// as a view builder, so an app's previews compile (and fail to compile)
/// as under SwiftUI. To see a preview, write a ``PreviewProvider`` and
/// render it with `assertPreviewSnapshots(of:size:)` in TermBridgeTesting.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TermBridgeMacros", type: "PreviewMacro")

/// Declares a preview with traits, like SwiftUI's
/// `#Preview(_:traits:_:body:)`; expands to nothing (see the other form).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TermBridgeMacros", type: "PreviewMacro")

/// What SwiftUI's `#Preview` macro is declared with: the namespace of its
/// traits.
public enum Preview {
  /// The traits of a preview of a view.
  public enum ViewTraits {}
}

/// A trait of a preview, like SwiftUI's `PreviewTrait`: its layout or
/// orientation. Accepted by `#Preview`, which expands to nothing.
public struct PreviewTrait<T>: Sendable {
  /// The layout or orientation the trait asks for.
  let layout: PreviewLayout?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's whole screen.
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
  /// The view's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
  /// A fixed size (cells, as ``PreviewLayout/fixed(width:height:)``).
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }
  /// Upright.
  public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }
  /// Turned with the top to the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }
  /// Turned with the top to the right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
}
