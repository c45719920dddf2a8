#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NSItemProvider {
  /// The items a bracketed paste of `text` holds: one provider per file
  /// when every word of the text names an existing file, else one
  /// provider of the text.
  ///
  /// A terminal pastes a file dropped on its window as its path, quoted
  /// for a shell (`'/tmp/a b.png'`, `/tmp/a\ b.png`) or as a `file://`
  /// URL, several files separated by spaces or new lines; each word is
  /// unquoted, a URL turned into its path and `~` into the home folder.
  public static func providers(forPastedText text: String) -> [NSItemProvider] {
    let urls = pastedFileURLs(in: text)
    if let urls, !urls.isEmpty {
      return urls.compactMap { NSItemProvider(contentsOf: $0) }
    }
    return [NSItemProvider(text: text)]
  }

  /// The files a paste names, or nil when some word is not an existing
  /// file's path.
  static func pastedFileURLs(in text: String) -> [URL]? {
    guard let words = shellWords(in: text), !words.isEmpty else { return nil }
    var urls: [URL] = []
    for word in words {
      guard let url = fileURL(forPastedWord: word) else { return nil }
      urls.append(url)
    }
    return urls
  }

  /// The file a pasted word names, when it exists.
  private static func fileURL(forPastedWord word: String) -> URL? {
    var path = word
    if word.hasPrefix("file://") {
      guard let url = URL(string: word), url.isFileURL else { return nil }
      path = url.path
    } else if word == "~" || word.hasPrefix("~/") {
      path = FileManager.default.homeDirectoryForCurrentUser.path + word.dropFirst()
    }
    guard path.hasPrefix("/"), FileManager.default.fileExists(atPath: path) else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// Splits `text` into words as a shell does: spaces, tabs and new lines
  /// separate; single quotes keep everything, double quotes keep all but
  /// `\"` and `\\`, a backslash outside quotes keeps the next character.
  /// Nil when a quote is not closed.
  static func shellWords(in text: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("'", _):
        word.append(character)
      case ("\"", "\\"):
        escaped = true
      case ("\"", _):
        word.append(character)
      case (_, "'"), (_, "\""):
        quote = character
        inWord = true
      case (_, "\\"):
        escaped = true
        inWord = true
      case (_, " "), (_, "\t"), (_, "\n"), (_, "\r\n"), (_, "\r"):
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
