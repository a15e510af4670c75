// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "SignUpServer",
  products: [
    .library(name: "SignUpService", targets: ["SignUpService"]),
    .executable(name: "signup-server", targets: ["signup-server"]),
  ],
  dependencies: [
    .package(name: "Sprout", path: "../..")
  ],
  targets: [
    .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    // ICU behind a header that names no ICU type (Debian's ICU and Foundation clash on `UErrorCode`).
    .target(
      name: "CSkeleton",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .target(
      name: "SignUpService",
      dependencies: [
        "CMicroHTTPD", "CLibPQ", "CSkeleton",
        .product(name: "SignUp", package: "Sprout"), .product(name: "Accounts", package: "Sprout"),
      ],
      resources: [.copy("Contract/openapi.yaml")],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "signup-server",
      dependencies: ["SignUpService", .product(name: "SignUp", package: "Sprout")],
      swiftSettings: strictSettings),
    .testTarget(
      name: "SignUpServiceTests",
      dependencies: [
        "SignUpService", "signup-server", .product(name: "SignUp", package: "Sprout"),
        .product(name: "Accounts", package: "Sprout"),
      ],
      swiftSettings: strictSettings),
  ]
)
