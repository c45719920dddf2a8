// swift-tools-version:6.2
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
    .target(
      name: "TermBridgeDeclarative",
      dependencies: ["TermBridgeWidgets"],
      path: "Sources/TermBridge",
      exclude: ["Terminal", "Widgets", "Module", "CoreModule", "Testing"],
      // The declarative engine, then one folder per family of SwiftUI
      // views, whatever technique each view uses inside.
      sources: [
        "Declarative", "Hosting", "App", "Controls", "Lists", "Navigation", "Presentation",
        "Search", "Menus", "Layout", "Containers", "Drawing", "Images", "Animation", "Input", "Previews",
        "Accessibility", "Gestures", "Commands",
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
      // perf-floor measures the toolkit, not Foundation.
      dependencies: ["TermBridgeCore", "TermBridgeTesting"],
      path: "Sources/TermDemo",
      exclude: ["LinkOrder.txt"],
      linkerSettings: [
        // A release build of the demo carries the Swift runtime inside it, as
        // `swift build --static-swift-stdlib` would: no relocation of
        // libswiftCore's and FoundationEssentials' tables at every start
        // (3.5 MB less resident memory, a faster start and cheaper calls).
        // The two shims are FoundationEssentials' own C libraries, which a
        // static link has to name. Debug builds, and the tests that link the
        // demo, use the shared runtime of the toolchain's test libraries.
        //
        // Its relocations are packed (DT_RELR: a bitmap instead of 1.2 MB of
        // entries read at every start; glibc 2.36 or later runs it), and the
        // code a session runs is put together in the order
        // Scripts/make-link-order wrote down: the kernel maps code 64 KB
        // around each page first touched, so scattered code is resident many
        // times over (7.9 MB resident for 3.2 MB that ran).
        .unsafeFlags(
          [
            "-static-stdlib", "-use-ld=lld", "-l_FoundationCShims", "-l_FoundationCollections",
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/TermDemo/LinkOrder.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
          ],
          .when(configuration: .release))
      ]
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
