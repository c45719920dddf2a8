import Foundation
import TermBridge

/// TermDemo's command line.
struct DemoArguments {
  enum Mode: String, CaseIterable {
    /// Declarative views with representables and hosted list cells (default).
    case declarative
    /// Widgets, delegates and target-action only.
    case imperative
    /// An imperative window hosting a declarative panel.
    case hosted
    /// The first demo: echoes decoded input events.
    case echo
  }

  var items = 10_000
  var notesPath: String?
  var mode = Mode.declarative
  var bench = false
  var benchEditor = false

  static let usage = """
    usage: TermDemo [--items N] [--notes PATH] [--mode declarative|imperative|hosted|echo]
           TermDemo --bench [--items N]      (headless benchmark; release build)
           TermDemo --bench-editor [MB]      (TermTextView on a large document)

      A search field filtering a list of N items (default 10,000), and a notes
      editor for the selected item, autosaved to PATH (default
      $XDG_DATA_HOME/termdemo/notes.json).
      Keys: type to search; Up/Down/PgUp/PgDn/Home/End move the selection;
      Tab switches search and editor; Ctrl-U clears the search; F1 help;
      Ctrl-Z suspends; Ctrl-Q quits.
    """

  /// Parses `arguments`; prints a clear error and exits 2 on bad input.
  static func parse(_ arguments: [String]) -> DemoArguments {
    var result = DemoArguments()
    var rest = arguments[...]
    func fail(_ message: String) -> Never {
      FileHandle.standardError.write(Data("TermDemo: \(message)\n\(usage)\n".utf8))
      exit(2)
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--items":
        guard let value = rest.popFirst(), let count = Int(value), count >= 0, count <= 10_000_000 else {
          fail("--items needs a number from 0 to 10000000")
        }
        result.items = count
      case "--notes":
        guard let path = rest.popFirst(), !path.isEmpty else { fail("--notes needs a file path") }
        result.notesPath = path
      case "--mode":
        guard let value = rest.popFirst(), let mode = Mode(rawValue: value) else {
          fail("--mode needs one of: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        result.mode = mode
      case "--bench":
        result.bench = true
      case "--bench-editor":
        result.benchEditor = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        if result.benchEditor, Double(argument) != nil {
          rest.insert(argument, at: rest.startIndex)
          return result
        }
        fail("unknown argument '\(argument)'")
      }
    }
    return result
  }

  var notesURL: URL {
    notesPath.map { URL(fileURLWithPath: $0) } ?? NotesStore.defaultURL
  }
}
