import TermBridgeTerminal
import TermBridgeWidgets

/// A number in a text: where it is and its value.
struct NumberInText: Equatable {
  let prefix: Substring
  let suffix: Substring
  let value: Double
  /// Digits after the decimal point, as written.
  let decimals: Int

  /// The first number in `text` (an optional minus, digits, an optional
  /// decimal part), or nil when it has none.
  init?(_ text: String) {
    let characters = Array(text.indices)
    var startIndex: Int?
    for (offset, index) in characters.enumerated() where text[index].isASCII && text[index].isNumber {
      startIndex = offset
      break
    }
    guard var first = startIndex else { return nil }
    if first > 0 && text[characters[first - 1]] == "-" { first -= 1 }
    var end = first + (text[characters[first]] == "-" ? 1 : 0)
    var decimals = -1
    while end < characters.count {
      let character = text[characters[end]]
      if character.isASCII && character.isNumber {
        if decimals >= 0 { decimals += 1 }
      } else if character == ".", decimals < 0, end + 1 < characters.count,
        text[characters[end + 1]].isASCII && text[characters[end + 1]].isNumber
      {
        decimals = 0
      } else {
        break
      }
      end += 1
    }
    let lower = characters[first]
    let upper = end < characters.count ? characters[end] : text.endIndex
    guard let value = Double(text[lower..<upper]) else { return nil }
    prefix = text[..<lower]
    suffix = text[upper...]
    self.value = value
    self.decimals = max(0, decimals)
  }

  /// The text with `value` in place of the number, written with as many decimals.
  func text(with value: Double) -> String {
    let number: String
    if decimals == 0 {
      number = String(Int(value.rounded()))
    } else {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      let scaled = Int((abs(value) * scale).rounded())
      let whole = scaled / Int(scale)
      var fraction = String(scaled % Int(scale))
      while fraction.count < decimals { fraction = "0" + fraction }
      number = (value < 0 && scaled != 0 ? "-" : "") + "\(whole).\(fraction)"
    }
    return prefix + number + suffix
  }
}

/// Numeric text counting from the number it showed to its new one
/// (`.contentTransition(.numericText())`): each frame shows the number
/// in between, written as the new one is.
@MainActor
final class NumericTextTrack: AnimationTrack {
  private weak var label: TermLabel?
  private let from: Double
  private let to: NumberInText
  /// The text the label ends with.
  let finalText: String
  /// The text shown now.
  private(set) var shownText: String
  var onEnd: (() -> Void)?

  /// A count from the number in `before` to the one the label shows now;
  /// nil when either text has no number, or they are the same number.
  init?(label: TermLabel, from before: String, animation: Animation, start: UInt64) {
    guard let old = NumberInText(before), let new = NumberInText(label.text), old.value != new.value else {
      return nil
    }
    self.label = label
    from = old.value
    to = new
    finalText = label.text
    shownText = before
    super.init(animation: animation, start: start)
  }

  override func apply(progress: Double, finished: Bool) {
    shownText = finished ? finalText : to.text(with: from + (to.value - from) * progress)
    if let label, label.text != shownText { label.text = shownText }
    if finished { onEnd?() }
  }
}
