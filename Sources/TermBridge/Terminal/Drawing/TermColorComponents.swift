extension TermColor {
  /// The colour's red, green and blue as xterm's palette shows it (a
  /// palette entry's usual shade), nil for the terminal's default colour,
  /// whose shade is the terminal's own. Gradients interpolate these.
  package var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
    switch self {
    case .default: return nil
    case .indexed(let n):
      let rgb = ColorPalette.rgb(ofIndex: n)
      return (rgb.0, rgb.1, rgb.2)
    case .rgb(let r, let g, let b): return (r, g, b)
    }
  }

  /// The colour's shade as `rgbComponents`, with the terminal's default
  /// colour taken as xterm's default foreground (palette entry 7, a light
  /// grey): for arithmetic that needs some shade, such as gradients.
  package var assumedRGBComponents: (red: UInt8, green: UInt8, blue: UInt8) {
    if let rgb = rgbComponents { return rgb }
    let grey = ColorPalette.rgb(ofIndex: 7)
    return (grey.0, grey.1, grey.2)
  }
}
