// swift-tools-version: 6.2
import PackageDescription

// SwiftUI SplitView's article with PullUp's split view, and a Maps-like screen: a map under a sheet with a search
// field and a list of places, the sheet's state and detent bound to the screen's `@State`. It depends on PullUp as
// an app does (by path here, by URL in an app), through public products only. An app shows `PlacesScreen` (iOS)
// or `ArticleSplitView` (iOS and macOS) in its window (the article "A sheet in your SwiftUI app" in PullUpSwiftUI's
// documentation).
//
// Every source is inside `#if canImport(SwiftUI)`, and the sheet's inside `#if canImport(UIKit)` too, so on Linux
// `swift build --package-path Examples/SwiftUI` builds an empty module. CI type-checks the sources against
// stand-ins of SwiftUI's and UIKit's declarations (`.ci/check-apple-adapters`), as iOS and as macOS; nothing here
// has run on a device.
let package = Package(
  name: "PullUpSwiftUIExample",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [.library(name: "SwiftUIPlaces", targets: ["SwiftUIPlaces"])],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    .target(
      name: "SwiftUIPlaces",
      dependencies: [
        .product(name: "PullUpSwiftUI", package: "PullUp"), .product(name: "PullUp", package: "PullUp"),
        // For the sheet's view controller (`onController`): its handle's tap in PlacesScreen.swift.
        .product(name: "PullUpUIKit", package: "PullUp"),
      ])
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}

// example: ASheetInYourSwiftUIApp.md "The dependency"
// An app's manifest names PullUp by its repository's URL, and its target takes the SwiftUI views' module and
// PullUp's (for the states, the configurations and the controller). Type-checked here, where SwiftPM evaluates
// this manifest; the package above uses the same products by path.
let dependencyByURL: Package.Dependency = .package(url: "<your clone's URL>", .upToNextMinor(from: "0.2.0"))
let appTarget: Target = .target(
  name: "MyApp",
  dependencies: [.product(name: "PullUpSwiftUI", package: "PullUp"), .product(name: "PullUp", package: "PullUp")])
// end of example
