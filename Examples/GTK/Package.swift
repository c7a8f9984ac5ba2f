// swift-tools-version: 6.2
import PackageDescription

// PullUp in a real window: the demo app and the window tests of PullUpGTK, as an app uses it. It depends on
// PullUp as an app does (by path here, by URL elsewhere) with the `GTK` trait on, through public products
// only, and needs GTK 4's development files (`apt-get install libgtk-4-dev`). CI builds it with warnings as
// errors and runs its tests under Xvfb (`swift test --package-path Examples/GTK`).
let package = Package(
  name: "PullUpGTKDemo",
  platforms: [.macOS(.v15)],
  products: [.executable(name: "pullup-gtk", targets: ["pullup-gtk"])],
  dependencies: [.package(name: "PullUp", path: "../..", traits: ["GTK"])],
  targets: [
    .executableTarget(
      name: "pullup-gtk",
      dependencies: [
        .product(name: "PullUpGTK", package: "PullUp"), .product(name: "CGTK", package: "PullUp"),
        .product(name: "PullUpScenario", package: "PullUp"),
      ]),
    // The article "A sheet in your GTK app" (Sources/PullUpGTK/PullUpGTK.docc), as an app.
    .executableTarget(
      name: "music-player",
      dependencies: [
        .product(name: "PullUpGTK", package: "PullUp"), .product(name: "CGTK", package: "PullUp"),
        .product(name: "PullUp", package: "PullUp"),
      ]),
    // Every documented way of using a controller, run inside a real GLib main loop.
    .executableTarget(
      name: "glib-main-loop-checks",
      dependencies: [.product(name: "PullUpGTK", package: "PullUp"), .product(name: "CGTK", package: "PullUp")]),
    // pullup-gtk's window without PullUp, which Benchmarks/window-costs.sh measures it against.
    .executableTarget(
      name: "bare-gtk", dependencies: [.product(name: "CGTK", package: "PullUp")], path: "Benchmarks/BareGTK"),
    .testTarget(
      name: "PullUpGTKTests",
      dependencies: [
        "pullup-gtk", "glib-main-loop-checks", "music-player", .product(name: "PullUpGTK", package: "PullUp"),
        .product(name: "PullUpCore", package: "PullUp"),
        .product(name: "PullUpFrontEnd", package: "PullUp"), .product(name: "PullUpScenario", package: "PullUp"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}

// example: ASheetInYourGTKApp.md "The dependency"
// An app's manifest names PullUp by its repository's URL, with the GTK trait on, and its target takes the
// widget and GTK's C API. Type-checked here, where SwiftPM evaluates this manifest; the package above uses
// the same products by path.
let dependencyByURL: Package.Dependency = .package(
  url: "https://example.com/PullUp.git", branch: "main", traits: ["GTK"])
let appTarget: Target = .executableTarget(
  name: "MusicPlayer",
  dependencies: [.product(name: "PullUpGTK", package: "PullUp"), .product(name: "CGTK", package: "PullUp")])
// end of example
