import TermBridgeTerminal
import TermBridgeWidgets

/// A gesture attached to the content: a ``TermGestureView`` around the
/// content's widgets holds its recognizer.
struct GestureView<Content: View, G: Gesture>: View, WidgetContainerView {
  typealias Body = Never
  let wrapped: Content
  let gesture: G
  let priority: AnyGestureRecognizer.Priority
  let mask: GestureMask

  var content: [any View] { [wrapped] }

  func makeWidget(context: Context) -> TermGestureView { TermGestureView() }

  func updateWidget(_ widget: TermGestureView, context: Context) {
    let recognizer = makeRecognizer(for: gesture)
    recognizer.priority = priority
    recognizer.mask = mask
    widget.recognizers = [recognizer]
  }

  func makeLayout(for widget: TermGestureView) -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

/// `onLongPressGesture`'s gesture: a long press that also reports whether
/// the button is down.
struct PressingLongPressGesture: Gesture, PrimitiveGesture {
  typealias Value = Bool
  typealias Body = Never
  let gesture: LongPressGesture
  let action: () -> Void
  let pressingChanged: ((Bool) -> Void)?

  func makeAnyRecognizer() -> AnyGestureRecognizer {
    let recognizer = LongPressRecognizer(
      minimumDuration: gesture.minimumDuration, maximumDistance: gesture.maximumDistance)
    recognizer.pressingChanged = pressingChanged
    recognizer.endedHandlers.append { _ in action() }
    return recognizer
  }
}

/// The parts of a view a ``View/contentShape(_:_:eoFill:)`` shape applies
/// to, like SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The kinds' bits.
  public let rawValue: Int
  /// Kinds of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Hit testing for gestures and clicks.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// The shape a drag preview takes.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// The shape a context menu preview takes.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// The shape a hover effect takes.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// The focus ring's shape.
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  /// The accessibility frame.
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
  /// Attaches `gesture`, like SwiftUI's `gesture(_:including:)`: the
  /// gestures of views inside come first; `mask` turns this one
  /// (`.gesture`) or those inside (`.subviews`) off.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    GestureView(wrapped: self, gesture: gesture, priority: .normal, mask: mask)
  }

  /// Attaches `gesture` ahead of the gestures of the views inside, like
  /// SwiftUI's `highPriorityGesture(_:including:)`. Controls inside (a
  /// button) still take their own clicks.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    GestureView(wrapped: self, gesture: gesture, priority: .high, mask: mask)
  }

  /// Attaches `gesture` alongside the others, like SwiftUI's
  /// `simultaneousGesture(_:including:)`: it sees every press and stops none.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    GestureView(wrapped: self, gesture: gesture, priority: .simultaneous, mask: mask)
  }

  /// Calls `action` when the view is clicked `count` times, like SwiftUI's
  /// `onTapGesture(count:perform:)` (see ``TapGesture``). A view that
  /// cannot otherwise take focus takes it, so a keyboard user reaches it
  /// with Tab and taps it with Enter or Space.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Calls `action` with the clicked cell when the view is clicked `count`
  /// times: what `onTapGesture(count:coordinateSpace:perform:)` is made
  /// of, with SwiftUI's `CGPoint` (`import TermBridge`) or a
  /// `EssentialPoint` (`import TermBridgeCore`). From the keyboard the
  /// location is the view's origin.
  package func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    performAtCell action: @escaping (EssentialPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.cellLocation) })
  }

  /// Calls `action` when the button has been held on the view for
  /// `minimumDuration` seconds, and `onPressingChanged` as the press starts
  /// and stops, like SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
  /// (see ``LongPressGesture``: Shift-Enter or Alt-Enter from the keyboard).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      PressingLongPressGesture(
        gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressingChanged: onPressingChanged))
  }

  /// The older form of ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
  /// with `pressing` before `perform`.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: Double = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  /// The shape that takes clicks, like SwiftUI's `contentShape(_:eoFill:)`.
  /// Accepted: a gesture's view takes clicks over its whole frame already
  /// (cells are rectangles), as `.contentShape(Rectangle())` asks.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// The shape of `kinds`, like SwiftUI's `contentShape(_:_:eoFill:)`;
  /// accepted as ``contentShape(_:eoFill:)`` is.
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    self
  }
}
