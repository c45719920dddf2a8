import TermBridgeTerminal

/// A colour picker, like `UIColorPickerViewController`: a palette of the
/// terminal's colours (``TermColorPaletteView``), a hex field that takes
/// `#RRGGBB`, `#RGB` or `R, G, B`, and with ``supportsAlpha`` an opacity
/// field in percent. Tab moves between them; Enter on a swatch or in a
/// field chooses and closes; Esc or a click outside closes without
/// choosing. ``onColorChange`` hears each choice. A ``TermColorWell``
/// presents one as a popover.
@MainActor
open class TermColorPickerViewController: TermViewController {
  /// The colour shown as chosen, and the one chosen after a pick.
  open var selectedColor: TermColor = .default
  /// Whether the opacity field is shown.
  open var supportsAlpha = false
  /// The opacity, 0–1, the opacity field edits.
  open var alpha = 1.0
  /// How many palette colours are offered: 16, or 256.
  open var colorCount = 16
  /// Called with the colour and opacity after each choice the user makes.
  open var onColorChange: (@MainActor (TermColor, Double) -> Void)?
  /// Called once the picker has closed.
  open var onDismiss: (@MainActor () -> Void)?

  /// The palette grid.
  public private(set) lazy var paletteView = TermColorPaletteView(colorCount: colorCount)
  /// The hex field.
  public let hexField = TermTextField(placeholder: "#RRGGBB")
  /// The opacity field (shown with ``supportsAlpha``).
  public let opacityField = TermTextField(placeholder: "100")

  /// A picker showing `color` as chosen.
  public init(selectedColor: TermColor = .default, supportsAlpha: Bool = false) {
    self.selectedColor = selectedColor
    self.supportsAlpha = supportsAlpha
    super.init()
    modalPresentationStyle = .popover
  }

  /// The palette's size, the field rows under it.
  open override var preferredContentSize: Size {
    get {
      let palette = TermColorPaletteView(colorCount: colorCount).intrinsicContentSize ?? .zero
      return Size(width: max(palette.width, 22), height: palette.height + (supportsAlpha ? 3 : 2))
    }
    set {}
  }

  open override func loadView() {
    let root = ColorPickerRootView(controller: self)
    paletteView.colorCount = colorCount
    if let rgb = TermRGB(selectedColor) {
      paletteView.moveCursor(toNearest: rgb)
      hexField.text = rgb.hexString
    }
    opacityField.text = String(Int((alpha * 100).rounded()))
    opacityField.isHidden = !supportsAlpha
    paletteView.onPick = { [weak self] index in self?.choose(.indexed(index), close: true) }
    hexField.onReturn = { [weak self] field in
      guard let self, let rgb = TermRGB(parsing: field.text) else { return }
      self.choose(.rgb(rgb.red, rgb.green, rgb.blue), close: true)
    }
    opacityField.onReturn = { [weak self] field in
      guard let self, let percent = Double(field.text.trimmingSpaces.replacing("%", with: "")) else { return }
      self.alpha = min(max(percent, 0), 100) / 100
      self.choose(self.selectedColor, close: true)
    }
    for subview in [paletteView, hexField, opacityField] as [TermView] { root.addSubview(subview) }
    view = root
  }

  open override func viewDidAppear() { _ = paletteView.becomeFirstResponder() }

  /// Takes `color` as the choice, reports it, and closes when asked.
  public func choose(_ color: TermColor, close: Bool) {
    selectedColor = color
    if let rgb = TermRGB(color) { hexField.text = rgb.hexString }
    onColorChange?(color, alpha)
    if close { self.close() }
  }

  /// Closes the picker.
  public func close() {
    dismiss()
    onDismiss?()
  }

  public override func mouseEventOutsideView(_ event: MouseEvent) {
    if case .press = event.kind { close() }
  }
}

/// The picker's view: the palette, then the labelled fields; Esc closes.
@MainActor
private final class ColorPickerRootView: TermView {
  weak var controller: TermColorPickerViewController?

  init(controller: TermColorPickerViewController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    guard let controller else { return }
    let palette = controller.paletteView.intrinsicContentSize ?? .zero
    controller.paletteView.frame = Rect(origin: .zero, size: palette)
    let width = max(1, bounds.size.width - 9)
    controller.hexField.frame = Rect(x: 9, y: palette.height + 1, width: width, height: 1)
    controller.opacityField.frame = Rect(x: 9, y: palette.height + 2, width: width, height: 1)
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event.key == .escape && event.modifiers.isEmpty {
      controller?.close()
      return true
    }
    return super.keyDown(event)
  }

  override func draw(in canvas: TermCanvas) {
    guard let controller else { return }
    let top = (controller.paletteView.intrinsicContentSize ?? .zero).height + 1
    canvas.draw("Hex", at: Point(x: 0, y: top), style: .attributes(.dim))
    if controller.supportsAlpha {
      canvas.draw("Opacity%", at: Point(x: 0, y: top + 1), style: .attributes(.dim))
    }
  }
}
