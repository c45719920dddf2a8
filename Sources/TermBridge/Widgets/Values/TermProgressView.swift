import TermBridgeTerminal

/// Shows progress, like `UIProgressView`/`UIActivityIndicatorView`: a
/// determinate bar with eighth-cell precision, or a spinner that animates
/// while the view is in a window (a frame each tenth of a second, on the
/// app's timers).
///
/// A bar is drawn on one row as `label min ████░░░░ max value`: the
/// ``label``, the ``minimumValueText``, the bar across the rest of the
/// width, the ``maximumValueText`` and the ``currentValueText`` (the
/// percentage when nil). A spinner is drawn `⠋ label`.
@MainActor
open class TermProgressView: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .progressIndicator }
  open override var accessibilityContentLabel: String? { label.isEmpty ? nil : label }
  open override var accessibilityContentValue: String? {
    isIndeterminate ? "in progress" : currentValueText ?? accessibilityPercent(progress, from: 0, to: 1)
  }

  /// 0...1; values outside are clamped.
  open var progress: Double = 0 {
    didSet { if progress != oldValue { setNeedsDisplay() } }
  }
  /// Shows a spinner instead of a bar.
  open var isIndeterminate = false {
    didSet {
      guard isIndeterminate != oldValue else { return }
      updateAnimation()
      textDidChange(true)
    }
  }
  /// Shown before the bar, or after the spinner.
  open var label: String = "" {
    didSet { textDidChange(label != oldValue) }
  }
  /// Shown after the bar; nil shows the percentage.
  open var currentValueText: String? {
    didSet { textDidChange(currentValueText != oldValue) }
  }
  /// Shown at the bar's start (a gauge's minimum value label).
  open var minimumValueText = "" {
    didSet { textDidChange(minimumValueText != oldValue) }
  }
  /// Shown at the bar's end (a gauge's maximum value label).
  open var maximumValueText = "" {
    didSet { textDidChange(maximumValueText != oldValue) }
  }
  /// The style of the bar's filled part and of the spinner.
  open var barStyle: TermStyle {
    get { barStyleOverride ?? theme.accentStyle }
    set {
      let oldValue = barStyle
      barStyleOverride = newValue
      if barStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``barStyle``; nil follows the theme.
  private var barStyleOverride: TermStyle?

  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  /// The spinner's current frame (advanced by a timer while on screen).
  public private(set) var spinnerFrame = 0
  private var timer: TermTimer?
  /// The timers that animate the spinner (tests drive their own clock).
  var timers = MainLoopTimers.shared

  /// Makes a determinate bar showing `progress` (0...1); set `isIndeterminate` for a spinner.
  public init(progress: Double = 0) {
    self.progress = progress
    super.init(frame: .zero)
  }

  private func textDidChange(_ changed: Bool) {
    guard changed else { return }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// A spinner is as wide as its label; a bar's texts and 20 columns of bar.
  open override var intrinsicContentSize: Size? {
    if isIndeterminate { return Size(width: label.isEmpty ? 1 : 2 + DisplayWidth.of(label), height: 1) }
    return Size(width: prefix.width + 20 + suffix.width, height: 1)
  }

  open override func didMoveToWindow() { updateAnimation() }

  private func updateAnimation() {
    let animate = isIndeterminate && window != nil
    if animate && timer == nil {
      timer = TermTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, on: timers) {
        [weak self] timer in
        guard let self else { return timer.invalidate() }
        self.advanceSpinner()
      }
    } else if !animate {
      timer?.invalidate()
      timer = nil
    }
  }

  /// Moves the spinner one frame on.
  public func advanceSpinner() {
    spinnerFrame = (spinnerFrame + 1) % Self.spinnerFrames.count
    setNeedsDisplay()
  }

  private var clamped: Double { min(1, max(0, progress.isNaN ? 0 : progress)) }

  /// What goes before the bar, and its width.
  private var prefix: (text: String, width: Int) {
    let text = [label, minimumValueText].filter { !$0.isEmpty }.map { $0 + " " }.joined()
    return (text, DisplayWidth.of(text))
  }

  /// What goes after the bar, and its width.
  private var suffix: (text: String, width: Int) {
    let value = currentValueText ?? "\(Int((clamped * 100).rounded()))%"
    let text = [maximumValueText, value].filter { !$0.isEmpty }.map { " " + $0 }.joined()
    return (text, DisplayWidth.of(text))
  }

  open override func draw(in canvas: TermCanvas) {
    if isIndeterminate {
      canvas.draw(Self.spinnerFrames[spinnerFrame], at: .zero, style: barStyle)
      if !label.isEmpty { canvas.draw(label, at: Point(x: 2, y: 0)) }
      return
    }
    let (before, start) = prefix
    let after = suffix.text
    canvas.draw(before, at: .zero)
    let barWidth = max(0, canvas.size.width - start - suffix.width)
    let eighthsFilled = Int((clamped * Double(barWidth * 8)).rounded(.down))
    let full = eighthsFilled / 8
    let rest = eighthsFilled % 8
    var bar = String(repeating: "█", count: full)
    if rest > 0 && full < barWidth { bar.append(Self.eighths[rest - 1]) }
    canvas.draw(bar, at: Point(x: start, y: 0), style: barStyle)
    let used = DisplayWidth.of(bar)
    if used < barWidth {
      canvas.drawHorizontalLine(
        y: 0, from: start + used, to: start + barWidth, character: "░", style: theme.faint)
    }
    canvas.draw(after, at: Point(x: start + barWidth, y: 0))
  }
}
