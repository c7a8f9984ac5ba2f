// swift-tools-version: 6.2
import PackageDescription

// Plug-ins of your own, in a package of their own that uses PullUp as an app does: by path, through its
// public products only. `FlickToEnds` is a snap policy and `TimedGlide` a motion; the tests use them in a
// controller on a test clock, check the motion with `PullUpMotionCheck`, and replay them through the
// scenario player. CI runs `swift test --package-path Examples/PlugIns`.
let package = Package(
  name: "PlugInExample",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [.library(name: "PlugInExample", targets: ["PlugInExample"])],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    // A plug-in needs only the core: the policy and the motion are values with pure methods.
    .target(name: "PlugInExample", dependencies: [.product(name: "PullUpCore", package: "PullUp")]),
    .testTarget(
      name: "PlugInExampleTests",
      dependencies: [
        "PlugInExample",
        .product(name: "PullUp", package: "PullUp"),
        .product(name: "PullUpScenario", package: "PullUp"),
        .product(name: "PullUpTesting", package: "PullUp"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
