// `import TermBridge` is all an app writes, as `import SwiftUI` is: it
// brings every layer, Observation's `@Observable` and, as SwiftUI does,
// Foundation (`Date`, `UUID`, `URL`, `CGFloat`, formatters, `DispatchQueue`).
// The layers themselves use FoundationEssentials only; an app that wants
// the memory floor imports `TermBridgeCore`, the same API without Foundation.
@_exported import Foundation
@_exported import Observation
@_exported import TermBridgeDeclarative
@_exported import TermBridgeTerminal
@_exported import TermBridgeWidgets
