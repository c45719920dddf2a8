import TermBridgeTerminal
import TermBridgeWidgets

/// A view that stands for zero or more child views with identities (a
/// tuple, a conditional, `ForEach`, `Group`, …). It makes no widget itself,
/// and has no body (so a view with a body is known not to be one without
/// asking the runtime).
@MainActor
protocol MultiView: View where Body == Never {
  /// The children, each with an identity within this view.
  func children() -> [ViewChild]
  /// Changes the environment seen by the children.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// Lifecycle hooks for modifiers such as `onAppear` and `task`.
  func makeLifecycle() -> NodeLifecycle?
  /// Whether ``children()`` only hands out views the value holds, running
  /// no code of the app (a tuple, a conditional): then nothing it reads
  /// needs tracking. A `ForEach` makes its children with the app's closure.
  var childrenAreStored: Bool { get }
}

extension MultiView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  func makeLifecycle() -> NodeLifecycle? { nil }
  var childrenAreStored: Bool { false }
}

/// One child of a ``MultiView``: a view and its identity.
struct ViewChild {
  var id: AnyHashable
  var view: any View
  /// The child's position when `id` is that position and nothing else (a
  /// container's fixed content), else -1: such ids compare as integers,
  /// not through `AnyHashable`.
  var position = -1

  /// `views` identified by their position (a container's fixed content),
  /// within `identity` when there is one: the same positions within another
  /// identity are other children.
  @MainActor
  static func byPosition(_ views: [any View], within identity: AnyHashable? = nil) -> [ViewChild] {
    // A loop, not `map`: a main-actor closure handed to the standard
    // library checks the executor each time it runs.
    var children: [ViewChild] = []
    children.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      if let identity {
        let id = index == 0 ? identity : AnyHashable(PositionWithin(identity: identity, position: index))
        children.append(ViewChild(id: id, view: view))
      } else {
        children.append(ViewChild(id: positionID(index), view: view, position: index))
      }
    }
    return children
  }

  /// A child's identity: its position within an identity.
  private struct PositionWithin: Hashable {
    let identity: AnyHashable
    let position: Int
  }

  /// `view` as the only child, identified by the first position.
  @MainActor
  static func only(_ view: any View) -> [ViewChild] { [ViewChild(id: positionID(0), view: view)] }

  /// `position` as an identity. Making an `AnyHashable` of an `Int` asks
  /// the runtime whether the type has a custom representation (about 700
  /// instructions), and every update of a container or a modifier names
  /// its children: the first positions are made once.
  @MainActor
  static func positionID(_ position: Int) -> AnyHashable {
    position >= 0 && position < positionIDs.count ? positionIDs[position] : AnyHashable(position)
  }

  @MainActor private static let positionIDs: [AnyHashable] = {
    var ids: [AnyHashable] = []
    for position in 0..<16 { ids.append(AnyHashable(position)) }
    return ids
  }()
}
