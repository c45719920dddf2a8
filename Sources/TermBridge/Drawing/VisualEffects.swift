import TermBridgeTerminal
import TermBridgeWidgets

/// A plain widget around the content: its subviews are clipped to its
/// frame, as every widget's are.
struct ClippedView<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  typealias Body = Never
  let wrapped: Content

  var content: [any View] { [wrapped] }
  func makeWidget(context: Context) -> TermView { TermView() }
  func updateWidget(_ widget: TermView, context: Context) {}
  func makeLayout(for widget: TermView) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

// Effects a grid of character cells cannot show. Each is accepted with
// SwiftUI's signature and leaves the view as it is; the porting page lists
// them.
extension View {
  /// Rotation, like SwiftUI's `rotationEffect(_:anchor:)`: ignored, a cell
  /// grid cannot rotate.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// Rotation in three dimensions, like SwiftUI's
  /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: ignored, a
  /// cell grid cannot rotate.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
    anchorZ: Double = 0, perspective: Double = 1
  ) -> some View { self }

  /// A hue shift, like SwiftUI's `hueRotation(_:)`: ignored (colours are
  /// drawn as given).
  public func hueRotation(_ angle: Angle) -> some View { self }

  /// Scaling, like SwiftUI's `scaleEffect(_:anchor:)`: ignored, a cell
  /// cannot be drawn larger or smaller.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

  /// Scaling per axis, like SwiftUI's `scaleEffect(x:y:anchor:)`: ignored.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View { self }

  /// Scaling by a size, like SwiftUI's `scaleEffect(_:anchor:)` taking a
  /// `CGSize` (Foundation's, which this layer does not name): ignored.
  @_disfavoredOverload
  public func scaleEffect<Scale>(_ scale: Scale, anchor: UnitPoint = .center) -> some View { self }

  /// A shadow, like SwiftUI's `shadow(color:radius:x:y:)`: ignored, a cell
  /// casts none.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View { self }

  /// A blur, like SwiftUI's `blur(radius:opaque:)`: ignored, cells are sharp.
  public func blur(radius: Double, opaque: Bool = false) -> some View { self }

  /// Clips the content to the view's frame, like SwiftUI's
  /// `clipped(antialiased:)`: what a frame inside makes overflow is cut off.
  public func clipped(antialiased: Bool = false) -> some View { ClippedView(wrapped: self) }

  /// Draws the content as one layer, like SwiftUI's `compositingGroup()`:
  /// a terminal draws cells, so it already is.
  public func compositingGroup() -> some View { self }

  /// Draws the content offscreen first, like SwiftUI's
  /// `drawingGroup(opaque:colorMode:)`: a terminal draws cells, so nothing changes.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }

  /// Masks the content with another view's alpha, like SwiftUI's
  /// `mask(alignment:_:)`: ignored, a cell is drawn or not (the content is
  /// drawn as it is).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    self
  }

  /// The older form of ``mask(alignment:_:)``: ignored.
  public func mask<Mask: View>(_ mask: Mask) -> some View { self }

  /// Colour saturation, like SwiftUI's `saturation(_:)`: ignored.
  public func saturation(_ amount: Double) -> some View { self }

  /// Greyscale, like SwiftUI's `grayscale(_:)`: ignored.
  public func grayscale(_ amount: Double) -> some View { self }

  /// Brightness, like SwiftUI's `brightness(_:)`: ignored.
  public func brightness(_ amount: Double) -> some View { self }

  /// Contrast, like SwiftUI's `contrast(_:)`: ignored.
  public func contrast(_ amount: Double) -> some View { self }

  /// Names the view's coordinate space, like SwiftUI's
  /// `coordinateSpace(name:)`: accepted; a gesture or a geometry proxy
  /// asked for a `.named` space reports window (`.global`) coordinates.
  public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

/// How colours are blended when drawn offscreen, like SwiftUI's
/// `ColorRenderingMode`; a terminal does not blend.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}
