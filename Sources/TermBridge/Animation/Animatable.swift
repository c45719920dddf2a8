/// A value with a magnitude that can be added, subtracted and scaled, like
/// SwiftUI's `VectorArithmetic`: what an animation interpolates.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data, like SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty value.
  public init() {}
  /// The empty value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The empty value.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// The empty value.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Does nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one, like SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// The pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  /// The sums.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The differences.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose value an animation can interpolate, like SwiftUI's
/// `Animatable`. Animations in a terminal jump to their end (see the
/// porting page): the data is kept so that app code reading and writing
/// it works as in SwiftUI.
public protocol Animatable {
  /// The type of the data animated.
  associatedtype AnimatableData: VectorArithmetic
  /// The data animated.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No data: nothing animates.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
