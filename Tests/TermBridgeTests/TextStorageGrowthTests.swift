import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The bytes malloc reserved for a string's native storage (0 for a small
/// string kept inline), read through the 64-bit string layout: the second
/// word holds the storage object's address below four flag bits.
private func storageBytes(of string: String) -> Int {
  let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
  guard (words.1 >> 60) & 0x8 == 0 else { return 0 }  // immortal or small: no heap storage
  guard let object = UnsafeRawPointer(bitPattern: UInt(words.1 & 0x0FFF_FFFF_FFFF_FFFF)) else { return 0 }
  return mallocUsableSize(object)
}

@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeRawPointer) -> Int

/// Editors keep storage the size of their text, however often what they
/// hold is shared: `replaceSubrange` on shared storage copies it at its old
/// capacity plus the change, so a field whose text a model kept grew 16
/// bytes per keystroke (the soak's RSS rose 29 MB in 20,000 keys).
@MainActor
@Suite struct TextStorageGrowthTests {
  @Test func aFieldWhoseTextIsHeldKeepsStorageTheSizeOfItsText() {
    // Once longer, then short again: the storage's capacity came from the
    // long text.
    let field = TermTextField(text: String(repeating: "a long query ", count: 20))
    var held: [String] = []  // what a binding's model keeps, edit after edit
    for _ in 0..<250 {
      _ = field.keyDown(KeyEvent(.backspace))
      held = [field.text]
    }
    for step in 0..<3000 {
      _ = field.keyDown(step % 3 == 2 ? KeyEvent(.backspace) : KeyEvent(.character("x")))
      held = [field.text]
      if field.text.utf8.count > 40 {
        for _ in 0..<30 {
          _ = field.keyDown(KeyEvent(.backspace))
          held = [field.text]
        }
      }
    }
    #expect(!held.isEmpty)
    let bytes = storageBytes(of: field.storage)
    #expect(bytes > 0)
    // Before: 68 KB for a 15-character text; compacted every 64 edits, at
    // most 64 copies' growth.
    #expect(bytes <= 2048, "\(bytes) bytes for \(field.storage.utf8.count)")
  }

  @Test func killsRecordedForUndoDoNotGrowTheField() {
    let field = TermTextField()
    for _ in 0..<2000 {
      _ = field.insertTypedText(String(repeating: "several words typed here ", count: 10))
      _ = field.keyDown(.control("u"))  // kills the whole text, which undo keeps
    }
    _ = field.insertTypedText("last words")
    let bytes = storageBytes(of: field.storage)
    #expect(bytes <= 2048, "\(bytes) bytes for \(field.storage.utf8.count)")
  }

  @Test func compactKeepsTheTextInStorageOfItsSize() {
    var text = String(repeating: "abc-é-", count: 100)
    text.reserveCapacity(50_000)
    #expect(storageBytes(of: text) >= 50_000)
    let before = text
    text.compact()
    #expect(text.hasSameBytes(as: before))
    #expect(storageBytes(of: text) < 1024)
    var short = "short"
    short.compact()
    #expect(short == "short")
  }
}
