// The built-in shapes by their static names, as SwiftUI offers them where
// a shape is expected: `.clipShape(.rect(cornerRadius: 8))`,
// `.contentShape(.circle)`, `let shape: RoundedRectangle = .rect(cornerRadius: 20)`.

extension Shape where Self == Rectangle {
  /// A rectangle, like SwiftUI's `Shape.rect`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius`, like SwiftUI's
  /// `Shape.rect(cornerRadius:style:)`.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner's radius, like SwiftUI's
  /// `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
  public static func rect(
    topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
    topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }

  /// A rectangle with the corners `cornerRadii`, like SwiftUI's
  /// `Shape.rect(cornerRadii:style:)`.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle, like SwiftUI's `Shape.circle`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse, like SwiftUI's `Shape.ellipse`.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  /// A capsule, like SwiftUI's `Shape.capsule`.
  public static var capsule: Capsule { Capsule() }
  /// A capsule with corners of `style`, like SwiftUI's `Shape.capsule(style:)`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape, like SwiftUI's `Shape.containerRelative`.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
  /// Sets the shape ``ContainerRelativeShape`` takes inside the view, like
  /// SwiftUI's `containerShape(_:)`. Here a container relative shape is
  /// always its rectangle (the porting page says so), so the shape is
  /// accepted and changes nothing.
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}
