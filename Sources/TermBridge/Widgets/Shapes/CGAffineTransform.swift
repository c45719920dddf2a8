import Glibc

/// An affine transform of a drawing, like Core Graphics'
/// `CGAffineTransform` (which Foundation on Linux does not have): a point
/// (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty). Angles turn from the
/// x axis towards the y axis, which points down: a positive rotation turns
/// clockwise on screen, as in SwiftUI.
public struct CGAffineTransform: Hashable, Sendable {
  /// The x scale (and rotation) term.
  public var a: Double
  /// The y shear (and rotation) term.
  public var b: Double
  /// The x shear (and rotation) term.
  public var c: Double
  /// The y scale (and rotation) term.
  public var d: Double
  /// The translation across.
  public var tx: Double
  /// The translation down.
  public var ty: Double

  /// A transform from its six terms.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// A translation by `x` across and `y` down.
  public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

  /// A scale by `x` across and `y` down.
  public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation, then this transform.
  public func translatedBy(x: Double, y: Double) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale, then this transform.
  public func scaledBy(x: Double, y: Double) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians, then this transform.
  public func rotated(by angle: Double) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform undoing this one (this one when it cannot be undone).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}
