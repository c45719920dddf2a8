// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TermBridge",
  products: [
    .library(name: "TermBridge", targets: ["TermBridge"]),
    .executable(name: "TermDemo", targets: ["TermDemo"]),
  ],
  targets: [
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .target(
      name: "TermBridge",
      dependencies: ["CNcurses"],
      path: "Sources/TermBridge"
    ),
    .executableTarget(
      name: "TermDemo",
      dependencies: ["TermBridge"],
      path: "Sources/TermDemo"
    ),
    .testTarget(
      name: "TermBridgeTests",
      dependencies: ["TermBridge", "TermDemo"],
      path: "Tests/TermBridgeTests",
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
