// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "SignUpGTK",
  products: [
    .executable(name: "signup-gtk", targets: ["signup-gtk"])
  ],
  dependencies: [
    .package(name: "Sprout", path: "../.."),
    .package(name: "RxGTK", path: "../RxGTK"),
  ],
  targets: [
    .target(
      name: "SignUpWindow",
      dependencies: [
        .product(name: "RxGTK", package: "RxGTK"), .product(name: "RxCore", package: "Sprout"),
        .product(name: "Selection", package: "Sprout"), .product(name: "SignUp", package: "Sprout"),
        .product(name: "SignUpProgram", package: "Sprout"),
      ], swiftSettings: strictSettings),
    .executableTarget(
      name: "signup-gtk",
      dependencies: ["SignUpWindow", .product(name: "SignUpProgram", package: "Sprout")],
      swiftSettings: strictSettings),
    .testTarget(
      name: "SignUpWindowTests",
      dependencies: [
        "SignUpWindow", .product(name: "RxGTK", package: "RxGTK"), .product(name: "RxGTKTesting", package: "RxGTK"),
        .product(name: "SignUp", package: "Sprout"), .product(name: "Accounts", package: "Sprout"),
        .product(name: "SignUpProgram", package: "Sprout"), .product(name: "SignUpScreen", package: "Sprout"),
        .product(name: "SignUpConformance", package: "Sprout"), .product(name: "RxTesting", package: "Sprout"),
      ], swiftSettings: strictSettings),
  ]
)
