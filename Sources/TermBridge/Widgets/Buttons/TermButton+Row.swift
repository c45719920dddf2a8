import TermBridgeTerminal

extension TermButton {
  /// Places `buttons` as a dialog's button row: side by side on row `y`,
  /// each as wide as its title needs, one column apart, the right edge of
  /// the last at column `right`. Returns the column where the first starts (what is
  /// left of it is free for a status line), less than zero when the row
  /// is too narrow for them (a button is then kept from column 0).
  static func layOutRow(_ buttons: [TermButton], y: Int, endingAt right: Int) -> Int {
    var x = right + 1
    for button in buttons.reversed() {
      let width = button.intrinsicContentSize?.width ?? 0
      x -= width + 1
      button.frame = Rect(x: max(0, x), y: y, width: width, height: 1)
    }
    return x
  }
}
