// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "RxGTK",
  products: [
    .library(name: "RxGTK", targets: ["RxGTK"]),
    // For test targets only: input as a user gives it and what GTK's test accessibility backend reads back.
    .library(name: "RxGTKTesting", targets: ["RxGTKTesting"]),
  ],
  dependencies: [
    .package(name: "Sprout", path: "../..")
  ],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(name: "CGtkTesting", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "RxGTK", dependencies: ["CGtk", .product(name: "RxCore", package: "Sprout")], swiftSettings: strictSettings),
    .target(name: "RxGTKTesting", dependencies: ["CGtk", "CGtkTesting", "RxGTK"], swiftSettings: strictSettings),
    .testTarget(
      name: "RxGTKTests",
      dependencies: [
        "CGtk", "RxGTK", "RxGTKTesting", .product(name: "RxCore", package: "Sprout"),
        .product(name: "RxTesting", package: "Sprout"),
      ],
      swiftSettings: strictSettings),
  ]
)
