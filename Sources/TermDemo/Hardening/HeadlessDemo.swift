import Glibc
import TermBridgeCore
import TermBridgeTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A small seeded random number generator (SplitMix64), so every hardening
/// run can be replayed from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `chance` (0...1).
  mutating func chance(_ chance: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < chance
  }
}

/// A failed hardening check: what was wrong, with the seed to replay it.
struct HardeningFailure: Error, CustomStringConvertible {
  var seed: UInt64
  var problems: [String]

  var description: String {
    "seed \(seed): " + problems.joined(separator: "; ")
  }
}

/// The declarative demo on a headless screen, as `TermDemo --bench` runs
/// it, with the checks the hardening runs share: the widgets agree with the
/// model, text cursors sit on grapheme boundaries, and a full repaint shows
/// what the incremental frames showed.
@MainActor
final class HeadlessDemo {
  let screen: TermScreen
  let app: TermApplication
  let model: DemoModel

  /// Opens a headless screen of `size` (only one can be open at a time:
  /// ``close()`` it before making another) showing `model`.
  init(model: DemoModel, size: Size) throws {
    screen = try TermScreen.headless(width: size.width, height: size.height)
    app = TermApplication(screen: screen)
    self.model = model
    let window = TermWindow()
    window.rootViewController = TermHostingController(rootView: DemoScreen(model: model))
    window.makeKeyAndVisible(in: app)
    app.render()
  }

  /// A demo over a fresh model of `items` items with no notes file.
  convenience init(items: Int, size: Size) throws {
    try self.init(model: DemoModel(itemCount: items, store: nil), size: size)
  }

  /// Closes the screen. The app must not be used afterwards.
  func close() { screen.close() }

  /// The screen as the terminal shows it after the last frame.
  var snapshot: String { ScreenSnapshot(screen).text }

  // MARK: The view tree

  /// Every view in every window, depth first.
  var allViews: [TermView] {
    var result: [TermView] = []
    func visit(_ view: TermView) {
      result.append(view)
      for subview in view.subviews { visit(subview) }
    }
    for window in app.windows { visit(window) }
    return result
  }

  /// The demo's search field, from the main window's tree.
  var searchBar: TermSearchBar? { mainWindowViews.lazy.compactMap { $0 as? TermSearchBar }.first }

  /// The demo's notes editor, from the main window's tree.
  var editor: TermTextView? { mainWindowViews.lazy.compactMap { $0 as? TermTextView }.first }

  private var mainWindowViews: [TermView] {
    guard let main = app.windows.first else { return [] }
    var result: [TermView] = []
    func visit(_ view: TermView) {
      result.append(view)
      for subview in view.subviews { visit(subview) }
    }
    visit(main)
    return result
  }

  // MARK: Checks

  /// What disagrees between the widgets and the model, or is out of place;
  /// empty when all is well. Costs in proportion to the texts' lengths.
  func consistencyProblems() -> [String] {
    var problems: [String] = []
    if let bar = searchBar {
      // Byte for byte: the controls keep text exactly as typed.
      if !bar.text.utf8.elementsEqual(model.query.utf8) {
        problems.append(
          "search field shows \(Self.quoted(bar.text)) but the query is \(Self.quoted(model.query))")
      }
      let field = bar.searchTextField
      if !Self.isGraphemeBoundary(field.cursorIndex, in: field.text) {
        problems.append("search field cursor is inside a grapheme of \(Self.quoted(field.text))")
      }
    } else {
      problems.append("no TermSearchBar in the view tree")
    }
    if let editor {
      if !editor.text.utf8.elementsEqual(model.noteText.utf8) {
        problems.append(
          "editor shows \(Self.quoted(editor.text)) but the note is \(Self.quoted(model.noteText))")
      }
      let position = editor.insertionPosition
      if position.line < 0 || position.line >= editor.lineCount {
        problems.append("editor cursor \(position) is past line \(editor.lineCount - 1)")
      } else {
        let line = editor.line(at: position.line)
        if position.column < 0 || position.column > line.utf8.count {
          problems.append("editor cursor \(position) is past the end of its line")
        } else if !Self.isGraphemeBoundary(
          line.utf8.index(line.utf8.startIndex, offsetBy: position.column), in: line)
        {
          problems.append("editor cursor \(position) is inside a grapheme of \(Self.quoted(line))")
        }
      }
    } else {
      problems.append("no TermTextView in the view tree")
    }
    if !model.showsHelp, let responder = app.windows.first?.firstResponder {
      let shown: DemoFocus? =
        searchBar.map { responder.isDescendant(of: $0) } == true
        ? .search : editor.map { responder === $0 } == true ? .editor : nil
      if shown != model.focus {
        problems.append("the status bar says \(model.focus) but keys go to \(type(of: responder))")
      }
    }
    if let selected = model.selectedItem, !model.matches.isEmpty,
      selected < 0 || selected >= model.catalog.count
    {
      problems.append("selected item \(selected) is not in the catalog")
    }
    return problems
  }

  /// Repaints everything from scratch and returns the first difference
  /// from the screen the incremental frames left, or nil when they agree:
  /// a stale cell anywhere shows up here.
  func repaintDifference() -> String? {
    app.render()
    let incremental = snapshot
    app.screenDidResize()
    app.render()
    let full = snapshot
    if incremental != full, ProcessInfo.processInfo.environment["HARDENING_DEBUG"] != nil {
      print("incremental:\n\(incremental)\nfull repaint:\n\(full)\nquery \(Self.quoted(model.query))")
    }
    return Self.firstDifference(incremental, full)
  }

  /// The first line where `a` and `b` differ, as "line N: a | b".
  static func firstDifference(_ a: String, _ b: String) -> String? {
    guard a != b else { return nil }
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? String(left[index]) : "(none)"
      let r = index < right.count ? String(right[index]) : "(none)"
      if l != r { return "line \(index + 1):\n  \(l)\n  \(r)" }
    }
    return "same lines, different bytes"
  }

  /// Whether `index` is between two `Character`s of `text` (or at an end),
  /// checked by walking the text's graphemes from the start: independent of
  /// how the widgets round.
  static func isGraphemeBoundary(_ index: String.Index, in text: String) -> Bool {
    let target = text.utf8.distance(from: text.utf8.startIndex, to: index)
    if target <= 0 || target >= text.utf8.count { return target == 0 || target == text.utf8.count }
    var i = text.startIndex
    while i < text.endIndex {
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: i)
      if offset >= target { return offset == target }
      i = text.index(after: i)
    }
    return false
  }

  /// `text` escaped and shortened for a message.
  static func quoted(_ text: String, limit: Int = 80) -> String {
    let escaped = text.unicodeScalars.map { scalar -> String in
      scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    let count = escaped.count
    return count <= limit
      ? "\"\(escaped)\""
      : "\"\(escaped.prefix(limit / 2))…\(escaped.suffix(limit / 2))\" (\(text.utf8.count) bytes)"
  }

  // MARK: Memory

  /// A line of /proc/self/status in KiB (`VmRSS`, `VmHWM`), 0 if unknown.
  static func kilobytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
  }
}
