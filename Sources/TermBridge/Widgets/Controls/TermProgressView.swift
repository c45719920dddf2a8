import TermBridgeTerminal

/// Shows progress, like `UIProgressView`/`UIActivityIndicatorView`: a
/// determinate bar with eighth-cell precision, or a spinner that animates
/// while the view is in a window.
@MainActor
open class TermProgressView: TermView {
  /// 0...1; values outside are clamped.
  open var progress: Double = 0 {
    didSet { if progress != oldValue { setNeedsDisplay() } }
  }
  /// Shows a spinner instead of a bar.
  open var isIndeterminate = false {
    didSet {
      guard isIndeterminate != oldValue else { return }
      updateAnimation()
      setNeedsDisplay()
    }
  }
  /// Shown after the bar or spinner.
  open var label: String = "" {
    didSet { if label != oldValue { setNeedsDisplay() } }
  }
  open var barStyle = TermStyle(foreground: .cyan)

  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  /// The spinner's current frame (advanced by a timer while on screen).
  public private(set) var spinnerFrame = 0
  private var timer: TermTimer?

  public init(progress: Double = 0) {
    self.progress = progress
    super.init(frame: .zero)
  }

  open override var intrinsicContentSize: Size? {
    Size(width: isIndeterminate ? 2 + DisplayWidth.of(label) : 20, height: 1)
  }

  open override func didMoveToWindow() { updateAnimation() }

  private func updateAnimation() {
    let animate = isIndeterminate && window != nil
    if animate && timer == nil {
      timer = TermTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
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

  open override func draw(in canvas: TermCanvas) {
    if isIndeterminate {
      canvas.draw(Self.spinnerFrames[spinnerFrame], at: .zero, style: barStyle)
      if !label.isEmpty { canvas.draw(label, at: Point(x: 2, y: 0)) }
      return
    }
    let value = min(1, max(0, progress.isNaN ? 0 : progress))
    let percent = "\(Int((value * 100).rounded()))%"
    let suffix = label.isEmpty ? " " + percent : " " + percent + " " + label
    let barWidth = max(0, canvas.size.width - DisplayWidth.of(suffix))
    let eighthsFilled = Int((value * Double(barWidth * 8)).rounded(.down))
    let full = eighthsFilled / 8
    let rest = eighthsFilled % 8
    var bar = String(repeating: "█", count: full)
    if rest > 0 && full < barWidth { bar.append(Self.eighths[rest - 1]) }
    canvas.draw(bar, at: .zero, style: barStyle)
    let used = DisplayWidth.of(bar)
    if used < barWidth {
      canvas.drawHorizontalLine(y: 0, from: used, to: barWidth, character: "░", style: .attributes(.dim))
    }
    canvas.draw(suffix, at: Point(x: barWidth, y: 0))
  }
}
