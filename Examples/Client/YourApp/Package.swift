// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // A clone of PullUp beside this package. Once PullUp is published:
    // .package(url: "<PullUp's URL>", .upToNextMinor(from: "0.2.0")),
    .package(name: "PullUp", path: "../PullUp")
  ],
  targets: [
    .executableTarget(name: "MyApp", dependencies: [.product(name: "PullUp", package: "PullUp")])
  ]
)
