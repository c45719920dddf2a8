// `import TermBridge` is all an app writes, as `import SwiftUI` is: it
// brings every layer, and Observation's `@Observable`.
@_exported import Observation
@_exported import TermBridgeDeclarative
@_exported import TermBridgeTerminal
@_exported import TermBridgeWidgets
