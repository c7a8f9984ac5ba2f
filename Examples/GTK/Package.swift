// swift-tools-version: 6.2
import PackageDescription

// PullUp in a real window: a GTK 4 front end. It is a package of its own, so that PullUp builds and tests
// with nothing installed; this one needs GTK 4's development files (`apt-get install libgtk-4-dev`) and
// uses PullUp by path, through its public products only. CI builds it with warnings as errors and runs its
// tests under Xvfb (`swift test --package-path Examples/GTK`).
let package = Package(
  name: "PullUpGTK",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PullUpGTK", targets: ["PullUpGTK"]),
    .executable(name: "pullup-gtk", targets: ["pullup-gtk"]),
  ],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    // GTK 4 through pkg-config, plus the two libdispatch entry points a foreign main loop drains the main
    // queue with (see GLibMainActor.swift). SwiftPM says "prohibited flag(s): -pthread, …, -mfpmath=sse,
    // -msse, -msse2": it drops those of gtk4.pc's (and graphene's) compiler flags, which Swift code does not
    // need; Swift itself compiles the package with no warning.
    .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "PullUpGTK", dependencies: ["CGTK", .product(name: "PullUp", package: "PullUp")]),
    .executableTarget(
      name: "pullup-gtk",
      dependencies: ["PullUpGTK", .product(name: "PullUpScenario", package: "PullUp")]),
    // Every documented way of using a controller, run inside a real GLib main loop.
    .executableTarget(name: "glib-main-loop-checks", dependencies: ["PullUpGTK"]),
    // pullup-gtk's window without PullUp, which Benchmarks/window-costs.sh measures it against.
    .executableTarget(name: "bare-gtk", dependencies: ["CGTK"], path: "Benchmarks/BareGTK"),
    .testTarget(
      name: "PullUpGTKTests",
      dependencies: [
        "pullup-gtk", "glib-main-loop-checks", .product(name: "PullUpCore", package: "PullUp"),
        .product(name: "PullUpFrontEnd", package: "PullUp"), .product(name: "PullUpScenario", package: "PullUp"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
