/// A view drawn part way between invisible and opaque: each colour it
/// draws is blended with the backdrop behind it, so a fade walks the
/// truecolour or 256-colour ramp (a terminal with 16 colours shows the
/// nearest of them; the palette maps the blend down).
package struct CanvasFade: Hashable, Sendable {
  /// 0 is the backdrop alone, 1 the colours as drawn.
  package var opacity: Double
  /// The background behind the faded view.
  package var backdrop: TermColor

  package init(opacity: Double, backdrop: TermColor) {
    self.opacity = min(max(opacity, 0), 1)
    self.backdrop = backdrop
  }

  /// The colour the terminal's default foreground and background are taken
  /// to be when blending (a dark terminal's).
  package static let defaultForeground: ColorPalette.RGB = (229, 229, 229)
  package static let defaultBackground: ColorPalette.RGB = (0, 0, 0)

  /// `style` with its colours blended towards the backdrop.
  package func apply(to style: TermStyle) -> TermStyle {
    guard opacity < 1 else { return style }
    var result = style
    let back = CanvasFade.components(of: backdrop, default: CanvasFade.defaultBackground)
    result.foreground = blend(
      CanvasFade.components(of: style.foreground, default: CanvasFade.defaultForeground), over: back)
    if style.background != .default {
      result.background = blend(
        CanvasFade.components(of: style.background, default: CanvasFade.defaultBackground), over: back)
    }
    return result
  }

  private func blend(_ color: ColorPalette.RGB, over back: ColorPalette.RGB) -> TermColor {
    func channel(_ front: UInt8, _ back: UInt8) -> UInt8 {
      UInt8(clamping: Int((Double(back) + (Double(front) - Double(back)) * opacity).rounded()))
    }
    return .rgb(channel(color.0, back.0), channel(color.1, back.1), channel(color.2, back.2))
  }

  /// The red, green and blue a colour is shown as.
  package static func components(of color: TermColor, default fallback: ColorPalette.RGB) -> ColorPalette.RGB
  {
    switch color {
    case .default: fallback
    case .indexed(let index): ColorPalette.rgb(ofIndex: index)
    case .rgb(let r, let g, let b): (r, g, b)
    }
  }
}
