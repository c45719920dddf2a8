/// An in-memory screen: windows are ``CellBuffer``s, each frame composes
/// them bottom to top (as ncurses panels are) into the cells read back.
extension TermScreen {
  /// A screen held in memory, for tests of views, layout and drawing: no
  /// terminal, no ncurses, no bytes written, and no process-global state, so
  /// any number can be open at once (tests using them run in parallel).
  ///
  /// It draws and reads back the same cells a headless ncurses screen
  /// (``headless(width:height:noColor:)``) does, with the colours of
  /// `xterm-256color`; use a headless screen to test what ncurses itself
  /// does (the bytes it sends, colour pairs, a real terminal's screen).
  public static func inMemory(width: Int, height: Int, noColor: Bool = false) -> TermScreen {
    TermScreen(inMemorySize: Size(width: width, height: height), noColor: noColor)
  }

  /// Opens an in-memory screen, runs `body` with it and closes it, however
  /// `body` ends.
  public static func withInMemory<R>(
    width: Int, height: Int, noColor: Bool = false, _ body: (TermScreen) throws -> R
  ) rethrows -> R {
    let screen = inMemory(width: width, height: height, noColor: noColor)
    defer { screen.close() }
    return try body(screen)
  }

  /// A new in-memory window above the others.
  func makeMemoryWindow(frame: Rect) -> CellBuffer {
    let buffer = CellBuffer(screen: self, frame: frame)
    memory.windows.append(MemoryScreen.Entry(buffer: buffer))
    return buffer
  }

  /// Stops composing a closed in-memory window.
  func forgetMemoryWindow(_ buffer: CellBuffer) {
    memory.windows.removeAll { $0.buffer === buffer || $0.buffer == nil }
  }

  /// Puts an in-memory window above the others.
  func bringToFront(_ buffer: CellBuffer) {
    guard let index = memory.windows.firstIndex(where: { $0.buffer === buffer }) else { return }
    memory.windows.append(memory.windows.remove(at: index))
  }

  func closeMemoryWindows() {
    for entry in memory.windows { entry.buffer?.close() }
    memory.windows.removeAll()
  }

  /// Sets an in-memory screen's size; what was shown stays where it fits
  /// until the next frame, as ncurses keeps it.
  func resizeMemory(to newSize: Size) {
    var shown = Array(repeating: CellBuffer.Cell.blank, count: newSize.width * newSize.height)
    for y in 0..<min(size.height, newSize.height) {
      for x in 0..<min(size.width, newSize.width) {
        shown[y * newSize.width + x] = memory.shown[y * size.width + x]
      }
    }
    memory.shown = shown
    size = newSize
    for entry in memory.windows { entry.buffer?.screenDidResize() }
  }

  /// A frame on an in-memory screen: the windows composed, the cursor placed.
  func renderMemory() {
    var shown = Array(repeating: CellBuffer.Cell.blank, count: size.width * size.height)
    for entry in memory.windows {
      guard let buffer = entry.buffer, !buffer.isHidden, !buffer.isOffScreen, !buffer.isClosed else {
        continue
      }
      let area = buffer.visibleFrame.intersection(bounds)
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX {
          shown[y * size.width + x] = buffer.cell(
            x: x - buffer.visibleFrame.minX, y: y - buffer.visibleFrame.minY)
        }
      }
    }
    memory.shown = shown
    if let cursor = cursorPosition, bounds.contains(cursor) {
      renderedCursorPosition = cursor
    } else {
      renderedCursorPosition = nil
    }
    hyperlinksNeedResend = false
    frameCount += 1
  }

  /// The code points and style of a cell shown after the last frame.
  func memoryCell(at point: Point) -> ([UInt32], TermStyle) {
    let cell = memory.shown[point.y * size.width + point.x]
    return (cell.scalars, cell.style)
  }
}

/// An in-memory screen's windows and the cells they composed.
struct MemoryScreen {
  /// A window, held weakly (its ``TermWindow`` owns it).
  struct Entry {
    weak var buffer: CellBuffer?
  }

  /// The windows, bottom to top.
  var windows: [Entry] = []
  /// The cells shown after the last frame, row by row.
  var shown: [CellBuffer.Cell] = []
}
