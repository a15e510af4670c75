// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "SignUpGTK",
  products: [
    .library(name: "RxGTK", targets: ["RxGTK"]),
    .executable(name: "signup-gtk", targets: ["signup-gtk"]),
  ],
  dependencies: [
    .package(name: "Sprout", path: "../..")
  ],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "RxGTK", dependencies: ["CGtk", .product(name: "RxCore", package: "Sprout")], swiftSettings: strictSettings),
    .target(
      name: "SignUpWindow",
      dependencies: [
        "CGtk", "RxGTK", .product(name: "RxCore", package: "Sprout"), .product(name: "Selection", package: "Sprout"),
        .product(name: "SignUp", package: "Sprout"), .product(name: "SignUpProgram", package: "Sprout"),
      ], swiftSettings: strictSettings),
    .executableTarget(
      name: "signup-gtk",
      dependencies: ["SignUpWindow", .product(name: "SignUpProgram", package: "Sprout")],
      swiftSettings: strictSettings),
    .testTarget(
      name: "RxGTKTests",
      dependencies: [
        "CGtk", "RxGTK", .product(name: "RxCore", package: "Sprout"), .product(name: "RxTesting", package: "Sprout"),
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "SignUpWindowTests",
      dependencies: [
        "CGtk", "RxGTK", "SignUpWindow", .product(name: "SignUp", package: "Sprout"),
        .product(name: "Accounts", package: "Sprout"),
        .product(name: "SignUpProgram", package: "Sprout"), .product(name: "SignUpScreen", package: "Sprout"),
        .product(name: "SignUpConformance", package: "Sprout"), .product(name: "RxTesting", package: "Sprout"),
      ], swiftSettings: strictSettings),
  ]
)
