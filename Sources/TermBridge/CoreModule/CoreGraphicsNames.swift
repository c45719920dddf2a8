import TermBridgeWidgets

// Without Foundation there is no `CGFloat`, `CGPoint`, `CGSize` or
// `CGRect`: the lean umbrella names the library's own geometry so that
// SwiftUI drawing code reads the same (`TermBridge` takes Foundation's).

/// A length in points, as SwiftUI's `CGFloat`: a `Double` here.
public typealias CGFloat = Double
/// A point in a drawing, as Core Graphics' `CGPoint`.
public typealias CGPoint = EssentialPoint
/// A size in a drawing, as Core Graphics' `CGSize`.
public typealias CGSize = EssentialSize
/// A rectangle in a drawing, as Core Graphics' `CGRect`.
public typealias CGRect = EssentialRect
