internal import CNcurses
import Glibc

/// OSC 8 hyperlinks around ncurses, which owns the screen and escapes
/// every control byte it is given. Links are kept beside the windows'
/// cells (``CursesWindow/hyperlinks``); after each `doupdate` (inside the
/// frame's synchronized-output markers), the cells of each link are written
/// again, the same text in the same style, between OSC 8 markers, framed by
/// DECSC / DECRC so the cursor and rendition are what ncurses believes. The
/// escape bytes never take a cell, and the cells read back the same.
///
/// They are sent again only when a link appears, moves or changes, or when
/// ncurses rewrote one of its cells this frame (which ends the link there
/// in the terminal).
extension TermScreen {
  /// Whether this frame's `doupdate` will rewrite a cell of a link (run
  /// after `update_panels`, before `doupdate`).
  func hyperlinkCellsWillChange() -> Bool {
    if hyperlinksNeedResend { return true }
    guard let next = tb_newscr(), let shown = tb_curscr() else { return true }
    for case let window? in windows.values.map(\.window) where !window.isHidden {
      for run in window.hyperlinks {
        let y = window.frame.minY + run.y
        guard y >= 0, y < size.height else { continue }
        for x in run.minX..<run.maxX where (0..<size.width).contains(window.frame.minX + x) {
          let sx = Int32(window.frame.minX + x)
          if tb_same_cell(next, Int32(y), sx, shown, Int32(y), sx) == 0 { return true }
        }
      }
    }
    return false
  }

  /// Writes the visible links after `doupdate`, when anything about them changed.
  func sendHyperlinks(force: Bool) {
    hyperlinksNeedResend = false
    let segments = visibleHyperlinkSegments()
    guard force || segments != lastHyperlinkOutput else { return }
    lastHyperlinkOutput = segments
    guard !segments.isEmpty else { return }
    tb_flush()
    let bytes = "\u{1B}7" + segments.joined() + "\u{1B}8"
    var remaining = Array(bytes.utf8)[...]
    guard let output = curses?.output else { return }
    let fd = fileno(output)
    while !remaining.isEmpty {
      let n = remaining.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        remaining = remaining.dropFirst(n)
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Each link's on-screen cells (those no window above covers) as the
  /// bytes that write them again inside OSC 8: cursor position, the link,
  /// each cell's rendition and text, the end of the link.
  private func visibleHyperlinkSegments() -> [String] {
    var segments: [String] = []
    var rows: [Int: [ScreenCell]] = [:]
    guard let shown = tb_curscr() else { return [] }
    for case let window? in windows.values.map(\.window) where !window.isHidden {
      guard let surface = window.window else { continue }
      let offset = Point(
        x: window.frame.minX - window.visibleFrame.minX, y: window.frame.minY - window.visibleFrame.minY)
      for run in window.hyperlinks.sorted(by: { ($0.y, $0.minX) < ($1.y, $1.minX) }) {
        let y = window.frame.minY + run.y
        guard y >= 0, y < size.height else { continue }
        let cells = rows[y] ?? cells(inRow: y)
        rows[y] = cells
        var text = ""
        var start: Int?
        var lastStyle: TermStyle?
        func close() {
          guard let first = start else { return }
          segments.append(
            "\u{1B}[\(y + 1);\(first + 1)H\u{1B}]8;;\(TermScreen.sanitized(run.url))\u{1B}\\" + text
              + "\u{1B}]8;;\u{1B}\\")
          text = ""
          start = nil
          lastStyle = nil
        }
        for x in run.minX..<run.maxX {
          let sx = window.frame.minX + x
          guard sx >= 0, sx < size.width else { continue }
          // A cell another window covers is not this link's.
          let covered =
            tb_same_cell(surface, Int32(run.y + offset.y), Int32(x + offset.x), shown, Int32(y), Int32(sx))
            == 0
          let cell = cells[sx]
          if covered {
            close()
            continue
          }
          if cell.width == 0 { continue }
          if start == nil { start = sx }
          if cell.style != lastStyle {
            text += TermScreen.selectGraphicRendition(cell.style)
            lastStyle = cell.style
          }
          text += cell.text.isEmpty ? " " : cell.text
        }
        close()
      }
    }
    return segments
  }

  /// A URL without control bytes, which would end the OSC early.
  static func sanitized(_ url: String) -> String {
    String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
  }

  /// SGR for a style read back from the screen: a reset, then its
  /// attributes and colours.
  static func selectGraphicRendition(_ style: TermStyle) -> String {
    var parameters = ["0"]
    let table: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.blink, "5"), (.reverse, "7"),
    ]
    for (attribute, code) in table where style.attributes.contains(attribute) { parameters.append(code) }
    if let foreground = colorParameter(style.foreground, base: 30) { parameters.append(foreground) }
    if let background = colorParameter(style.background, base: 40) { parameters.append(background) }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  private static func colorParameter(_ color: TermColor, base: Int) -> String? {
    switch color {
    case .default: return nil
    case .indexed(let n) where n < 8: return "\(base + Int(n))"
    case .indexed(let n) where n < 16: return "\(base + 60 + Int(n) - 8)"
    case .indexed(let n): return "\(base + 8);5;\(n)"
    case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
    }
  }
}
