import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A sheet that asks which file (or files) to open, like AppKit's
/// `NSOpenPanel`: a ``TermSavePanel`` whose accepted path must exist.
///
/// Moving through the list puts the current file's name in the field;
/// Enter on a file opens it. With ``allowsMultipleSelection``, Space marks
/// files in the list and Open takes the marked ones (or the named one).
/// The completion handler gets `.OK` with ``urls`` set, or `.cancel`.
@MainActor
open class TermOpenPanel: TermSavePanel {
  /// Whether several files may be chosen (Space marks them).
  open var allowsMultipleSelection = false
  /// Whether a folder may be chosen (Open on a typed folder path takes it).
  open var canChooseDirectories = false
  /// The chosen files, once accepted.
  open private(set) var urls: [URL] = []

  /// An open panel over the current folder.
  public override init() {
    super.init()
    title = "Open"
    prompt = "Open"
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    browser.allowsMarking = allowsMultipleSelection
  }

  override func browserMoved(to entry: TermFileEntry) {
    if !entry.isDirectory { nameField.text = entry.name }
  }

  override func open(_ entry: TermFileEntry) {
    if entry.isDirectory {
      goTo(name: entry.name)
    } else {
      nameField.text = entry.name
      accept()
    }
  }

  override func accept() {
    let marked = browser.markedEntries
    if allowsMultipleSelection, !marked.isEmpty {
      urls = marked.map { directoryURL.appendingPathComponent($0.name) }
      url = urls.first
      finish(.OK)
      return
    }
    let typed = nameField.text.trimmedOfSpaces
    guard !typed.isEmpty else {
      statusLabel.text = "Choose a file"
      return
    }
    let target = TermFileEntry.resolve(typed, in: directoryURL)
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
      statusLabel.text = "No file \(typed)"
      return
    }
    if isDirectory, !canChooseDirectories {
      directoryURL = target
      nameField.text = ""
      return
    }
    urls = [target]
    url = target
    finish(.OK)
  }
}
