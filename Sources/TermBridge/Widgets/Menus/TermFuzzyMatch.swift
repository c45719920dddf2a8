/// How well a typed query matches a title, as a command palette ranks its
/// entries: the query's characters must appear in the title in order (a
/// subsequence, case ignored, spaces in the query ignored); a match earns
/// more at the start of the title, at the start of a word, and right after
/// the previous matched character, and less for each character skipped.
/// The best placement of the characters is found (not the first one).
public struct TermFuzzyMatch: Hashable, Sendable {
  /// The score: higher is better; an empty query scores 0.
  public let score: Int
  /// The offsets (in characters) of the title's matched characters.
  public let positions: [Int]

  /// Points per matched character.
  static let matchPoints = 16
  /// Extra points for a match on the title's first character.
  static let prefixBonus = 24
  /// Extra points for a match at the start of a word (after a space or
  /// punctuation, or a capital after a small letter).
  static let wordStartBonus = 16
  /// Extra points for a match right after the previous one.
  static let consecutiveBonus = 12
  /// Points lost per character skipped between two matches (at most
  /// ``maxGapPenalty`` per gap), and before the first.
  static let gapPenalty = 1
  /// The most a single gap costs.
  static let maxGapPenalty = 8

  /// The best match of `query` in `title`, or nil when the query's
  /// characters are not all in the title in order.
  public init?(_ query: String, in title: String) {
    let needle = Array(query.lowercased().filter { $0 != " " })
    let original = Array(title)
    let haystack = original.map { Character($0.lowercased()) }
    guard !needle.isEmpty else {
      score = 0
      positions = []
      return
    }
    guard needle.count <= haystack.count else { return nil }
    let count = haystack.count
    // best[i][j]: the best score with needle[i] matched at haystack[j];
    // from[i][j]: where needle[i - 1] was matched for it.
    let missing = Int.min / 2
    var best = Array(repeating: Array(repeating: missing, count: count), count: needle.count)
    var from = Array(repeating: Array(repeating: -1, count: count), count: needle.count)
    func bonus(_ j: Int) -> Int {
      if j == 0 { return Self.prefixBonus + Self.wordStartBonus }
      let previous = original[j - 1]
      let current = original[j]
      if !(previous.isLetter || previous.isNumber) { return Self.wordStartBonus }
      if previous.isLowercase && current.isUppercase { return Self.wordStartBonus }
      return 0
    }
    for j in 0..<count where haystack[j] == needle[0] {
      best[0][j] = Self.matchPoints + bonus(j) - min(j * Self.gapPenalty, Self.maxGapPenalty)
    }
    if needle.count > 1 {
      for i in 1..<needle.count {
        for j in i..<count where haystack[j] == needle[i] {
          var top = missing
          var previousMatch = -1
          for k in (i - 1)..<j where best[i - 1][k] > missing {
            let gap = j - k - 1
            let step =
              gap == 0 ? Self.consecutiveBonus : -min(gap * Self.gapPenalty, Self.maxGapPenalty)
            let total = best[i - 1][k] + step
            if total > top {
              top = total
              previousMatch = k
            }
          }
          guard previousMatch >= 0 else { continue }
          best[i][j] = top + Self.matchPoints + bonus(j)
          from[i][j] = previousMatch
        }
      }
    }
    let last = needle.count - 1
    var end = -1
    var top = missing
    for j in 0..<count where best[last][j] > top {
      top = best[last][j]
      end = j
    }
    guard end >= 0 else { return nil }
    var positions = [end]
    var i = last
    var j = end
    while i > 0 {
      j = from[i][j]
      i -= 1
      positions.append(j)
    }
    score = top
    self.positions = positions.reversed()
  }
}
