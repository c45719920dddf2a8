import Foundation
import Testing

@testable import TermDemo

/// The demo's notes file: what it does not understand survives a save, a
/// newer version is not written over, links, modes and read-only files are
/// respected, and what is not a damaged file is not called one.
@Suite struct NotesStoreTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("termbridge-notes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func json(_ url: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test func contentItDoesNotUnderstandSurvivesASave() throws {
    let dir = try folder()
    let url = dir.appendingPathComponent("notes.json")
    try Data(#"{"version":1,"notes":{"0":"x","abc":"named","007":"pad","7":"seven"},"extra":{"k":1}}"#.utf8)
      .write(to: url)
    let store = NotesStore(url: url)
    let loaded = store.load()
    #expect(loaded.notes == [0: "x", 7: "seven"])
    #expect(loaded.problem == nil && loaded.canSave)
    try store.save([0: "x typed", 7: "seven"])
    let saved = try json(url)
    let notes = try #require(saved["notes"] as? [String: String])
    #expect(notes == ["0": "x typed", "7": "seven", "abc": "named", "007": "pad"])
    #expect((saved["extra"] as? [String: Int]) == ["k": 1])
    #expect(saved["version"] as? Int == 1)
  }

  @Test func aNewerVersionIsNotWrittenOver() throws {
    let url = try folder().appendingPathComponent("notes.json")
    let original = #"{"version":2,"notes":{"1":"from the future"}}"#
    try Data(original.utf8).write(to: url)
    let loaded = NotesStore(url: url).load()
    #expect(!loaded.canSave)
    #expect(loaded.problem?.contains("version 2") == true)
    #expect(try String(contentsOf: url, encoding: .utf8) == original)
  }

  @Test func aSaveWritesThroughALinkAndKeepsTheMode() throws {
    let dir = try folder()
    let real = dir.appendingPathComponent("real.json")
    let link = dir.appendingPathComponent("link.json")
    try Data(#"{"version":1,"notes":{}}"#.utf8).write(to: real)
    chmod(real.path, 0o640)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let store = NotesStore(url: link)
    _ = store.load()
    try store.save([3: "through the link"])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    #expect((try json(real)["notes"] as? [String: String]) == ["3": "through the link"])
    var status = stat()
    stat(real.path, &status)
    #expect(status.st_mode & 0o777 == 0o640)
  }

  @Test func aReadOnlyFileIsRefused() throws {
    let url = try folder().appendingPathComponent("notes.json")
    let original = #"{"version":1,"notes":{"1":"keep"}}"#
    try Data(original.utf8).write(to: url)
    chmod(url.path, 0o444)
    let store = NotesStore(url: url)
    _ = store.load()
    #expect(throws: NotesStore.LoadError.self) { try store.save([1: "changed"]) }
    #expect(try String(contentsOf: url, encoding: .utf8) == original)
  }

  @Test func aDirectoryAtThePathIsSaidSoAndNothingMoves() throws {
    let dir = try folder()
    let url = dir.appendingPathComponent("notes.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let loaded = NotesStore(url: url).load()
    #expect(!loaded.canSave)
    #expect(loaded.problem?.contains("is a directory") == true)
    let visible = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }
    #expect(visible == ["notes.json"])
  }

  @Test func aParentThatIsAFileGivesAPlainMessage() throws {
    let dir = try folder()
    let blocker = dir.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let store = NotesStore(url: blocker.appendingPathComponent("sub/notes.json"))
    _ = store.load()
    do {
      try store.save([1: "x"])
      Issue.record("saved under a file")
    } catch {
      #expect(
        "\(error)" == "cannot create the folder \(blocker.path)/sub: \(blocker.path) is a file, not a folder")
    }
    // The notes' own folder is the file: said once, the short way.
    let direct = NotesStore(url: blocker.appendingPathComponent("notes.json"))
    _ = direct.load()
    #expect(throws: (any Error).self) { try direct.save([1: "x"]) }
    do {
      try direct.save([1: "x"])
    } catch {
      #expect("\(error)" == "notes not saved: \(blocker.path) is a file, not a folder")
    }
  }

  /// Two instances on one file: the last writer used to win. The second
  /// one now shows the notes, says why it will not save, and saves nothing.
  @Test func aSecondInstanceOnTheSameFileDoesNotSave() throws {
    let url = try folder().appendingPathComponent("notes.json")
    try Data(#"{"version":1,"notes":{"1":"first"}}"#.utf8).write(to: url)
    let first = NotesStore(url: url)
    #expect(first.load().canSave)
    // flock locks belong to open file descriptions: another open in this
    // process conflicts as another process's would.
    let second = NotesStore(url: url)
    let loaded = second.load()
    #expect(!loaded.canSave)
    #expect(loaded.notes == [1: "first"])
    #expect(loaded.problem?.contains("another TermDemo") == true)
    try first.save([1: "first, edited"])
    #expect((try json(url)["notes"] as? [String: String]) == ["1": "first, edited"])
  }

  @Test func anEmptyOrRelativeDataHomeIsIgnored() {
    // The XDG spec: XDG_DATA_HOME must be absolute; otherwise ignore it.
    let home = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(
      ".local/share/termdemo/notes.json")
    for value in ["", "relative/path"] {
      #expect(NotesStore.defaultURL(environment: ["XDG_DATA_HOME": value]) == home)
    }
    #expect(NotesStore.defaultURL(environment: [:]) == home)
    #expect(
      NotesStore.defaultURL(environment: ["XDG_DATA_HOME": "/tmp/xdg"]).path == "/tmp/xdg/termdemo/notes.json"
    )
    // HOME, when absolute, is the home folder (not the account's entry).
    #expect(
      NotesStore.defaultURL(environment: ["HOME": "/tmp/someone", "XDG_DATA_HOME": ""]).path
        == "/tmp/someone/.local/share/termdemo/notes.json")
    #expect(NotesStore.defaultURL(environment: ["HOME": "relative"]) == home)
  }
}
