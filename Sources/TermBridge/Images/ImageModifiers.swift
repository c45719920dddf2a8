/// The environment values images read, and the modifiers that set them.

struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
  /// The variant symbol images below show (`.fill`, `.circle` …), from
  /// `.symbolVariant(_:)`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// The relative size of symbol images below, from `.imageScale(_:)`. A
  /// glyph is one cell at every scale.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// How symbol images below colour their layers, from
  /// `.symbolRenderingMode(_:)`. A glyph has one colour in every mode.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Shows symbol images inside as `variant` (`.fill` draws `star` as
  /// `star.fill`'s `★`), where the glyph table has that variant. Variants
  /// set outside are kept: `.symbolVariant(.circle)` inside
  /// `.symbolVariant(.fill)` asks for `.circle.fill`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.symbolVariants = $0.symbolVariants.union(variant) }
  }

  /// The relative size of symbol images inside: kept in the environment;
  /// a glyph is one cell at every scale.
  public func imageScale(_ scale: Image.Scale) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.imageScale = scale }
  }

  /// How symbol images inside colour their layers: kept in the
  /// environment; a glyph has one colour in every mode.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.symbolRenderingMode = mode }
  }
}
