import Foundation

extension String {
  /// The string for `keyAndValue`, like Foundation's
  /// `String(localized:table:bundle:locale:comment:)` on Apple platforms,
  /// which swift-corelibs-foundation does not have: a terminal app has no
  /// string tables, so the key is the string (`String(localized: "Favorite \(name)")`).
  /// The table, bundle, locale and comment are accepted and ignored.
  public init(
    localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = keyAndValue
  }
}
