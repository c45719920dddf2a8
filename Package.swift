// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

// The layers are targets, so the compiler keeps their direction: each may
// import only the ones below it. `import TermBridge` re-exports them all.
//
//   TermBridge (Module/)          the module an app imports: re-exports
//                                 Foundation, as SwiftUI does, and
//   TermBridgeCore (CoreModule/)  the same layers without Foundation (the
//                                 memory floor; TermDemo uses it); both
//     TermBridgeDeclarative       View, state, environment, the view graph and
//                                 layout (Declarative/), hosting and the
//                                 representables (Hosting/), and the
//                                 SwiftUI-named views by family (App/,
//                                 Controls/, Lists/, Navigation/, Layout/ …)
//       TermBridgeWidgets         TermView, windows, controllers, the widget kit
//         TermBridgeTerminal      the only target that imports CNcurses
//   TermBridgeTesting (Testing/)  snapshots, key scripts, the pilot: its own
//                                 product, for test targets (on the layers,
//                                 so that it loads no Foundation)
let package = Package(
  name: "TermBridge",
  products: [
    .library(name: "TermBridge", targets: ["TermBridge"]),
    // The lean umbrella: TermBridge's API on FoundationEssentials only.
    .library(name: "TermBridgeCore", targets: ["TermBridgeCore"]),
    .library(name: "TermBridgeTesting", targets: ["TermBridgeTesting"]),
    .executable(name: "TermDemo", targets: ["TermDemo"]),
  ],
  targets: [
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .target(
      name: "TermBridgeTerminal",
      dependencies: ["CNcurses"],
      path: "Sources/TermBridge/Terminal"
    ),
    .target(
      name: "TermBridgeWidgets",
      dependencies: ["TermBridgeTerminal"],
      path: "Sources/TermBridge/Widgets"
    ),
    // `#Preview`'s plugin: speaks the compiler's plugin protocol itself
    // (no swift-syntax) and expands every preview to nothing.
    .macro(name: "TermBridgeMacros", path: "Sources/TermBridgeMacros"),
    .target(
      name: "TermBridgeDeclarative",
      dependencies: ["TermBridgeWidgets", "TermBridgeMacros"],
      path: "Sources/TermBridge",
      exclude: ["Terminal", "Widgets", "Module", "CoreModule", "Testing"],
      // The declarative engine, then one folder per family of SwiftUI
      // views, whatever technique each view uses inside.
      sources: [
        "Declarative", "Hosting", "App", "Controls", "Lists", "Navigation", "Presentation",
        "Search", "Menus", "Layout", "Containers", "Drawing", "Images", "Documents", "Animation", "Input",
        "Previews",
        "Accessibility", "Gestures", "Shapes", "Commands", "Themes",
      ]
    ),
    .target(
      name: "TermBridge",
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/Module"
    ),
    // The lean umbrella (no Foundation): re-exports the layers.
    .target(
      name: "TermBridgeCore",
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/CoreModule"
    ),
    .target(
      name: "TermBridgeTesting",
      // The layers, not TermBridge: a program linking the testing library
      // (TermDemo does) loads no Foundation through it.
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/Testing"
    ),
    .executableTarget(
      name: "TermDemo",
      // TermBridgeCore: the demo stays on FoundationEssentials, so that
      // perf-floor measures the toolkit, not Foundation. No link flags of
      // its own: it is built for release as the README tells every app
      // (`swift build -c release --static-swift-stdlib`), so perf-floor
      // counts what every app gets.
      dependencies: ["TermBridgeCore", "TermBridgeTesting"],
      path: "Sources/TermDemo"
    ),
    .testTarget(
      name: "TermBridgeTests",
      dependencies: ["TermBridge", "TermBridgeCore", "TermBridgeTesting", "TermDemo"],
      path: "Tests/TermBridgeTests",
      exclude: ["__Snapshots__", "Readme/__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
