import Glibc
import TermBridgeTerminal
import TermBridgeWidgets

/// A colour, like SwiftUI's `Color`. As a view it fills the space it is
/// offered; as a style it colours text, borders and backgrounds.
public struct Color: Hashable, Sendable {
  /// The terminal colour it draws with (for a semantic colour, the one it
  /// has under the ``TermTheme/dark`` theme; see ``resolve(in:)``).
  public let termColor: TermColor
  /// The theme role a semantic colour (`.primary`, `.secondary`…) takes
  /// its colour from; nil for a colour that is always itself.
  var role: ThemeColorRole?

  /// A colour that draws as `termColor`, for terminal colours SwiftUI has no
  /// name for (`Color(.brightRed)`, `Color(.indexed(238))`).
  public init(_ termColor: TermColor) { self.termColor = termColor }

  /// How red, green and blue components are to be read, like SwiftUI's
  /// `Color.RGBColorSpace`. Terminals take sRGB: linear components are
  /// converted to it, Display P3 ones are taken as sRGB (the nearest a
  /// 24-bit terminal colour gets).
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard sRGB space (gamma-encoded).
    case sRGB
    /// sRGB primaries with linear components.
    case sRGBLinear
    /// The Display P3 space, drawn as sRGB.
    case displayP3
  }

  /// A colour from red, green and blue in 0…1, like SwiftUI's
  /// `Color(_:red:green:blue:opacity:)`: a 24-bit colour, mapped down on
  /// terminals with fewer colours. Values outside 0…1 are clamped. A cell
  /// has no transparency: an opacity of 0 is `.clear` (the terminal's own
  /// colour), any other draws the colour as it is.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    guard opacity > 0 else {
      termColor = .default
      return
    }
    let encode: (Double) -> UInt8 = {
      colorSpace == .sRGBLinear ? Color.byte(Color.gammaEncoded($0)) : Color.byte($0)
    }
    termColor = .rgb(encode(red), encode(green), encode(blue))
  }

  /// A grey from black (0) to white (1), like SwiftUI's
  /// `Color(_:white:opacity:)`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A linear component in sRGB's gamma encoding.
  private static func gammaEncoded(_ linear: Double) -> Double {
    let value = min(max(linear, 0), 1)
    return value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  /// A colour from hue, saturation and brightness in 0…1, like SwiftUI's.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch Int(h) % 6 {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A 24-bit colour from bytes (0…255 each).
  public init(red255 red: UInt8, green: UInt8, blue: UInt8) { termColor = .rgb(red, green, blue) }

  /// A component in 0…1 as a byte, rounded.
  private static func byte(_ component: Double) -> UInt8 {
    guard !component.isNaN else { return 0 }
    return UInt8((min(max(component, 0), 1) * 255).rounded())
  }

  /// A 256-colour palette entry.
  public init(palette index: UInt8) { termColor = .indexed(index) }

  /// The theme's text colour (the terminal's own unless a theme sets
  /// one), SwiftUI's `.primary`.
  public static let primary = Color(.default, role: .text)
  /// ANSI black (palette entry 0), in the terminal theme's shade.
  public static let black = Color(.black)
  /// ANSI red (palette entry 1), in the terminal theme's shade.
  public static let red = Color(.red)
  /// ANSI green (palette entry 2), in the terminal theme's shade.
  public static let green = Color(.green)
  /// ANSI yellow (palette entry 3), in the terminal theme's shade.
  public static let yellow = Color(.yellow)
  /// ANSI blue (palette entry 4), in the terminal theme's shade.
  public static let blue = Color(.blue)
  /// ANSI magenta (palette entry 5), in the terminal theme's shade.
  public static let magenta = Color(.magenta)
  /// ANSI cyan (palette entry 6), in the terminal theme's shade.
  public static let cyan = Color(.cyan)
  /// ANSI white (palette entry 7), in the terminal theme's shade.
  public static let white = Color(.white)
  /// Grey: ANSI bright black (palette entry 8).
  public static let gray = Color(.gray)
  /// Orange: palette entry 208, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let orange = Color(.indexed(208))
  /// Purple: palette entry 99, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let purple = Color(.indexed(99))
  /// Pink: palette entry 211, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let pink = Color(.indexed(211))
  /// The theme's secondary text colour (grey unless a theme sets one),
  /// SwiftUI's `.secondary`.
  public static let secondary = Color(.gray, role: .secondaryText)
  /// The third level of text, SwiftUI's `.tertiary`: the theme's secondary text colour.
  public static let tertiary = Color(.gray, role: .secondaryText)
  /// The fourth level of text, SwiftUI's `.quaternary`: the theme's secondary text colour.
  public static let quaternary = Color(.gray, role: .secondaryText)
  /// The terminal's own colour: nothing drawn over what is there.
  public static let clear = Color(.default)
  /// Brown: palette entry 130, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let brown = Color(.indexed(130))
  /// Indigo: palette entry 61, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let indigo = Color(.indexed(61))
  /// Mint: palette entry 121, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let mint = Color(.indexed(121))
  /// Teal: palette entry 37, the nearest ANSI colour on terminals with
  /// fewer than 256 colours.
  public static let teal = Color(.indexed(37))
  /// The app's accent: the terminal's blue.
  public static let accentColor = Color(.blue)
}

extension Color: View, SelfContainedWidgetView {
  /// A colour is a leaf view: it has no body.
  public typealias Body = Never

  /// Makes the plain widget the colour paints.
  package func makeWidget(context: Context) -> TermView { TermView() }

  /// Paints the widget's background with the colour.
  package func updateWidget(_ widget: TermView, context: Context) {
    widget.backgroundStyle = TermStyle(background: termColor)
  }

  /// All the space offered (its ideal size is 0x0).
  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}
