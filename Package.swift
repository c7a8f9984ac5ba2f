// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PullUp",
  // The lowest systems the code needs: the controller's time is a `Clock` and its `Duration`s (macOS 13 and its
  // contemporaries). What needs more is marked `@available` instead of raising these: `PullUpModel`
  // (Observation: macOS 14) and the terminal session and demo (Synchronization's atomics: macOS 15).
  // ARCHITECTURE.md, "Platforms", lists what sets each.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "PullUpCore", targets: ["PullUpCore"]),
    .library(name: "PullUpFrontEnd", targets: ["PullUpFrontEnd"]),
    .library(name: "PullUpPresets", targets: ["PullUpPresets"]),
    .library(name: "PullUp", targets: ["PullUp"]),
    .library(name: "PullUpTesting", targets: ["PullUpTesting"]),
    .library(name: "PullUpSVG", targets: ["PullUpSVG"]),
    .library(name: "PullUpTerminal", targets: ["PullUpTerminal"]),
    // The GTK 4 widget, GTK's C API for an app's own GTK code, and Swift's glue for that code (typed signals,
    // casts, shortcuts with a Swift action, the main actor in GLib's loop); all need the `GTK` trait (below).
    .library(name: "PullUpGTK", targets: ["PullUpGTK"]),
    .library(name: "CGTK", targets: ["CGTK"]),
    .library(name: "PullUpGObject", targets: ["PullUpGObject"]),
    // The UIKit adapter: a pull-up view controller for iOS apps. Empty where UIKit is not (it is type-checked
    // on Linux against a stand-in of Apple's declarations in CI, and never run here: README, "What works where").
    .library(name: "PullUpUIKit", targets: ["PullUpUIKit"]),
    // The SwiftUI adapter: a split view wherever SwiftUI is, and a pull-up sheet where UIKit is too. Empty where
    // SwiftUI is not (type-checked on Linux against a stand-in of Apple's declarations in CI, never run here).
    .library(name: "PullUpSwiftUI", targets: ["PullUpSwiftUI"]),
    .executable(name: "pullup-bench", targets: ["pullup-bench"]),
    .library(name: "PullUpScenario", targets: ["PullUpScenario"]),
    // Files and signals through the system calls, for a program that writes what a session made: pullup, and
    // a front end of your own (Examples/GTK's pullup-gtk, a package of its own).
    .library(name: "PullUpSystem", targets: ["PullUpSystem"]),
    .executable(name: "pullup", targets: ["pullup"]),
    .plugin(name: "PullUpPreview", targets: ["PullUpPreview"]),
    .plugin(name: "PullUpScenarioTests", targets: ["PullUpScenarioTestsPlugin"]),
  ],
  // `GTK` builds PullUpGTK against GTK 4's development files (`apt-get install libgtk-4-dev`). It is off by
  // default, so that PullUp builds and tests with nothing installed; an app turns it on where it depends on
  // PullUp: `.package(url: …, from: …, traits: ["GTK"])`. ARCHITECTURE.md, "PullUpGTK is a trait", says why.
  traits: [
    .trait(name: "GTK", description: "Builds PullUpGTK, the GTK 4 widget, and PullUpGObject (needs libgtk-4-dev).")
  ],
  targets: [
    .target(name: "PullUpCore"),
    // The peers' presets (FloatingPanel, Material), written as plug-ins are: with PullUpCore's public API only,
    // which this being a module of its own makes the compiler check.
    .target(name: "PullUpPresets", dependencies: ["PullUpCore"]),
    // What a toolkit's raw input means, for front ends; the controller's module re-exports it.
    .target(name: "PullUpFrontEnd", dependencies: ["PullUpCore"]),
    .target(name: "PullUp", dependencies: ["PullUpCore", "PullUpFrontEnd"]),
    .target(name: "PullUpTesting", dependencies: ["PullUp"]),
    // The shell every front end shares (package API): the controller served, inputs, frames, hits, keys, focus.
    .target(name: "PullUpHost", dependencies: ["PullUp"]),
    .target(name: "PullUpSVG", dependencies: ["PullUpCore"]),
    .target(name: "PullUpTerminal", dependencies: ["PullUp", "PullUpFrontEnd"]),
    // GTK 4 through pkg-config, plus the two libdispatch entry points a foreign main loop drains the main
    // queue with (see PullUpGObject's GLibMainActor.swift). Only a build with the `GTK` trait reaches it, so only that build
    // needs GTK. SwiftPM says "prohibited flag(s): -pthread, …, -mfpmath=sse, -msse, -msse2": it drops those
    // of gtk4.pc's (and graphene's) compiler flags, which Swift code does not need.
    .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    // What any Swift code on GTK needs and GTK's C API lacks, nothing of PullUp's: typed signal handlers, the
    // casts GTK writes as C macros, a shortcut with a Swift action, and Swift's main actor in GLib's loop. A
    // module of its own, so that PullUpGTK's API is the widget's (ARCHITECTURE.md, "The GObject glue").
    // Every file is inside `#if GTK`: without the trait the module is empty and needs nothing installed.
    .target(name: "PullUpGObject", dependencies: [.target(name: "CGTK", condition: .when(traits: ["GTK"]))]),
    // Every file is inside `#if GTK`: without the trait the module is empty and needs nothing installed.
    .target(
      name: "PullUpGTK",
      dependencies: ["PullUp", "PullUpHost", "PullUpGObject", .target(name: "CGTK", condition: .when(traits: ["GTK"]))]),
    // What the UIKit adapter decides, as plain values that Linux tests run: touches to raw events, verdicts to
    // the recognizer's states, hit views to regions, the tracked scroll view's pinning, the keyboard, hardware
    // keys, the accessibility element, frames. `package` access only: no public API of its own.
    .target(name: "PullUpUIKitTranslation", dependencies: ["PullUpCore", "PullUpFrontEnd"]),
    // Every file is inside `#if canImport(UIKit)`: elsewhere the module is empty.
    .target(name: "PullUpUIKit", dependencies: ["PullUp", "PullUpHost", "PullUpUIKitTranslation"]),
    // What the SwiftUI adapter decides, as plain values that Linux tests run: a DragGesture's values to raw
    // events, the container's geometry, settle frames and the scene phase, the divider's accessibility, the
    // bindings' two directions, the tracked scroll view's search, keys. It reuses the UIKit translation's
    // decisions. `package` access only: no public API of its own.
    .target(
      name: "PullUpSwiftUITranslation", dependencies: ["PullUpCore", "PullUpFrontEnd", "PullUpUIKitTranslation"]),
    // Every file is inside `#if canImport(SwiftUI)` (the sheet's also inside `#if canImport(UIKit)`): elsewhere
    // the module is empty.
    .target(name: "PullUpSwiftUI", dependencies: ["PullUp", "PullUpHost", "PullUpSwiftUITranslation", "PullUpUIKit"]),
    // PullUp's layer over the operating system, nothing of PullUp's own: paths as bytes, files read and written
    // through the system calls (an output file written the way its path asks), and the signal table of a program
    // that keeps a session's work. ARCHITECTURE.md, "Scenarios and tooling", says why it is not PullUpScenario's.
    .target(name: "PullUpSystem"),
    .target(
      name: "PullUpScenario", dependencies: ["PullUp", "PullUpFrontEnd", "PullUpSVG", "PullUpPresets", "PullUpSystem"]),
    .executableTarget(name: "pullup", dependencies: ["PullUpScenario", "PullUpTerminal", "PullUpSystem"]),
    // Speed lives here, not in the tests: `swift run -c release pullup-bench` (see BENCHMARKS.md).
    .executableTarget(name: "pullup-bench", dependencies: ["PullUp"], path: "Benchmarks/pullup-bench"),
    .plugin(
      name: "PullUpPreview",
      capability: .command(
        intent: .custom(
          verb: "pullup-preview",
          description: "Renders each *.pullup.json scenario to an SVG beside it (X.pullup.json → X.svg)."),
        permissions: [
          .writeToPackageDirectory(reason: "pullup-preview writes the rendered SVG next to each scenario file.")
        ]),
      dependencies: ["pullup"]),
    // Scenario files as tests: every *.pullup.json of a test target that applies this plugin becomes a test.
    .executableTarget(name: "PullUpScenarioTestsGenerator", dependencies: ["PullUpScenario", "PullUpSystem"]),
    .plugin(
      name: "PullUpScenarioTestsPlugin", capability: .buildTool(), dependencies: ["PullUpScenarioTestsGenerator"]),
    .testTarget(name: "PullUpCoreTests", dependencies: ["PullUpCore", "PullUpFrontEnd", "PullUpTesting"]),
    .testTarget(name: "PullUpPresetsTests", dependencies: ["PullUpPresets", "PullUpTesting"]),
    .testTarget(name: "PullUpTests", dependencies: ["PullUp", "PullUpTesting"]),
    .testTarget(name: "PullUpHostTests", dependencies: ["PullUpHost", "PullUpTesting", "PullUpScenario"]),
    .testTarget(name: "PullUpSVGTests", dependencies: ["PullUpSVG"]),
    .testTarget(name: "PullUpSystemTests", dependencies: ["PullUpSystem"]),
    .testTarget(
      name: "PullUpUIKitTranslationTests",
      dependencies: ["PullUpUIKitTranslation", "PullUpHost", "PullUpTesting", "PullUpScenario"]),
    .testTarget(
      name: "PullUpSwiftUITranslationTests",
      dependencies: ["PullUpSwiftUITranslation", "PullUpHost", "PullUpTesting", "PullUpScenario"]),
    .testTarget(
      name: "PullUpTerminalTests",
      dependencies: ["PullUpTerminal", "PullUpTesting", "PullUpScenario", "PullUpSystem", "pullup"],
      exclude: ["Golden"]),
    .testTarget(
      name: "PullUpScenarioTests", dependencies: ["PullUpScenario", "PullUpPresets", "PullUpTesting", "pullup"],
      exclude: ["Corpus"]),  // scenario files of every past form, read from disk by ScenarioCorpusTests
    .testTarget(
      name: "ScenarioFileTests", dependencies: ["PullUpScenario"], exclude: ["Scenarios"],
      plugins: ["PullUpScenarioTestsPlugin"]),
  ],
  swiftLanguageModes: [.v6]
)

// Upcoming language features, applied in one place to every target that compiles Swift with the package's
// settings. Plugin targets are built for the host by SwiftPM itself and take no swiftSettings.
for target in package.targets where target.type != .plugin && target.type != .system {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
