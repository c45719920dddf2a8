extension TermScreen {
  /// How many colours the terminal shows: 0 (none, or `NO_COLOR`), 8, 16,
  /// 256, or 2^24 for direct colour (in-memory screens have 256). A colour
  /// picker offers the palette it can show.
  public var colorCount: Int { palette.colorCount }
}
