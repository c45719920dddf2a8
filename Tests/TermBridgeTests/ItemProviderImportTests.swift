import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What a screen imported, kept outside the view for the test to read.
@MainActor
final class ImportLog {
  var providers: [[NSItemProvider]] = []
  var pastedText: [String] = []
}

/// A plant screen as a macOS garden app writes it: images pasted (or
/// dropped) onto it are imported for the selected plant, and only while a
/// plant is selected.
struct PlantImageImport: View {
  let log: ImportLog
  @State var selected: String? = nil
  @State var note = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Select Fern") { selected = "Fern" }
      Text(note.isEmpty ? "no image" : note)
    }
    .importsItemProviders(selected == nil ? [] : [.png, .jpeg]) { providers in
      log.providers.append(providers)
      note = "\(selected ?? "?"): \(providers.count) image"
      return true
    }
  }
}

@MainActor
@Suite struct ItemProviderImportTests {
  /// A file with PNG's signature at the front, in a fresh folder.
  func pngFile(named name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: url)
    return url
  }

  func focusButton(in host: TermView, _ app: TermApplication) throws {
    let button = try #require(findView(TermButton.self, in: host))
    #expect(button.becomeFirstResponder())
    app.render()
  }

  @Test func aDroppedFilesPathIsImportedAsThatFileOnceAPlantIsSelected() throws {
    let log = ImportLog()
    let file = try pngFile(named: "fern leaf.png")
    try withHostedView(PlantImageImport(log: log), width: 30, height: 4) { app, host, screen in
      try focusButton(in: host, app)
      // Nothing selected: the app offers no types, so the paste goes on.
      app.handle([.paste("'\(file.path)' ")])
      app.render()
      #expect(log.providers.isEmpty)

      app.handle([.key(KeyEvent(.enter))])
      app.render()
      // A terminal pastes a dropped file as its path, quoted for a shell.
      app.handle([.paste("'\(file.path)' ")])
      app.render()
      let providers = try #require(log.providers.first)
      #expect(providers.count == 1)
      #expect(providers[0].hasItemConformingToTypeIdentifier(UTType.png.identifier))
      #expect(providers[0].hasItemConformingToTypeIdentifier(UTType.image.identifier))
      #expect(providers[0].registeredContentTypes == [.png, .fileURL])
      #expect(providers[0].suggestedName == "fern leaf")
      #expect(screen.rows().contains { $0.contains("Fern: 1 image") }, "\(screen.rows())")
    }
  }

  @Test func textThatIsNoImageGoesOnUpToAPasteCommandAround() throws {
    let log = ImportLog()
    let view = PlantImageImport(log: log, selected: "Fern")
      .onPasteCommand(of: [.plainText]) { providers in
        log.pastedText.append(providers.map(\.description).joined())
      }
    try withHostedView(view, width: 30, height: 4) { app, host, _ in
      try focusButton(in: host, app)
      app.handle([.paste("just some words")])
      app.render()
      #expect(log.providers.isEmpty)
      #expect(log.pastedText == ["NSItemProvider(public.utf8-plain-text)"])
    }
  }

  @Test func aTextFieldInsideTakesItsOwnPaste() throws {
    let log = ImportLog()
    struct Form: View {
      let log: ImportLog
      @State var text = ""
      var body: some View {
        TextField("Name", text: $text)
          .onDrop(of: [.text], isTargeted: nil) { providers in
            log.providers.append(providers)
            return true
          }
      }
    }
    try withHostedView(Form(log: log), width: 30, height: 3) { app, host, screen in
      let field = try #require(findView(TermTextField.self, in: host))
      #expect(field.becomeFirstResponder())
      app.handle([.paste("Fern")])
      app.render()
      #expect(field.text == "Fern")
      #expect(log.providers.isEmpty)
    }
  }

  @Test func aDisabledViewImportsNothing() throws {
    let log = ImportLog()
    let view = PlantImageImport(log: log, selected: "Fern").disabled(true)
    let file = try pngFile(named: "a.png")
    try withHostedView(view, width: 30, height: 4) { app, host, _ in
      let button = try #require(findView(TermButton.self, in: host))
      // A disabled button cannot take focus: the paste goes to its window.
      _ = button.paste(file.path)
      #expect(log.providers.isEmpty)
    }
  }

  @Test func providersLoadTheirFileTextAndURL() async throws {
    let file = try pngFile(named: "b.png")
    let provider = try #require(NSItemProvider(contentsOf: file))
    let data = await withCheckedContinuation { continuation in
      provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data, _ in
        continuation.resume(returning: data)
      }
    }
    #expect(data == (try Data(contentsOf: file)))
    let url = await withCheckedContinuation { continuation in
      provider.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
    }
    #expect(url == file)
    let missing = await withCheckedContinuation { continuation in
      provider.loadDataRepresentation(for: .plainText) { _, error in continuation.resume(returning: error) }
    }
    #expect(missing as? ItemProviderError == .unavailableType(UTType.plainText.identifier))

    let text = NSItemProvider(text: "hello")
    #expect(text.canLoadObject(ofClass: String.self))
    #expect(!text.canLoadObject(ofClass: URL.self))
    let read = await withCheckedContinuation { continuation in
      text.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: string) }
    }
    #expect(read == "hello")
  }

  @Test func pastedTextIsSplitAsAShellSplitsIt() throws {
    #expect(NSItemProvider.shellWords(in: #"'/a b' /c\ d "e \"f\"" g"#) == ["/a b", "/c d", #"e "f""#, "g"])
    #expect(NSItemProvider.shellWords(in: "'open") == nil)
    #expect(NSItemProvider.shellWords(in: "  \n ") == [])

    let first = try pngFile(named: "one two.png")
    let second = try pngFile(named: "three.jpg")
    let encoded = first.absoluteString
    let providers = NSItemProvider.providers(
      forPastedText: "\(encoded)\n\(second.path.replacingOccurrences(of: " ", with: "\\ "))")
    #expect(providers.map(\.registeredContentTypes.first) == [.png, .jpeg])
    // One word that is no existing file makes the whole paste text.
    let mixed = NSItemProvider.providers(forPastedText: "\(first.path) /no/such/file.png")
    #expect(mixed.count == 1 && mixed[0].registeredContentTypes == [.utf8PlainText])
  }
}
