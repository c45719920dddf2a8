import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// TermBridge's `UTType` stand-in: known types, conformance, extensions.
@Suite struct UTTypeTests {
  @Test func knownTypesHaveTheirExtensionsAndConformances() {
    #expect(UTType.plainText.preferredFilenameExtension == "txt")
    #expect(UTType.json.identifier == "public.json")
    #expect(UTType.commaSeparatedText.preferredFilenameExtension == "csv")
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.json.conforms(to: .data))
    #expect(!UTType.json.conforms(to: .image))
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.text.isSupertype(of: .commaSeparatedText))
    #expect(UTType.png.supertypes.contains(.image))
  }

  @Test func typesAreFoundByIdentifierExtensionAndMIMEType() {
    #expect(UTType("public.comma-separated-values-text") == .commaSeparatedText)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType(filenameExtension: "CSV") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "jpg") == .jpeg)
    #expect(UTType(filenameExtension: "json", conformingTo: .image) == nil)
    #expect(UTType(filenameExtension: "nope") == nil)
    #expect(UTType(mimeType: "image/png") == .png)
  }

  @Test func anAppsOwnTypesConformToTheirParent() {
    let plant = UTType(exportedAs: "com.example.garden.plant")
    #expect(plant.identifier == "com.example.garden.plant")
    #expect(plant.isDeclared)
    #expect(plant.conforms(to: .data))
    #expect(plant.preferredFilenameExtension == nil)
    let notes = UTType(importedAs: "com.example.notes", conformingTo: .plainText)
    #expect(notes.conforms(to: .text))
    #expect(UTType(exportedAs: "public.json") == .json)
    #expect("\(UTType.json)" == "public.json")
  }
}
