/// A set of characters a key may type, for `onKeyPress(characters:action:)`:
/// the common classes of Foundation's `CharacterSet` (`.letters`,
/// `.decimalDigits`, `.alphanumerics`, …), decided from the standard
/// library's Unicode properties.
///
/// `onKeyPress(characters:)` also takes Foundation's `CharacterSet` itself
/// where the app imports Foundation; the library does not link Foundation
/// (its internationalisation data costs every app several megabytes).
public struct KeyCharacterSet: Sendable {
  private let test: @Sendable (Unicode.Scalar) -> Bool

  /// The set of scalars for which `contains` is true.
  public init(_ contains: @escaping @Sendable (Unicode.Scalar) -> Bool) { test = contains }

  /// The set of the scalars in `string`, like `CharacterSet(charactersIn:)`.
  public init(charactersIn string: String) {
    let scalars = Set(string.unicodeScalars)
    test = { scalars.contains($0) }
  }

  /// Whether `scalar` is in the set.
  public func contains(_ scalar: Unicode.Scalar) -> Bool { test(scalar) }

  /// The scalars in this set or in `other`.
  public func union(_ other: KeyCharacterSet) -> KeyCharacterSet {
    KeyCharacterSet { self.contains($0) || other.contains($0) }
  }

  /// The scalars not in this set.
  public var inverted: KeyCharacterSet { KeyCharacterSet { !self.contains($0) } }

  /// Letters and marks (Unicode categories L and M), as `CharacterSet.letters`.
  public static let letters = KeyCharacterSet { scalar in
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default: return false
    }
  }
  /// Uppercase and titlecase letters.
  public static let uppercaseLetters = KeyCharacterSet { scalar in
    [.uppercaseLetter, .titlecaseLetter].contains(scalar.properties.generalCategory)
  }
  /// Lowercase letters.
  public static let lowercaseLetters = KeyCharacterSet { $0.properties.generalCategory == .lowercaseLetter }
  /// Decimal digits in any script (Unicode category Nd).
  public static let decimalDigits = KeyCharacterSet { $0.properties.generalCategory == .decimalNumber }
  /// Letters, marks and numbers, as `CharacterSet.alphanumerics`.
  public static let alphanumerics = KeyCharacterSet { scalar in
    switch scalar.properties.generalCategory {
    case .decimalNumber, .letterNumber, .otherNumber: return true
    default: return letters.contains(scalar)
    }
  }
  /// Spaces and tabs (Unicode category Zs, and U+0009).
  public static let whitespaces = KeyCharacterSet { scalar in
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }
  /// Line and paragraph separators and the newline controls.
  public static let newlines = KeyCharacterSet { scalar in
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
  /// `whitespaces` and `newlines`.
  public static let whitespacesAndNewlines = whitespaces.union(newlines)
  /// Punctuation (Unicode category P).
  public static let punctuationCharacters = KeyCharacterSet { scalar in
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default: return false
    }
  }
  /// Symbols (Unicode category S): maths, currency, modifiers, others.
  public static let symbols = KeyCharacterSet { scalar in
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
    default: return false
    }
  }
  /// Control characters (Unicode category Cc and Cf).
  public static let controlCharacters = KeyCharacterSet { scalar in
    [.control, .format].contains(scalar.properties.generalCategory)
  }
}
