import Observation
import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which pane has the keyboard.
enum DemoFocus: Hashable {
  case search, editor
}

/// The demo's state, shared by all its modes: the query and its matches,
/// the selection, and the notes (autosaved shortly after typing stops).
@Observable
@MainActor
final class DemoModel {
  let catalog: ItemCatalog
  @ObservationIgnored let store: NotesStore?
  @ObservationIgnored private var saveTimer: TermTimer?
  @ObservationIgnored private var unsaved = false
  @ObservationIgnored private var generation = 0
  /// False when the notes file could not be read nor moved aside: saving
  /// would overwrite what may still be recovered from it.
  @ObservationIgnored private var canSave = true
  /// Why the last save failed (nil after a save that worked).
  @ObservationIgnored private var lastSaveError: String?

  var query = "" {
    didSet { if query != oldValue { refilter(from: oldValue) } }
  }
  private(set) var matches: MatchList
  /// The selection, as a position in ``matches``.
  private(set) var selectedPosition = 0
  private(set) var notes: [Int: String]
  /// A message for the status bar (load or save problems).
  var statusMessage: String?
  var focus: DemoFocus = .search
  var showsHelp = false

  init(itemCount: Int, store: NotesStore?) {
    catalog = ItemCatalog(count: itemCount)
    self.store = store
    matches = .all(catalog.count, generation: 0)
    if let store {
      let loaded = store.load()
      notes = loaded.notes
      statusMessage = loaded.problem
      canSave = loaded.canSave
    } else {
      notes = [:]
    }
  }

  // MARK: Selection

  /// The selected item's index, nil when nothing matches.
  var selectedItem: Int? {
    let matches = self.matches  // one observed read, not three
    return matches.isEmpty ? nil : matches[min(selectedPosition, matches.count - 1)]
  }

  var selectedTitle: String { selectedItem.map(catalog.title) ?? "(no match)" }

  func moveSelection(by delta: Int) {
    guard !matches.isEmpty else { return }
    let target = max(0, min(matches.count - 1, selectedPosition + delta))
    if target != selectedPosition { selectedPosition = target }
  }

  func select(position: Int) {
    guard !matches.isEmpty else { return }
    let target = max(0, min(matches.count - 1, position))
    if target != selectedPosition { selectedPosition = target }
  }

  /// Selects the item with index `item` if it is among the matches.
  func select(item: Int) {
    if let position = position(of: item) { select(position: position) }
  }

  private func position(of item: Int) -> Int? {
    if let indices = matches.indices32 {
      // Matches are in ascending item order.
      var low = 0
      var high = indices.count - 1
      while low <= high {
        let mid = (low + high) / 2
        if Int(indices[mid]) == item { return mid }
        if Int(indices[mid]) < item { low = mid + 1 } else { high = mid - 1 }
      }
      return nil
    }
    return item < matches.count ? item : nil
  }

  // MARK: Search

  private func refilter(from oldQuery: String) {
    generation += 1
    if query.isEmpty {
      matches = .all(catalog.count, generation: generation)
    } else if !oldQuery.isEmpty, query.lowercased().contains(oldQuery.lowercased()) {
      // A longer query only narrows: search the previous matches alone.
      matches = .subset(catalog.search(query, among: matches.indices32), generation: generation)
    } else {
      matches = .subset(catalog.search(query), generation: generation)
    }
    selectedPosition = 0
  }

  // MARK: Notes

  static func defaultNote(for title: String) -> String { "# \(title)\n" }

  /// The selected item's note (its default until edited).
  var noteText: String {
    get {
      guard let item = selectedItem else { return "" }
      return notes[item] ?? DemoModel.defaultNote(for: catalog.title(item))
    }
    set {
      guard let item = selectedItem else { return }
      // Bytes, not `!=`: canonically equivalent text with other bytes is
      // still an edit (a paste of "e" + U+0301 over "é").
      let current = notes[item] ?? DemoModel.defaultNote(for: catalog.title(item))
      guard !newValue.hasSameBytes(as: current) else { return }
      notes[item] = newValue
      scheduleSave()
    }
  }

  /// Saves once half a second has passed without edits: every edit moves
  /// the one timer's deadline on (in the app's main loop that is a write to
  /// memory, not a system call).
  private func scheduleSave() {
    unsaved = true
    if let saveTimer {
      saveTimer.restart()
    } else {
      saveTimer = TermTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
        self?.saveNow()
      }
    }
  }

  /// Saves now if anything changed since the last save.
  func saveNow() {
    saveTimer?.invalidate()
    guard unsaved, canSave, let store else { return }
    do {
      try store.save(notes)
      unsaved = false
      lastSaveError = nil
    } catch {
      lastSaveError = "\(error)"
      statusMessage = lastSaveError
    }
  }

  /// Edits made since the notes were last saved, and nowhere else.
  var hasUnsavedNotes: Bool { unsaved }

  /// Whether saving again may work: false when the file must not be
  /// written (another instance has it, a newer version, damaged in place).
  var canRetrySave: Bool { canSave && store != nil }

  /// Why the notes are not saved: the last save's error, or why this file
  /// is not saved to at all.
  var saveProblem: String {
    if let lastSaveError { return lastSaveError }
    if !canSave, let statusMessage { return statusMessage }
    return "the notes have not been saved yet"
  }

  /// Writes all notes to a new file at `url` (never over an existing
  /// file); the notes then count as saved.
  func saveCopy(to url: URL) throws {
    guard !FileManager.default.fileExists(atPath: url.path) else {
      throw NotesStore.LoadError(description: "\(url.path) already exists: choose another name")
    }
    try NotesStore(url: url).save(notes)
    saveTimer?.invalidate()
    unsaved = false
    lastSaveError = nil
    statusMessage = "notes saved to \(url.path)"
  }

  /// The user chose to quit without the unsaved edits: nothing saves them
  /// on the way out.
  func abandonUnsavedNotes() {
    saveTimer?.invalidate()
    canSave = false
  }
}
