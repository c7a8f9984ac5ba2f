// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PullUp",
  products: [
    .library(name: "PullUpCore", targets: ["PullUpCore"])
  ],
  targets: [
    .target(name: "PullUpCore"),
    .testTarget(name: "PullUpCoreTests", dependencies: ["PullUpCore"]),
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
