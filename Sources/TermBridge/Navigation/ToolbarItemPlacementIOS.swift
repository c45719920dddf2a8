/// iOS's toolbar placements, mapped onto the two sides of the terminal's
/// navigation bar.
extension ToolbarItemPlacement {
  /// The leading edge of iOS's navigation bar: the left side.
  public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing edge of iOS's navigation bar: the right side.
  public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The leading edge of the top bar: the left side.
  public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing edge of the top bar: the right side.
  public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The middle of iOS's navigation bar (where the title goes): the right
  /// side, since the title keeps the middle.
  public static let principal = ToolbarItemPlacement(isLeading: false)
  /// Above iOS's software keyboard: the right side (a terminal has none).
  public static let keyboard = ToolbarItemPlacement(isLeading: false)
  /// Secondary actions (an overflow menu on iOS): the right side.
  public static let secondaryAction = ToolbarItemPlacement(isLeading: false)
}
