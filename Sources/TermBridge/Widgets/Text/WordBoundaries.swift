import TermBridgeTerminal

/// Word motion for text editing, as readline and most editors do it: a word
/// is a run of letters, digits and underscores.
package enum WordBoundaries {
  /// Whether `character` belongs to a word.
  package static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The end of the word at or after `index` (skipping separators first).
  package static func nextWordEnd<S: StringProtocol>(in text: S, from index: S.Index) -> S.Index {
    var i = index
    while i < text.endIndex, !isWordCharacter(text[i]) { i = text.index(after: i) }
    while i < text.endIndex, isWordCharacter(text[i]) { i = text.index(after: i) }
    return i
  }

  /// The start of the word before `index` (skipping separators first).
  package static func previousWordStart<S: StringProtocol>(in text: S, from index: S.Index) -> S.Index {
    var i = index
    while i > text.startIndex {
      let before = text.index(before: i)
      if isWordCharacter(text[before]) { break }
      i = before
    }
    while i > text.startIndex {
      let before = text.index(before: i)
      if !isWordCharacter(text[before]) { break }
      i = before
    }
    return i
  }

  /// The start of the whitespace-delimited word before `index` (Ctrl-W).
  package static func previousSpaceDelimitedStart<S: StringProtocol>(in text: S, from index: S.Index)
    -> S.Index
  {
    var i = index
    while i > text.startIndex, text[text.index(before: i)].isWhitespace { i = text.index(before: i) }
    while i > text.startIndex, !text[text.index(before: i)].isWhitespace { i = text.index(before: i) }
    return i
  }
}
