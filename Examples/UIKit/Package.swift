// swift-tools-version: 6.2
import PackageDescription

// The ISHPullUp demo's shape as an iOS app's code: a map under a sheet with a search field and a list of
// places, and two small screens for SplitSheet's initializer and the split view. It depends on PullUp as an
// app does (by path here, by URL in an app), through public products only. An app links `Places` and shows
// `PlacesTabBarController` (the article "A sheet in your UIKit app" in PullUpUIKit's documentation).
//
// Every source is inside `#if canImport(UIKit)`, so on Linux `swift build --package-path Examples/UIKit`
// builds an empty module. CI type-checks the sources against a stand-in of UIKit's declarations
// (`.ci/check-apple-adapters`); nothing here has run on a device.
let package = Package(
  name: "PullUpUIKitExample",
  platforms: [.iOS(.v16)],
  products: [.library(name: "Places", targets: ["Places"])],
  dependencies: [.package(name: "PullUp", path: "../..")],
  targets: [
    .target(
      name: "Places",
      dependencies: [
        .product(name: "PullUpUIKit", package: "PullUp"), .product(name: "PullUp", package: "PullUp"),
        // For recording a session on a device as a scenario file (SessionRecording.swift).
        .product(name: "PullUpScenario", package: "PullUp"),
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

// example: ASheetInYourUIKitApp.md "The dependency"
// An app's manifest names PullUp by its repository's URL, and its target takes the view controller's module
// and PullUp's (for the controller, the configurations and the delegates). Type-checked here, where SwiftPM
// evaluates this manifest; the package above uses the same products by path.
let dependencyByURL: Package.Dependency = .package(url: "<your clone's URL>", .upToNextMinor(from: "0.2.0"))
let appTarget: Target = .target(
  name: "MyApp",
  dependencies: [.product(name: "PullUpUIKit", package: "PullUp"), .product(name: "PullUp", package: "PullUp")])
// end of example
