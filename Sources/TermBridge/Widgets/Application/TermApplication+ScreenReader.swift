import TermBridgeTerminal

// The screen-reader mode (`TermApplication.isScreenReaderModeEnabled`).
//
// A terminal screen reader (yasr, Fenrir, Speakup, or a desktop reader
// such as Orca reading the terminal emulator) speaks the text that
// appears and the line the cursor moves to. So, in this mode:
// - each frame finds the focused accessibility element (the one holding
//   the first responder, or the current row of a focused list);
// - when it is another element than before, or says something else (its
//   value changed), its one-line description ("Volume, slider, 40
//   percent") is written on the screen's last row, a status line over
//   the windows, and kept in `accessibilityAnnouncements`;
// - the terminal cursor is shown on the focused control: at the caret of
//   a field, an editor or a date picker's field, else at the first cell
//   of the control's label (not on a switch's knob or a slider's thumb);
// - box drawing is drawn as ASCII (`TermScreen.usesPlainLineDrawing`).
// No escape sequence is sent for announcements: no terminal or terminal
// screen reader defines one for speech (OSC 9, 99 and 777 make desktop
// notifications), so the status line is the one channel every reader has.

/// The status line of the screen-reader mode: a one-row surface on top of
/// the windows, on the screen's last row.
@MainActor
final class ScreenReaderStatus {
  let surface: ScreenSurface
  /// The element announced last, and what was said.
  var element: ObjectIdentifier?
  var line: String?
  /// An announcement shown until focus moves or the focused element
  /// says something else (``TermApplication/announce(_:)``).
  var announcement: String?
  /// What the status line shows now.
  var drawn: String?

  init(screen: TermScreen) {
    surface = screen.makeWindow(frame: ScreenReaderStatus.frame(on: screen))
  }

  static func frame(on screen: TermScreen) -> Rect {
    Rect(x: 0, y: max(0, screen.size.height - 1), width: screen.size.width, height: 1)
  }

  func screenDidResize(_ screen: TermScreen) {
    surface.setFrame(ScreenReaderStatus.frame(on: screen))
    surface.screenDidResize()
    drawn = nil
  }

  /// Shows `text` on the status line (drawn again only when it changed).
  func show(_ text: String) {
    surface.bringToFront()
    guard drawn != text else { return }
    drawn = text
    let canvas = TermCanvas(surface: surface)
    canvas.clear()
    canvas.draw(text, at: .zero)
    // The whole line, not only the cells that differ ("ff" of "on" to
    // "off"): a reader speaks what is written.
    surface.resendAll()
  }
}

extension TermApplication {
  /// Says `text` to a screen reader, like UIKit's
  /// `UIAccessibility.post(notification: .announcement, argument:)`: in
  /// screen-reader mode it is written on the status line (until focus
  /// moves or the focused element changes) and added to
  /// ``accessibilityAnnouncements``; otherwise nothing happens.
  public func announce(_ text: String) {
    guard isScreenReaderModeEnabled, let status = screenReaderStatus, !text.isEmpty else { return }
    accessibilityAnnouncements.append(text)
    if accessibilityAnnouncements.count > 200 { accessibilityAnnouncements.removeFirst(50) }
    status.announcement = text
    setNeedsFrame()
  }

  /// Whether the environment asks for the screen-reader mode:
  /// `TERMBRIDGE_SCREEN_READER` is set to anything but "", "0" or "no".
  public static var screenReaderRequestedByEnvironment: Bool {
    guard let raw = EnvironmentVariables.process["TERMBRIDGE_SCREEN_READER"] else { return false }
    let value = raw.lowercased()
    return !["", "0", "no", "false", "off"].contains(value)
  }

  func screenReaderModeDidChange() {
    screen.usesPlainLineDrawing = isScreenReaderModeEnabled
    if isScreenReaderModeEnabled {
      if screenReaderStatus == nil { screenReaderStatus = ScreenReaderStatus(screen: screen) }
    } else if let status = screenReaderStatus {
      status.surface.close()
      screen.forget(status.surface)
      screenReaderStatus = nil
    }
    for window in windows { window.setNeedsDisplayRecursively() }
    setNeedsFrame()
  }

  /// The element that has the keyboard focus in the key window: the
  /// deepest focused element of the tree, nil when nothing is focused.
  public var focusedAccessibilityElement: TermAccessibilityElement? {
    guard let window = keyWindow, let responder = window.firstResponder else { return nil }
    // The nearest view up from the responder that the tree reads as an element.
    var view: TermView = responder
    while !view.isAccessibilityElement && view.accessibility.grouping == nil, let parent = view.superview {
      view = parent
    }
    let candidates =
      view.accessibility.grouping != nil
      ? (view.superview?.accessibilityElementsOfSubviews ?? view.accessibilityElements)
      : view.accessibilityElements
    guard var element = candidates.first(where: { $0.isFocused }) ?? candidates.first else { return nil }
    while let child = element.children.first(where: { $0.isFocused }) { element = child }
    return element
  }

  /// Announces a change of the focused element and returns where the
  /// cursor goes: the responder's caret, else the element's label.
  func updateScreenReader(_ status: ScreenReaderStatus) -> Point? {
    let focused = focusedAccessibilityElement
    let identity = focused?.view.map(ObjectIdentifier.init)
    let line = focused?.spokenDescription
    if let line, !line.isEmpty, line != status.line || identity != status.element {
      accessibilityAnnouncements.append(line)
      if accessibilityAnnouncements.count > 200 { accessibilityAnnouncements.removeFirst(50) }
      status.announcement = nil
    }
    status.element = identity
    status.line = line
    status.show(status.announcement ?? line ?? "")
    // Where text is edited the caret is the place; elsewhere the label.
    let editing: Set<TermAccessibilityRole> = [.textField, .searchField, .textEditor, .datePicker]
    if focused.map({ editing.contains($0.role) }) ?? true, let caret = keyWindow?.cursorScreenPosition() {
      return caret
    }
    guard let focused else { return nil }
    let origin = focused.view?.accessibilityLabelOrigin ?? .zero
    let point = focused.frame.origin + origin
    return screen.bounds.contains(point) ? point : focused.frame.origin
  }
}
