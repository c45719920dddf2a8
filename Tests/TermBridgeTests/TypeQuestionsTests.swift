import Testing

@testable import TermBridgeDeclarative

/// The answers the graph's plans take without scanning the conformance
/// records: which types are the standard library's, which plain data.
@Suite struct TypeQuestionsTests {
  @Test func standardLibraryTypesButOptionalAreKnownByName() {
    #expect(TypeQuestions.isStandardLibraryType(String.self))
    #expect(TypeQuestions.isStandardLibraryType([Int].self))
    #expect(TypeQuestions.isStandardLibraryType([String: Int].self))
    #expect(TypeQuestions.isStandardLibraryType(Range<Int>.self))
    // A view when what it wraps is one.
    #expect(!TypeQuestions.isStandardLibraryType(Text?.self))
    #expect(!TypeQuestions.isStandardLibraryType(Int?.self))
    #expect(!TypeQuestions.isStandardLibraryType(Text.self))
    #expect(!TypeQuestions.isStandardLibraryType(State<Int>.self))
    #expect(!TypeQuestions.isStandardLibraryType(Binding<String>.self))
  }

  @Test func plainDataHoldsNoReferences() {
    #expect(TypeQuestions.isPlainData(Int.self))
    #expect(TypeQuestions.isPlainData((Int, Bool).self))
    #expect(!TypeQuestions.isPlainData(String.self))
    #expect(!TypeQuestions.isPlainData(State<Int>.self))
  }
}
