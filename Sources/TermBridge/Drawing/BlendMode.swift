/// How a view's colours mix with what is behind it, like SwiftUI's
/// `BlendMode` (and `GraphicsContext.BlendMode`). A terminal cell shows
/// one foreground and one background colour, drawn over what was there:
/// every mode is kept and drawn as `.normal` (the porting page lists it).
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// Drawn over what is behind.
  case normal
  /// Colours multiplied: darker.
  case multiply
  /// Colours screened: lighter.
  case screen
  /// Multiply or screen by the colour behind.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// What is behind brightened.
  case colorDodge
  /// What is behind darkened.
  case colorBurn
  /// A soft light.
  case softLight
  /// A hard light.
  case hardLight
  /// The difference of the two.
  case difference
  /// A softer difference.
  case exclusion
  /// The hue of the view.
  case hue
  /// The saturation of the view.
  case saturation
  /// The hue and saturation of the view.
  case color
  /// The luminosity of the view.
  case luminosity
  /// The view where what is behind is opaque.
  case sourceAtop
  /// What is behind, over the view.
  case destinationOver
  /// What is behind, where the view is transparent.
  case destinationOut
  /// The sum of the two, darker.
  case plusDarker
  /// The sum of the two, lighter.
  case plusLighter
}

extension View {
  /// Mixes the view's colours with what is behind it in `blendMode`, like
  /// SwiftUI's `blendMode(_:)`: kept and drawn as `.normal` (a cell's
  /// colours are not mixed).
  public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
