import TermBridgeTerminal
import TermBridgeWidgets

/// A property wrapper a view uses for values it owns, like SwiftUI's
/// `@State`. The value lives in the view graph, not in the view struct, so
/// it survives rebuilds for as long as the view's identity does.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// State starting at `value`: `@State private var count = 0`. The value
  /// is used when the view's identity first appears; later rebuilds keep
  /// the stored one.
  public init(wrappedValue value: Value) {
    location = StateLocation(initial: value)
  }

  /// State starting at `value`, like `init(wrappedValue:)`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; writing it updates the views that read it.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the state, for child views that edit it.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Optional state starting at nil: `@State private var selection: Item?`.
  public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` finds its value: before the view is in the graph, the
/// initial value; afterwards the box its node keeps.
@MainActor
final class StateLocation<Value>: GraphLinkable {
  let initial: Value
  private(set) var box: StateBox<Value>?

  init(initial: Value) { self.initial = initial }

  var value: Value {
    get { box?.value ?? initial }
    set {
      if let box {
        box.value = newValue
      } else {
        // Written before the view is in a graph (e.g. in an init): keep it
        // for when it links.
        box = StateBox(newValue)
      }
    }
  }

  func link(to node: ViewNode, slot: Int) {
    box = node.stateSlot(slot) { box ?? StateBox(initial) }
  }
}

/// The storage behind one `@State`: it knows which nodes read it and
/// invalidates exactly those when it changes.
@MainActor
final class StateBox<Value>: AnyStateBox {
  private var stored: Value
  private var readers = NodeSet()

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      if let node = ViewGraph.currentReader { readers.insert(node) }
      ReadProbe.current?.noteStateRead()
      return stored
    }
    set {
      stored = newValue
      readers.invalidateAll()
    }
  }
}

/// Type-erased state storage a node keeps.
@MainActor
class AnyStateBox {
  /// Whether the app's own state is kept here (`@State`, `@StateObject`):
  /// the app could then tell the node from a new one
  /// (``ViewGraph/identityBoundNodes``). A subscription it is not.
  var holdsAppState: Bool { true }
}

/// A property wrapper holding something the graph links to its node.
@MainActor
protocol LinkableWrapper: DynamicProperty {
  var linkable: GraphLinkable { get }
}

extension State: LinkableWrapper {
  var linkable: GraphLinkable { location }
}

/// Property wrappers that the graph connects to a node before each body
/// evaluation (state, environment, focus state).
@MainActor
protocol GraphLinkable: AnyObject {
  func link(to node: ViewNode, slot: Int)
}

/// A property of a view that the graph updates before evaluating its body,
/// like SwiftUI's `DynamicProperty`. Properties of your own that hold
/// `@State`, `@Environment` and friends work inside views too.
@MainActor
public protocol DynamicProperty {}

/// A set of nodes held weakly, used to remember who read a value.
@MainActor
struct NodeSet {
  private var nodes: [ObjectIdentifier: WeakNode] = [:]

  private struct WeakNode {
    weak var node: ViewNode?
  }

  mutating func insert(_ node: ViewNode) {
    nodes[ObjectIdentifier(node)] = WeakNode(node: node)
  }

  /// Invalidates every reader and forgets them: they register again when
  /// they read during their next evaluation.
  mutating func invalidateAll() {
    let current = nodes
    nodes.removeAll(keepingCapacity: true)
    for entry in current.values { entry.node?.invalidate() }
  }
}
