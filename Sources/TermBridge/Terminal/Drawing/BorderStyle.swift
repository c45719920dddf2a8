/// The line characters of a box border.
public struct BorderStyle: Hashable, Sendable {
  /// The top-left corner.
  public var topLeft: Character
  /// The top-right corner.
  public var topRight: Character
  /// The bottom-left corner.
  public var bottomLeft: Character
  /// The bottom-right corner.
  public var bottomRight: Character
  /// The character repeated along the top and bottom edges.
  public var horizontal: Character
  /// The character repeated down the left and right edges.
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
