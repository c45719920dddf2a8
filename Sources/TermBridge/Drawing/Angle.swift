/// An angle, like SwiftUI's `Angle`: kept in radians, made and read in
/// degrees or radians, with arithmetic. A terminal cannot rotate cells, so
/// angles reach views only through effects it ignores
/// (``View/rotationEffect(_:anchor:)``, ``View/hueRotation(_:)``); app code
/// that computes with them works as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }
  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// A zero angle.
  public static let zero = Angle()
  /// An angle of `radians` radians: `.radians(.pi)`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees` degrees: `.degrees(90)`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The angle's radians, as SwiftUI animates it.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  /// Whether `lhs` is smaller.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// The angle scaled: `.degrees(x) * 360`.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle scaled: `2 * angle`.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  /// Scales `lhs` by `rhs`.
  public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
  /// Divides `lhs` by `rhs`.
  public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
