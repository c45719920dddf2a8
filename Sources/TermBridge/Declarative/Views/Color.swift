import TermBridgeTerminal
import TermBridgeWidgets

/// A colour, like SwiftUI's `Color`. As a view it fills the space it is
/// offered; as a style it colours text, borders and backgrounds.
public struct Color: Hashable, Sendable {
  public let termColor: TermColor

  public init(_ termColor: TermColor) { self.termColor = termColor }

  /// A 24-bit colour, mapped down on terminals with fewer colours.
  public init(red: UInt8, green: UInt8, blue: UInt8) { termColor = .rgb(red, green, blue) }

  /// A 256-colour palette entry.
  public init(palette index: UInt8) { termColor = .indexed(index) }

  public static let primary = Color(.default)
  public static let black = Color(.black)
  public static let red = Color(.red)
  public static let green = Color(.green)
  public static let yellow = Color(.yellow)
  public static let blue = Color(.blue)
  public static let magenta = Color(.magenta)
  public static let cyan = Color(.cyan)
  public static let white = Color(.white)
  public static let gray = Color(.gray)
  public static let orange = Color(.indexed(208))
  public static let purple = Color(.indexed(99))
  public static let pink = Color(.indexed(211))
  /// Dimmed default text.
  public static let secondary = Color(.gray)
}

extension Color: View, SelfContainedWidgetView {
  public typealias Body = Never

  public func makeWidget(context: Context) -> TermView { TermView() }

  public func updateWidget(_ widget: TermView, context: Context) {
    widget.backgroundStyle = TermStyle(background: termColor)
  }

  /// All the space offered (its ideal size is 0x0).
  public func sizeThatFits(_ proposal: ProposedViewSize, widget: TermView, context: Context) -> Size? {
    Size(width: min(proposal.width ?? 0, .infinity), height: min(proposal.height ?? 0, .infinity))
  }
}
