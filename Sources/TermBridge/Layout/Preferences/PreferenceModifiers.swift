extension View {
  /// Hands `value` up to the views above under `key`, like SwiftUI's
  /// `preference(key:value:)`. Values of `key` written inside this view
  /// do not pass it: this one stands for them.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    PreferenceWriterView<Self, K>(wrapped: self, source: .value(value))
  }

  /// Changes the value of `key` that this view's content hands up, like
  /// SwiftUI's `transformPreference(_:_:)`: `callback` gets the content's
  /// reduced value (the default when nothing inside writes one).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    TransformPreferenceView<Self, K>(wrapped: self, callback: callback)
  }

  /// Runs `action` with the value of `key` this view's content hands up,
  /// like SwiftUI's `onPreferenceChange(_:perform:)`: after the layout in
  /// which it first appears, then after each layout that changes it.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    PreferenceChangeView<Self, K>(wrapped: self, action: action)
  }

  /// Draws the view `transform` makes of the value of `key` this view's
  /// content hands up, over the content, like SwiftUI's
  /// `overlayPreferenceValue(_:alignment:_:)`. It follows the value
  /// from one layout to the next.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueView<Self, K, V>(
      wrapped: self, alignment: alignment, isOverlay: true, transform: transform)
  }

  /// Draws the view `transform` makes of the value of `key` this view's
  /// content hands up, under the content, like SwiftUI's
  /// `backgroundPreferenceValue(_:alignment:_:)`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueView<Self, K, V>(
      wrapped: self, alignment: alignment, isOverlay: false, transform: transform)
  }

  /// Hands up under `key` a value made from this view's geometry after
  /// layout, like SwiftUI's `anchorPreference(key:value:transform:)`: a
  /// reader resolves the anchor with `GeometryProxy`'s subscript.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    PreferenceWriterView<Self, K>(
      wrapped: self,
      source: .anchored { frame in transform(Anchor(rect: value.select(frame), make: value.make)) })
  }
}

/// `.transformPreference`: a collector for the content, and a writer of
/// its transformed value.
struct TransformPreferenceView<Content: View, K: PreferenceKey>: View {
  let wrapped: Content
  let callback: (inout K.Value) -> Void
  @State private var inner = PreferenceCollector()

  var body: some View {
    PreferenceWriterView<Content, K>(wrapped: wrapped, source: .transformed(inner, callback))
  }
}
