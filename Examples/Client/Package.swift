// swift-tools-version: 6.2
import PackageDescription

// A package that uses PullUp as its users do: by path, through its public products only (no `@testable`,
// no `package` access). Its tests compile and run the README's and the documentation's examples and check
// the promises of the public API. CI runs `swift test --package-path Examples/Client`. README's manifest is
// YourApp/Package.swift, which ReadmeTests evaluates as a reader's package next to a clone of PullUp.
let package = Package(
  name: "PullUpClient",
  // The tests use Synchronization's `Mutex`; PullUp itself needs less (README, "What works where").
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    // README's quick start, as pasted into an app's main.swift; ReadmeTests runs it.
    .executableTarget(name: "QuickStart", dependencies: [.product(name: "PullUp", package: "PullUp")]),
    .testTarget(
      name: "ClientTests",
      dependencies: [
        "QuickStart",
        .product(name: "PullUp", package: "PullUp"),
        .product(name: "PullUpCore", package: "PullUp"),
        .product(name: "PullUpFrontEnd", package: "PullUp"),
        .product(name: "PullUpPresets", package: "PullUp"),
        .product(name: "PullUpTesting", package: "PullUp"),
        .product(name: "PullUpSVG", package: "PullUp"),
        .product(name: "PullUpScenario", package: "PullUp"),
        .product(name: "PullUpSystem", package: "PullUp"),
        .product(name: "PullUpTerminal", package: "PullUp"),
      ]),
    // Gesture tests as data: each *.pullup.json under Scenarios/ becomes a test. The Scenarios article shows
    // this target.
    .testTarget(
      name: "SheetScenarioTests",
      dependencies: [.product(name: "PullUpScenario", package: "PullUp")],
      exclude: ["Scenarios"],  // where the *.pullup.json files are: SwiftPM then does not warn about them
      plugins: [.plugin(name: "PullUpScenarioTests", package: "PullUp")]),
  ],
  swiftLanguageModes: [.v6]
)
