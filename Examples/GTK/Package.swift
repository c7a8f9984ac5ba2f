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
        .product(name: "PullUpGObject", package: "PullUp"), .product(name: "PullUpScenario", package: "PullUp"),
        .product(name: "PullUpSystem", package: "PullUp"),
      ]),
    // The article "A sheet in your GTK app" (Sources/PullUpGTK/PullUpGTK.docc): main.swift is its code, word
    // for word, as a user's package has it (the manifest it shows is `articleManifest()` below); a window test
    // drags it open.
    .executableTarget(
      name: "music-player",
      dependencies: [
        .product(name: "PullUp", package: "PullUp"), .product(name: "PullUpGTK", package: "PullUp"),
        .product(name: "CGTK", package: "PullUp"), .product(name: "PullUpGObject", package: "PullUp"),
      ]),
    // README's GTK quick start, the region marked in its main.swift, as a program of its own.
    .executableTarget(
      name: "gtk-quick-start",
      dependencies: [
        .product(name: "PullUp", package: "PullUp"), .product(name: "PullUpGTK", package: "PullUp"),
        .product(name: "CGTK", package: "PullUp"), .product(name: "PullUpGObject", package: "PullUp"),
      ]),
    // The article's sheet from a `.ui` file (sheet.ui, built with GtkBuilder), as a program of its own; a window
    // test drags it open.
    .executableTarget(
      name: "sheet-from-ui",
      dependencies: [
        .product(name: "PullUp", package: "PullUp"), .product(name: "PullUpGTK", package: "PullUp"),
        .product(name: "CGTK", package: "PullUp"), .product(name: "PullUpGObject", package: "PullUp"),
      ],
      exclude: ["sheet.ui"]),
    // Every documented way of using a controller, run inside a real GLib main loop.
    .executableTarget(
      name: "glib-main-loop-checks",
      dependencies: [
        .product(name: "PullUpGTK", package: "PullUp"), .product(name: "CGTK", package: "PullUp"),
        .product(name: "PullUpGObject", package: "PullUp"),
      ]),
    // A music player's queue (40 tracks in a GtkListBox) in the sheet or in plain GTK, for the keyboard's window
    // tests: the same widgets with and without PullUp, in the same run.
    .executableTarget(
      name: "queue-keys",
      dependencies: [
        .product(name: "PullUp", package: "PullUp"), .product(name: "PullUpGTK", package: "PullUp"),
        .product(name: "CGTK", package: "PullUp"), .product(name: "PullUpGObject", package: "PullUp"),
      ]),
    // pullup-gtk's window without PullUp, which Benchmarks/window-costs.sh measures it against.
    .executableTarget(
      name: "bare-gtk", dependencies: [.product(name: "CGTK", package: "PullUp")], path: "Benchmarks/BareGTK"),
    .testTarget(
      name: "PullUpGTKTests",
      dependencies: [
        "pullup-gtk", "glib-main-loop-checks", "music-player", "gtk-quick-start", "queue-keys", "sheet-from-ui",
        .product(name: "PullUpGTK", package: "PullUp"), .product(name: "PullUpGObject", package: "PullUp"),
        .product(name: "PullUpCore", package: "PullUp"),
        .product(name: "PullUpFrontEnd", package: "PullUp"), .product(name: "PullUpScenario", package: "PullUp"),
        .product(name: "PullUpSystem", package: "PullUp"),
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

// The manifest of the article "A sheet in your GTK app", word for word: a user's whole Package.swift, which
// depends on PullUp's checkout beside it. SwiftPM type-checks it here as it evaluates this manifest; the
// function is never called, so the package SwiftPM reads is the one above.
func articleManifest() -> Package {
  // example: ASheetInYourGTKApp.md "The manifest"
  // swift-tools-version: 6.2
  let package = Package(
    name: "Player",
    platforms: [.macOS(.v15)],
    dependencies: [
      // PullUp's checkout beside this package's folder, with its GTK trait on.
      .package(name: "PullUp", path: "../PullUp", traits: ["GTK"])
    ],
    targets: [
      .executableTarget(
        name: "Player",
        dependencies: [
          .product(name: "PullUp", package: "PullUp"),  // the controller, its configuration and delegates
          .product(name: "PullUpGTK", package: "PullUp"),  // the sheet widget
          .product(name: "CGTK", package: "PullUp"),  // GTK 4's C API, for your own GTK code
          .product(name: "PullUpGObject", package: "PullUp"),  // Swift's glue for it: signals, casts, main actor
        ])
    ],
    swiftLanguageModes: [.v6]
  )
  // end of example
  return package
}
