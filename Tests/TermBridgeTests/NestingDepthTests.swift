import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// How deep views may nest (issue 30, part 2). The graph builds, lays out
/// and draws a view tree by recursion, a few stack frames a node, so the
/// depth is bounded by the main thread's stack (8 MiB by default on
/// Linux): in a debug build about 2,500 nodes (800 levels of
/// `AnyView(VStack { … }.padding(0))`, three nodes each, work; 900 overflow;
/// about 1,000 levels of `VStack { … }.padding()`), more in a release build
/// (ARCHITECTURE.md, "Limits"). An app's own tree is some tens of levels
/// deep. `TERMBRIDGE_NESTING_PROBE=N` runs the test at depth N, to find
/// the limit again.
@MainActor
struct NestingDepthTests {
  static func nested(depth: Int) -> AnyView {
    var view = AnyView(Text("bottom"))
    for _ in 0..<depth { view = AnyView(VStack(spacing: 0) { view }.padding(0)) }
    return view
  }

  @Test func fiveHundredNestedStacksBuildLayOutDrawAndUpdate() throws {
    // A sanitizer's frames are several times larger: 500 levels overflow
    // the stack under the address sanitizer, so it runs a shallower tree.
    let environment = ProcessInfo.processInfo.environment
    let usual = environment["TERMBRIDGE_SANITIZER"] == nil ? 500 : 120
    let depth = environment["TERMBRIDGE_NESTING_PROBE"].flatMap { Int($0) } ?? usual
    try withHostedView(Self.nested(depth: depth), width: 20, height: 3) { app, host, screen in
      #expect(screen.rows().contains { $0.contains("bottom") })
      host.rootView = Self.nested(depth: depth)
      app.render()
      #expect(screen.rows().contains { $0.contains("bottom") })
    }
  }
}
