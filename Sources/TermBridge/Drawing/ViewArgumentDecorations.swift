import TermBridgeTerminal

/// SwiftUI's older decoration forms, which take the layer as a value
/// rather than from a closure.
extension View {
  /// A view in front of this one, offered this view's size, like SwiftUI's
  /// `overlay(_:alignment:)`: `.overlay(RoundedRectangle(cornerRadius: 8).stroke())`.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    LayeredView(wrapped: self, layer: overlay, alignment: alignment, layerInFront: true)
  }

  /// A view behind this one, offered this view's size, like SwiftUI's
  /// `background(_:alignment:)`: `.background(Capsule())`.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    LayeredView(wrapped: self, layer: background, alignment: alignment, layerInFront: false)
  }

  /// A border in a colour, like SwiftUI's `border(_:width:)`: a terminal's
  /// border is one cell wide, so a `width` of 2 or more draws it with
  /// heavy lines instead of wider ones.
  public func border(_ color: Color, width: Double) -> some View {
    BorderView(wrapped: self, style: width >= 2 ? .heavy : .single, color: color, title: nil)
  }
}
