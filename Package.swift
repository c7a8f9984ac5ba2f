// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PullUp",
  products: [
    .library(name: "PullUpCore", targets: ["PullUpCore"]),
    .library(name: "PullUp", targets: ["PullUp"]),
    .library(name: "PullUpTesting", targets: ["PullUpTesting"]),
    .library(name: "PullUpSVG", targets: ["PullUpSVG"]),
    .library(name: "PullUpTerminal", targets: ["PullUpTerminal"]),
    .executable(name: "pullup-bench", targets: ["pullup-bench"]),
  ],
  targets: [
    .target(name: "PullUpCore"),
    .target(name: "PullUp", dependencies: ["PullUpCore"]),
    .target(name: "PullUpTesting", dependencies: ["PullUp"]),
    .target(name: "PullUpSVG", dependencies: ["PullUpCore"]),
    .target(name: "PullUpTerminal", dependencies: ["PullUp"]),
    .executableTarget(name: "CustomRendererExample", dependencies: ["PullUp"], path: "Examples/CustomRenderer"),
    // Speed lives here, not in the tests: `swift run -c release pullup-bench` (see BENCHMARKS.md).
    .executableTarget(name: "pullup-bench", dependencies: ["PullUp"], path: "Benchmarks/pullup-bench"),
    .testTarget(name: "PullUpCoreTests", dependencies: ["PullUpCore", "PullUpTesting"]),
    .testTarget(name: "PullUpTests", dependencies: ["PullUp", "PullUpTesting"]),
    .testTarget(name: "PullUpSVGTests", dependencies: ["PullUpSVG"]),
    .testTarget(name: "PullUpTerminalTests", dependencies: ["PullUpTerminal", "PullUpTesting"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

// Upcoming language features, applied to every target in one place.
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
