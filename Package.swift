// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

#if os(Linux)
  import Glibc
#endif

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
//
// Every app's release link lays out the toolkit's code compactly. The kernel
// maps a program's code 64 KB around each page it first touches, so the few
// hundred KB of code a session runs, scattered over megabytes, made the
// resident set several times what ran. The library's own targets carry the
// settings, so an app gets them by depending on TermBridge (SwiftPM accepts
// unsafe flags in dependencies whose tools version is 6.2 or later):
//
// - the toolkit's code is compiled one section per function;
// - the link (the toolchain's lld) places first the sections that the linker
//   script Sources/TermBridge/Link/LinkOrder.ld names: the toolkit's, the
//   standard library's and the runtime's code that sessions of several
//   programs ran, most widely used first (Scripts/make-link-order writes it;
//   no app's own code is in it);
// - the program's segments are aligned to 64 KB, so that the kernel loads it
//   at a 64 KB boundary and the 64 KB it maps around a page of code are the
//   64 KB the link laid out together (loaded at any 4 KB boundary, the
//   windows fall across the layout differently at every start: TermDemo's
//   peak resident set was 0.5 MB larger, and varied by as much);
// - the program exports no symbols (the toolchain's static link exports them
//   all: 1.2 MB of tables that the dynamic loader reads at start, and that
//   nothing looks up; crash reports read the symbol table itself);
// - the C++ standard library that the Swift runtime is written in is linked
//   into the program, the parts it uses, instead of loaded whole beside it
//   (the linker script Sources/TermBridge/Link/CxxRuntime/libstdc++.so, which
//   the linker finds before the shared library: 1.6 MB less resident set,
//   and one library fewer to load). Set TERMBRIDGE_STATIC_CXX_RUNTIME=0 to
//   link the shared library;
// - where the C library runs them (glibc 2.36 or later: Debian 12, Ubuntu
//   24.04), the relocations are packed (DT_RELR: 13 KB instead of 1.6 MB of
//   entries read at every start). Set TERMBRIDGE_PACKED_RELOCATIONS=0 to
//   build for an older glibc than the building machine's;
// - the program is written with write(2), not through a shared mapping of
//   the file (the bytes are the same): a program lld had just written
//   through a mapping started with 0.7 to 1.6 MB more resident memory than
//   the same file copied, varying from start to start (Linux 6.18, ext4).
//
// Release builds on Linux only; debug builds link as before.
let compactCode: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]
let compactLink: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld",
      "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Sources/TermBridge/Link/LinkOrder.ld",
      "-Xlinker", "--no-export-dynamic",
      "-Xlinker", "--no-mmap-output-file",
      "-Xlinker", "-z", "-Xlinker", "max-page-size=65536",
    ]
      + (cLibraryRunsPackedRelocations ? ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] : [])
      + (Context.environment["TERMBRIDGE_STATIC_CXX_RUNTIME"] == "0"
        ? [] : ["-L", "\(Context.packageDirectory)/Sources/TermBridge/Link/CxxRuntime"]),
    .when(platforms: [.linux], configuration: .release))
]

/// Whether binaries linked here may carry packed relocations: the building
/// machine's glibc is 2.36 or later, and TERMBRIDGE_PACKED_RELOCATIONS is not 0.
var cLibraryRunsPackedRelocations: Bool {
  #if os(Linux)
    if Context.environment["TERMBRIDGE_PACKED_RELOCATIONS"] == "0" { return false }
    // "glibc 2.36"; nothing on a C library that is not glibc.
    var name = [UInt8](repeating: 0, count: 64)
    let length = name.withUnsafeMutableBytes { confstr(Int32(_CS_GNU_LIBC_VERSION), $0.baseAddress, $0.count) }
    guard length > 1, length <= name.count else { return false }
    let words = String(decoding: name[..<(length - 1)], as: UTF8.self).split(separator: " ")
    guard words.count == 2, words[0] == "glibc" else { return false }
    let parts = words[1].split(separator: ".").compactMap { Int($0) }
    return parts.count >= 2 && (parts[0], parts[1]) >= (2, 36)
  #else
    return false
  #endif
}

let package = Package(
  name: "TermBridge",
  products: [
    .library(name: "TermBridge", targets: ["TermBridge"]),
    // The lean umbrella: TermBridge's API on FoundationEssentials only.
    .library(name: "TermBridgeCore", targets: ["TermBridgeCore"]),
    .library(name: "TermBridgeTesting", targets: ["TermBridgeTesting"]),
    // TermDemo's product is the one SwiftPM makes for an executable target.
  ],
  targets: [
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .target(
      name: "TermBridgeTerminal",
      dependencies: ["CNcurses"],
      path: "Sources/TermBridge/Terminal",
      swiftSettings: compactCode,
      // The lowest layer: every program that links TermBridge links this.
      linkerSettings: compactLink
    ),
    .target(
      name: "TermBridgeWidgets",
      dependencies: ["TermBridgeTerminal"],
      path: "Sources/TermBridge/Widgets",
      swiftSettings: compactCode
    ),
    // `#Preview`'s plugin: speaks the compiler's plugin protocol itself
    // (no swift-syntax) and expands every preview to nothing.
    .macro(name: "TermBridgeMacros", path: "Sources/TermBridgeMacros"),
    .target(
      name: "TermBridgeDeclarative",
      dependencies: ["TermBridgeWidgets", "TermBridgeMacros"],
      path: "Sources/TermBridge",
      exclude: ["Terminal", "Widgets", "Module", "CoreModule", "Testing", "Link"],
      // The declarative engine, then one folder per family of SwiftUI
      // views, whatever technique each view uses inside.
      sources: [
        "Declarative", "Hosting", "App", "Controls", "Lists", "Navigation", "Presentation",
        "Search", "Menus", "Layout", "Containers", "Drawing", "Images", "Documents", "Animation", "Input",
        "Previews",
        "Accessibility", "Gestures", "Shapes", "Commands", "Themes",
      ],
      swiftSettings: compactCode
    ),
    .target(
      name: "TermBridge",
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/Module",
      swiftSettings: compactCode
    ),
    // The lean umbrella (no Foundation): re-exports the layers.
    .target(
      name: "TermBridgeCore",
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/CoreModule",
      swiftSettings: compactCode
    ),
    .target(
      name: "TermBridgeTesting",
      // The layers, not TermBridge: a program linking the testing library
      // (TermDemo does) loads no Foundation through it.
      dependencies: ["TermBridgeDeclarative"],
      path: "Sources/TermBridge/Testing",
      swiftSettings: compactCode
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
