// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "RxGTK",
  products: [
    .library(name: "RxGTK", targets: ["RxGTK"])
  ],
  dependencies: [
    .package(name: "Sprout", path: "../..")
  ],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "RxGTK", dependencies: ["CGtk", .product(name: "RxCore", package: "Sprout")], swiftSettings: strictSettings),
    .testTarget(
      name: "RxGTKTests",
      dependencies: [
        "CGtk", "RxGTK", .product(name: "RxCore", package: "Sprout"), .product(name: "RxTesting", package: "Sprout"),
      ],
      swiftSettings: strictSettings),
  ]
)
