// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
]

let package = Package(
  name: "Sprout",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RxCore", targets: ["RxCore"]),
    .library(name: "RxTesting", targets: ["RxTesting"]),
  ],
  targets: [
    .target(name: "RxCore", swiftSettings: strictSettings),
    .target(name: "RxTesting", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"], swiftSettings: strictSettings),
  ]
)
