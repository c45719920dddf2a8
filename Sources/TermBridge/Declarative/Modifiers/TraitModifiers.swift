extension View {
  /// Names this view for the container it is in: the value a `TabView`'s
  /// selection takes when this tab is chosen, or a `Picker`'s for this
  /// option.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    trait(TagTraitKey.self, AnyHashable(tag))
  }
}
