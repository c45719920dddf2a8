import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What quitting with unsaved notes asks, as an editor one trusts does: the
/// notes are saved first; if that fails, quitting waits for the user to
/// retry, save them elsewhere, or lose them (confirmed a second time). A
/// quit that loses notes ends with status 1.
@MainActor
final class QuitConfirmation {
  /// The exit status when the user chose to lose unsaved notes.
  static let notesLostExitCode: Int32 = 1

  private let model: DemoModel
  private weak var application: TermApplication?

  init(model: DemoModel, application: TermApplication) {
    self.model = model
    self.application = application
  }

  /// Installs itself as the application's ``TermApplication/shouldTerminate``
  /// (which keeps it).
  func install() {
    application?.shouldTerminate = { self.shouldTerminate() }
  }

  private func shouldTerminate() -> TerminateReply {
    model.saveNow()
    guard model.hasUnsavedNotes else { return .terminateNow }
    askWhatToDo()
    return .terminateLater
  }

  /// Retry, save elsewhere, quit and lose, or stay.
  private func askWhatToDo() {
    let alert = TermAlertController(
      title: "Notes not saved",
      message: "\(model.saveProblem).\nQuitting now loses the notes typed since the last save.")
    if model.canRetrySave {
      alert.addAction(.init(title: "Retry") { [weak self] in self?.retry() })
    }
    alert.addAction(.init(title: "Save Elsewhere…") { [weak self] in self?.askForPath(problem: nil) })
    alert.addAction(.init(title: "Quit…", style: .destructive) { [weak self] in self?.confirmLoss() })
    alert.addAction(.init(title: "Cancel", style: .cancel) { [weak self] in self?.stay() })
    present(alert)
  }

  private func retry() {
    model.saveNow()
    if model.hasUnsavedNotes { askWhatToDo() } else { application?.reply(toApplicationShouldTerminate: true) }
  }

  private func askForPath(problem: String?) {
    let message = (problem.map { "\($0).\n" } ?? "") + "Save all notes to a new file:"
    let alert = TermAlertController(title: "Save notes elsewhere", message: message)
    alert.addTextField { field in field.text = QuitConfirmation.suggestedPath() }
    let save = TermAlertController.Action(title: "Save") { [weak self, weak alert] in
      self?.saveCopy(to: alert?.textFields?.first?.text ?? "")
    }
    alert.addAction(save)
    alert.addAction(.init(title: "Back", style: .cancel) { [weak self] in self?.askWhatToDo() })
    alert.preferredAction = save
    present(alert)
  }

  private func saveCopy(to path: String) {
    let trimmed = String(path.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !trimmed.isEmpty else { return askForPath(problem: "no file named") }
    let expanded = trimmed.hasPrefix("~/") ? StorageDirectories.home() + trimmed.dropFirst(1) : trimmed
    let url = URL(
      fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    do {
      try model.saveCopy(to: url.standardizedFileURL)
      application?.reply(toApplicationShouldTerminate: true)
    } catch {
      askForPath(problem: "\(error)")
    }
  }

  private func confirmLoss() {
    let alert = TermAlertController(
      title: "Lose unsaved notes?",
      message: "The notes typed since the last save will be lost. This cannot be undone.")
    alert.addAction(
      .init(title: "Lose Notes and Quit", style: .destructive) { [weak self] in self?.loseAndQuit() })
    let back = TermAlertController.Action(title: "Back", style: .cancel) { [weak self] in self?.askWhatToDo()
    }
    alert.addAction(back)
    alert.preferredAction = back  // Enter right away goes back, not away
    present(alert)
  }

  private func loseAndQuit() {
    model.abandonUnsavedNotes()
    application?.terminate(exitCode: QuitConfirmation.notesLostExitCode)
  }

  private func stay() {
    application?.reply(toApplicationShouldTerminate: false)
  }

  /// Presented from the top window, above the help sheet if it is open.
  private func present(_ alert: TermAlertController) {
    guard let presenter = application?.keyWindow?.rootViewController else { return stay() }
    presenter.present(alert)
  }

  /// A new file in the home folder, named by the time.
  static func suggestedPath() -> String {
    "~/termdemo-notes-\(Int(Date().timeIntervalSince1970)).json"
  }
}
