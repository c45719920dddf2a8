import TermBridgeTerminal

/// The badge of a view, for its container: a `List` row shows it at its
/// trailing edge, a tab its item.
package enum BadgeTraitKey: ViewTraitKey {
  package static var defaultValue: String? { nil }
}

extension View {
  /// A count shown with the view in a list row or a tab, like SwiftUI's
  /// `badge(_:)`; 0 shows none.
  public func badge(_ count: Int) -> some View {
    trait(BadgeTraitKey.self, count == 0 ? nil : String(count))
  }

  /// A label shown with the view in a list row or a tab (nil: none).
  public func badge(_ label: Text?) -> some View { trait(BadgeTraitKey.self, label?.content) }

  /// A string shown with the view in a list row or a tab (nil: none).
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    trait(BadgeTraitKey.self, label.map { String($0) })
  }
}
