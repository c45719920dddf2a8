/// Read-only text, like `UILabel`: one line truncated with an ellipsis, or
/// several lines wrapped by display width.
@MainActor
open class TermLabel: TermView {
  /// Horizontal placement of each line.
  public enum Alignment: Sendable { case leading, center, trailing }

  open var text: String {
    didSet { if text != oldValue { contentDidChange() } }
  }
  open var style: TermStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  open var alignment: Alignment = .leading {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }
  /// The most lines to show; 0 means as many as fit.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { contentDidChange() } }
  }

  public init(text: String = "", style: TermStyle = .plain) {
    self.text = text
    self.style = style
    super.init(frame: .zero)
  }

  private func contentDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  open override var intrinsicContentSize: Size? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = numberOfLines == 1 ? Array(lines.prefix(1)) : lines
    let width = shown.map { DisplayWidth.of($0) }.max() ?? 0
    let height = numberOfLines == 0 ? shown.count : min(numberOfLines, shown.count)
    return Size(width: width, height: max(1, height))
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    let lines = layoutLines(width: size.width, maxLines: size.height)
    let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: min(width, size.width), height: min(max(1, lines.count), size.height))
  }

  /// The lines drawn for `width` columns and at most `maxLines` rows.
  func layoutLines(width: Int, maxLines: Int) -> [String] {
    let limit = numberOfLines == 0 ? maxLines : min(numberOfLines, maxLines)
    guard limit > 0, width > 0 else { return [] }
    if limit == 1 {
      let first = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      return [TextLayout.truncate(first, toWidth: width)]
    }
    var lines = TextLayout.wrap(text, toWidth: width)
    if lines.count > limit {
      let last = lines[limit - 1] + " " + lines[limit]
      lines = Array(lines.prefix(limit - 1)) + [TextLayout.truncate(last, toWidth: width)]
      if DisplayWidth.of(lines[limit - 1]) < width || !lines[limit - 1].hasSuffix("…") {
        lines[limit - 1] = TextLayout.truncate(lines[limit - 1] + "…", toWidth: width)
      }
    }
    return lines
  }

  open override func draw(in canvas: TermCanvas) {
    let lines = layoutLines(width: canvas.size.width, maxLines: canvas.size.height)
    for (row, line) in lines.enumerated() {
      let width = DisplayWidth.of(line)
      let x: Int
      switch alignment {
      case .leading: x = 0
      case .center: x = max(0, (canvas.size.width - width) / 2)
      case .trailing: x = max(0, canvas.size.width - width)
      }
      canvas.draw(line, at: Point(x: x, y: row), style: style)
    }
  }
}
