// swift-tools-version: 6.2
import PackageDescription

// A renderer of your own, in a package of its own that uses PullUp as an app does: by path, through its
// public products only. `GaugeRenderer` draws each snapshot as a line of text; `CustomRendererExample` runs
// a flick with it on the real clock (`swift run --package-path Examples/CustomRenderer`), and the tests
// drive it with `PullUpTestHarness`. CI builds it and runs `swift test --package-path Examples/CustomRenderer`.
let package = Package(
  name: "CustomRendererExample",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    .target(name: "GaugeRenderer", dependencies: [.product(name: "PullUp", package: "PullUp")]),
    .executableTarget(
      name: "CustomRendererExample", dependencies: ["GaugeRenderer", .product(name: "PullUp", package: "PullUp")]),
    .testTarget(
      name: "GaugeRendererTests",
      dependencies: [
        "GaugeRenderer", .product(name: "PullUp", package: "PullUp"),
        .product(name: "PullUpTesting", package: "PullUp"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
