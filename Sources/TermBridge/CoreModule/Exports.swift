// `import TermBridgeCore` is the lean way in: every layer and Observation's
// `@Observable`, on FoundationEssentials only. Foundation is not loaded
// (its internationalisation data costs every app several megabytes of
// memory and milliseconds of start-up); `import TermBridge` is the same API
// with Foundation re-exported, as `import SwiftUI` gives it.
@_exported import Observation
@_exported import TermBridgeDeclarative
@_exported import TermBridgeTerminal
@_exported import TermBridgeWidgets

/// Compares values by the property at a key path, like Foundation's
/// `KeyPathComparator`, which is not in FoundationEssentials: what a
/// `Table`'s `sortOrder` holds in an app that imports `TermBridgeCore`.
/// With `import TermBridge` the name is Foundation's own type.
public typealias KeyPathComparator<Compared> = EssentialKeyPathComparator<Compared>
