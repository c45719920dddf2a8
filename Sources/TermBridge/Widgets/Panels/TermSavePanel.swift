import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A sheet that asks where to save a file, like AppKit's `NSSavePanel`:
///
/// ```
/// ╭ Export ───────────────────────────────╮
/// │ /home/me/gardens/                     │
/// │ Name Garden.csv                       │
/// │ ../                                   │
/// │ 2021/                                 │
/// │ Roses.csv                             │
/// │ (status)           [ Cancel ] [ Save ]│
/// ╰───────────────────────────────────────╯
/// ```
///
/// The name field is at the top, as in AppKit's panel, and has the keys
/// first: type a name, a path relative to the folder shown, an absolute
/// path or one from `~`; Tab completes the last component from the
/// folder's entries, and moves on when nothing completes: to the list,
/// then Cancel, then Save (the order they are on screen). The list shows the folder's folders and the files of the
/// allowed extensions: Enter on a folder (or a typed folder path) goes in,
/// Backspace goes up, Enter on a file takes its name. Save (or Enter in
/// the field) accepts: a name without an allowed extension gains the first
/// one; an existing file is replaced only after a second Save. Esc or
/// Cancel closes the sheet. The completion handler gets `.OK` with
/// ``url`` set, or `.cancel`.
@MainActor
open class TermSavePanel: TermViewController {
  /// How the user closed the panel, like `NSApplication.ModalResponse`.
  public enum Response: Sendable, Equatable {
    /// Save (or Open) was chosen: ``url`` is the file.
    case OK
    /// The user cancelled.
    case cancel
  }

  /// The folder the list shows and names are relative to.
  open var directoryURL: URL {
    didSet { if isViewLoaded { reloadEntries() } }
  }
  /// The text of the name field.
  open var nameFieldStringValue: String {
    get { nameField.text }
    set { nameField.text = newValue }
  }
  /// The extensions files may have (without the dot); nil allows any.
  /// The list shows only such files, and a name without one gains the first.
  open var allowedFileExtensions: [String]?
  /// The title of the accepting button.
  open var prompt = "Save"
  /// The label of the name field.
  open var nameFieldLabel = "Name"
  /// The chosen file, once accepted.
  open internal(set) var url: URL?

  let nameField = PathField()
  let browser = TermFileBrowserView()
  private let folderLabel = TermLabel()
  private let nameLabel = TermLabel()
  let statusLabel = TermLabel()
  private let cancelButton = TermButton(title: "Cancel")
  private let acceptButton = TermButton(title: "Save")
  /// Called once when the panel closes (what `begin…` sets).
  open var completionHandler: ((Response) -> Void)?
  /// The file a first Save found existing; a second Save replaces it.
  private var confirmedReplacement: URL?

  /// A panel over the current folder.
  public override init() {
    directoryURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    super.init()
    title = "Save"
    modalPresentationStyle = .sheet
  }

  /// Presents the panel as a sheet over `window`'s top-most controller,
  /// like `beginSheetModal(for:completionHandler:)`.
  open func beginSheetModal(for window: TermWindow, completionHandler: @escaping (Response) -> Void) {
    guard var presenter = window.rootViewController else { return }
    while let next = presenter.presentedViewController { presenter = next }
    self.completionHandler = completionHandler
    presenter.present(self)
  }

  /// Presents the panel from `controller`, calling `completionHandler` when
  /// it closes.
  open func begin(from controller: TermViewController, completionHandler: @escaping (Response) -> Void) {
    self.completionHandler = completionHandler
    controller.present(self)
  }

  open override func viewDidLoad() {
    folderLabel.style = .attributes(.dim)
    nameLabel.text = nameFieldLabel
    statusLabel.style = TermStyle(foreground: .yellow)
    nameField.backgroundStyle = .attributes(.underline)
    nameField.onReturn = { [weak self] _ in self?.accept() }
    nameField.complete = { [weak self] text in
      guard let self else { return nil }
      return TermFileEntry.complete(text, in: directoryURL)
    }
    nameField.onChange = { [weak self] _ in self?.confirmedReplacement = nil }
    browser.onOpen = { [weak self] entry in self?.open(entry) }
    browser.onParent = { [weak self] in self?.goTo(name: "..") }
    browser.onMove = { [weak self] entry in self?.browserMoved(to: entry) }
    acceptButton.title = prompt
    cancelButton.onPress = { [weak self] in self?.finish(.cancel) }
    acceptButton.onPress = { [weak self] in self?.accept() }
    // Tab follows the layout (see `layout(in:)`): the field, the list,
    // Cancel, Save.
    for subview: TermView in [
      folderLabel, nameLabel, nameField, browser, statusLabel, cancelButton, acceptButton,
    ] {
      view.addSubview(subview)
    }
    reloadEntries()
  }

  open override func viewDidAppear() { nameField.becomeFirstResponder() }

  open override var preferredContentSize: Size {
    get { Size(width: 56, height: 16) }
    set {}
  }

  /// Whether a file named `name` is listed.
  func accepts(fileNamed name: String) -> Bool {
    guard let allowed = allowedFileExtensions, !allowed.isEmpty else { return true }
    let ext = URL(fileURLWithPath: name).pathExtension.lowercased()
    return allowed.contains { $0.lowercased() == ext }
  }

  func reloadEntries() {
    folderLabel.text = directoryURL.path.hasSuffix("/") ? directoryURL.path : directoryURL.path + "/"
    browser.entries = TermFileEntry.entries(of: directoryURL) { [weak self] in
      self?.accepts(fileNamed: $0) ?? true
    }
  }

  /// The current entry changed: a save panel leaves the name as typed.
  func browserMoved(to entry: TermFileEntry) {}

  /// Opens `entry`: a folder is gone into; a file's name is taken.
  func open(_ entry: TermFileEntry) {
    if entry.isDirectory {
      goTo(name: entry.name)
    } else {
      nameField.text = entry.name
      nameField.becomeFirstResponder()
    }
  }

  func goTo(name: String) {
    directoryURL = TermFileEntry.resolve(name + "/", in: directoryURL)
    statusLabel.text = ""
  }

  /// Takes the name field: a folder is gone into, else the file is chosen.
  func accept() {
    let typed = nameField.text.trimmedOfSpaces
    guard !typed.isEmpty else {
      statusLabel.text = "Type a file name"
      return
    }
    var target = TermFileEntry.resolve(typed, in: directoryURL)
    var isDirectory = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory {
      directoryURL = target
      nameField.text = ""
      return
    }
    if let allowed = allowedFileExtensions, let first = allowed.first,
      !accepts(fileNamed: target.lastPathComponent)
    {
      target = target.appendingPathExtension(first)
    }
    acceptFile(target)
  }

  /// Accepts `target`, asking once before replacing a file.
  func acceptFile(_ target: URL) {
    let folder = target.deletingLastPathComponent().path
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory else {
      statusLabel.text = "No folder \(folder)"
      return
    }
    if FileManager.default.fileExists(atPath: target.path), confirmedReplacement != target {
      confirmedReplacement = target
      statusLabel.text = "\(target.lastPathComponent) exists: \(prompt) again to replace it"
      return
    }
    url = target
    finish(.OK)
  }

  func finish(_ response: Response) {
    let completion = completionHandler
    completionHandler = nil
    dismiss { completion?(response) }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape) {
      finish(.cancel)
      return true
    }
    return super.keyDown(event)
  }

  /// Lays out the folder, the name field, the list, the status and the
  /// buttons.
  open override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    // Top to bottom as Tab visits them: the folder, the name field, the
    // list, then the status and the buttons.
    let width = bounds.width
    let buttonsY = max(0, bounds.height - 1)
    let nameY = min(1, buttonsY)
    folderLabel.frame = Rect(x: 0, y: 0, width: width, height: 1)
    browser.frame = Rect(x: 0, y: nameY + 1, width: width, height: max(0, buttonsY - nameY - 1))
    let labelWidth = DisplayWidth.of(nameFieldLabel)
    nameLabel.frame = Rect(x: 0, y: nameY, width: labelWidth, height: 1)
    nameField.frame = Rect(x: labelWidth + 1, y: nameY, width: max(0, width - labelWidth - 1), height: 1)
    let buttonsX = TermButton.layOutRow([cancelButton, acceptButton], y: buttonsY, endingAt: width)
    statusLabel.frame = Rect(x: 0, y: buttonsY, width: max(0, buttonsX - 1), height: 1)
  }
}

/// A panel's name field: Tab completes the path typed, and moves focus on
/// only when nothing completes.
@MainActor
final class PathField: TermTextField {
  var complete: ((String) -> String?)?

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.tab), let completed = complete?(text) {
      text = completed
      onChange?(self)
      return true
    }
    return super.keyDown(event)
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmedOfSpaces: String {
    var characters = Substring(self)
    while characters.first == " " { characters.removeFirst() }
    while characters.last == " " { characters.removeLast() }
    return String(characters)
  }
}
