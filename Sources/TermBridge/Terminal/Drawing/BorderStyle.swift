/// The line characters of a box border.
public struct BorderStyle: Hashable, Sendable {
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var horizontal: Character
  public var vertical: Character

  /// A border from six characters (each should be one column wide).
  public init(
    topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
    horizontal: Character, vertical: Character
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `┌─┐ │ └─┘`
  public static let single = BorderStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  /// `╭─╮ │ ╰─╯`
  public static let rounded = BorderStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  /// `╔═╗ ║ ╚═╝`
  public static let double = BorderStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  /// `┏━┓ ┃ ┗━┛`
  public static let heavy = BorderStyle(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
  /// `┌╌┐ ╎ └╌┘`
  public static let dashed = BorderStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "╌", vertical: "╎")
  /// `+-+ | +-+`, for terminals without line drawing.
  public static let ascii = BorderStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
