/// The keyboard a text field asks for, like UIKit's `UIKeyboardType`. A
/// terminal has one keyboard: ``View/keyboardType(_:)`` is accepted and
/// changes nothing (see the porting page).
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// One of the keyboards of iOS.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  /// One of the keyboards of iOS.
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalizes what is typed, like UIKit's
/// `UITextAutocapitalizationType`: accepted and not applied (the terminal
/// types what the user types).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// No capitalization.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

/// How a text field capitalizes what is typed, like SwiftUI's
/// `TextInputAutocapitalization`: accepted and not applied.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let type: UITextAutocapitalizationType

  /// No capitalization.
  public static let never = TextInputAutocapitalization(type: .none)
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(type: .words)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(type: .sentences)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(type: .allCharacters)
}

/// What a text field holds, for the system to offer (a password, an
/// e-mail address), like UIKit's `UITextContentType`: accepted and not
/// used (a terminal offers nothing).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// The type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A name.
  public static let name = Self(rawValue: "name")
  /// A given name.
  public static let givenName = Self(rawValue: "givenName")
  /// A family name.
  public static let familyName = Self(rawValue: "familyName")
  /// A user name.
  public static let username = Self(rawValue: "username")
  /// A password.
  public static let password = Self(rawValue: "password")
  /// A new password.
  public static let newPassword = Self(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = Self(rawValue: "oneTimeCode")
  /// An e-mail address.
  public static let emailAddress = Self(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = Self(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = Self(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = Self(rawValue: "postalCode")
  /// An organization's name.
  public static let organizationName = Self(rawValue: "organizationName")
}

/// The label of the return key while a field is edited, like SwiftUI's
/// `SubmitLabel`: Enter submits whatever the label; accepted and not shown.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Next".
  public static let next = SubmitLabel(name: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

/// iOS's text-input modifiers, kept so an iOS app compiles: a terminal has
/// one keyboard, no autocorrection, no autocapitalization and no return
/// key label, so each returns the view as it is (the porting page lists
/// them).
extension View {
  /// The keyboard to show, like SwiftUI's `keyboardType(_:)`: ignored.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// The capitalization of typed text, like SwiftUI's `autocapitalization(_:)`: ignored.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// The capitalization of typed text, like SwiftUI's
  /// `textInputAutocapitalization(_:)`: ignored.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Turns autocorrection off, like SwiftUI's `disableAutocorrection(_:)`:
  /// the terminal corrects nothing.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Turns autocorrection off, like SwiftUI's `autocorrectionDisabled(_:)`:
  /// the terminal corrects nothing.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// What the field holds, like SwiftUI's `textContentType(_:)`: ignored.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// The return key's label, like SwiftUI's `submitLabel(_:)`: ignored
  /// (Enter submits).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
