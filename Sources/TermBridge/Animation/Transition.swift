import TermBridgeTerminal

/// Where a view is drawn when it is fully "out" in a transition: shifted
/// (by a fraction of its own size and by cells), faded and scaled. A
/// transition runs from this to the view as laid out (insertion) or back
/// (removal).
struct TransitionEffect: Hashable, Sendable {
  /// Shift as a fraction of the view's width and height.
  var relativeX = 0.0
  var relativeY = 0.0
  /// Shift in cells.
  var cellsX = 0.0
  var cellsY = 0.0
  var opacity = 1.0
  var scale = 1.0
  var anchor = UnitPoint.center

  static let identity = TransitionEffect()

  var isIdentity: Bool { self == .identity }

  static func move(_ edge: Edge) -> TransitionEffect {
    switch edge {
    case .leading: TransitionEffect(relativeX: -1)
    case .trailing: TransitionEffect(relativeX: 1)
    case .top: TransitionEffect(relativeY: -1)
    case .bottom: TransitionEffect(relativeY: 1)
    }
  }

  /// Both effects at once: shifts add up, opacity and scale multiply.
  func combined(with other: TransitionEffect) -> TransitionEffect {
    TransitionEffect(
      relativeX: relativeX + other.relativeX, relativeY: relativeY + other.relativeY,
      cellsX: cellsX + other.cellsX, cellsY: cellsY + other.cellsY, opacity: opacity * other.opacity,
      scale: scale * other.scale, anchor: scale != 1 ? anchor : other.anchor)
  }

  /// The frame and opacity of a view laid out at `rect` when the effect
  /// is applied by `amount` (0 none, 1 all of it), in whole cells.
  func apply(to rect: Rect, amount: Double) -> (frame: Rect, opacity: Double) {
    let scale = 1 + (self.scale - 1) * amount
    let width = Int((Double(rect.width) * scale).rounded())
    let height = Int((Double(rect.height) * scale).rounded())
    let shrinkX = Double(rect.width - width) * anchor.x
    let shrinkY = Double(rect.height - height) * anchor.y
    let dx = (relativeX * Double(rect.width) + cellsX) * amount + shrinkX
    let dy = (relativeY * Double(rect.height) + cellsY) * amount + shrinkY
    let frame = Rect(
      x: rect.minX + Int(dx.rounded()), y: rect.minY + Int(dy.rounded()), width: max(0, width),
      height: max(0, height))
    return (frame, 1 + (opacity - 1) * amount)
  }
}

/// How a view comes and goes, like SwiftUI's `AnyTransition`, played
/// in whole cells when the change that inserts or removes the view is
/// animated: moves and slides shift it a cell at a time (clipped by the
/// views around it), opacity fades it through the colour ramp, scale
/// grows or shrinks its frame about its anchor.
public struct AnyTransition: Sendable {
  let insertion: TransitionEffect
  let removal: TransitionEffect
  /// The animation the transition plays with instead of the change's.
  let animation: Animation?

  init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  init(_ effect: TransitionEffect) { self.init(insertion: effect, removal: effect) }

  var isIdentity: Bool { insertion.isIdentity && removal.isIdentity }

  /// No transition: the view appears and disappears as it is.
  public static let identity = AnyTransition(.identity)
  /// A transition that fades the view in and out.
  public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
  /// A transition that grows the view in from nothing and shrinks it out.
  public static let scale = AnyTransition(TransitionEffect(scale: 0))
  /// A transition that slides the view in from the leading edge and out
  /// to the trailing edge.
  public static let slide = AnyTransition(insertion: .move(.leading), removal: .move(.trailing))
  /// A transition that grows the view from `scale` about `anchor` (cells:
  /// the frame is scaled, its content clipped, not drawn smaller).
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(TransitionEffect(scale: scale, anchor: anchor))
  }
  /// A transition that moves the view in from `edge` and out to it, by its
  /// own width or height.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
  /// A transition that pushes the view in from `edge` and out to the
  /// opposite edge, fading as it goes.
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .leading: .trailing
      case .trailing: .leading
      case .top: .bottom
      case .bottom: .top
      }
    let fade = TransitionEffect(opacity: 0)
    return AnyTransition(
      insertion: TransitionEffect.move(edge).combined(with: fade),
      removal: TransitionEffect.move(opposite).combined(with: fade))
  }
  /// A transition that moves the view in from, and out to, an offset of
  /// `x` and `y` (in the environment's length unit: cells by default).
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition(TransitionEffect(cellsX: x, cellsY: y))
  }
  /// A transition that uses `insertion` when the view appears and
  /// `removal` when it goes.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: insertion.animation ?? removal.animation)
  }
  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
      animation: animation ?? other.animation)
  }
  /// This transition played with `animation`, whatever the change's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation)
  }
}

/// How changed content is shown, like SwiftUI's `ContentTransition`:
/// numeric text counts from the old number to the new one when the change
/// is animated; the others replace the content at once.
public struct ContentTransition: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identity, opacity, interpolate, numeric
  }
  let kind: Kind

  /// No transition: the new content replaces the old.
  public static let identity = ContentTransition(kind: .identity)
  /// A cross-fade of the old content into the new: replaced at once (a
  /// cell shows one glyph).
  public static let opacity = ContentTransition(kind: .opacity)
  /// A blend of the old content into the new: replaced at once.
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// Numeric text that counts from the old number to the new one, a
  /// frame at a time (`countsDown` is accepted: the count goes the way
  /// the numbers do).
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numeric)
  }
  /// Numeric text that counts towards `value`.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numeric) }
  /// A symbol's effect between two symbols, like SwiftUI's `symbolEffect`:
  /// a glyph is replaced at once (a cell cannot morph one into another).
  public static let symbolEffect = ContentTransition(kind: .identity)
}
