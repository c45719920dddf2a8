extension View {
  /// Animates every change of the view, like SwiftUI's `animation(_:)`
  /// without a value (deprecated there in favour of
  /// `animation(_:value:)`): a terminal draws every change at once, so
  /// the view is unchanged.
  public func animation(_ animation: Animation?) -> some View { self }
}
