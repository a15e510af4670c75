// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "Sprout",
  // RxCore, RxTesting, Selection and SignUp need no more than this. TerminalUI's terminal session (and so
  // SignUpScreen's interactive screen and the signup program) needs macOS 15: it is marked `@available` for that.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "RxCore", targets: ["RxCore"]),
    .library(name: "RxTesting", targets: ["RxTesting"]),
    // RxSwift's product names: a package that used RxSwift switches the package and keeps its imports.
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "RxRelay", targets: ["RxRelay"]),
    .library(name: "RxCocoa", targets: ["RxCocoa"]),
    .library(name: "RxBlocking", targets: ["RxBlocking"]),
    .library(name: "RxTest", targets: ["RxTest"]),
    .library(name: "Selection", targets: ["Selection"]),
    .library(name: "SignUp", targets: ["SignUp"]),
    .library(name: "TextSafety", targets: ["TextSafety"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "SignUpProgram", targets: ["SignUpProgram"]),
    .library(name: "SignUpScreen", targets: ["SignUpScreen"]),
    // The shared input table both faces are tested against (the GTK window's tests use it too).
    .library(name: "SignUpConformance", targets: ["SignUpConformance"]),
    .executable(name: "signup", targets: ["signup"]),
    .executable(name: "rx-bench", targets: ["rx-bench"]),
    // The embedded account store (SQLite, the system's library) and its benchmark.
    .library(name: "Accounts", targets: ["Accounts"]),
    .library(name: "AccountService", targets: ["AccountService"]),
    .executable(name: "accounts-bench", targets: ["accounts-bench"]),
  ],
  targets: [
    .target(name: "RxCore", swiftSettings: strictSettings),
    .target(name: "RxTesting", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "RxSwift", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "RxRelay", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "RxCocoa", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "RxBlocking", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "RxTest", dependencies: ["RxTesting"], swiftSettings: strictSettings),
    .target(name: "Selection", dependencies: ["RxCore"], swiftSettings: strictSettings),
    .target(name: "SignUp", dependencies: ["RxCore", "Selection"], swiftSettings: strictSettings),
    // Text that is safe to show and write: escaping for display, writing every byte, ECMA-48's escape grammar.
    .target(name: "TextSafety", swiftSettings: strictSettings),
    .target(name: "TerminalUI", dependencies: ["TextSafety"], swiftSettings: strictSettings),
    // libdispatch's hooks for serving the main queue from the terminal's own poll loop (Linux; no library to link).
    .systemLibrary(name: "CDispatchMainQueue"),
    // The sign-up service's client: the same AccountStore over HTTP, through RxCocoa's URLSession.rx.
    .target(name: "AccountService", dependencies: ["SignUp", "RxCocoa"], swiftSettings: strictSettings),
    .target(
      name: "SignUpProgram", dependencies: ["Accounts", "AccountService", "RxCocoa", "SignUp", "TextSafety"],
      swiftSettings: strictSettings),
    .target(
      name: "SignUpScreen",
      dependencies: [
        "CDispatchMainQueue", "RxCore", "Selection", "SignUp", "SignUpProgram", "TerminalUI", "TextSafety",
      ],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "signup", dependencies: ["SignUpProgram", "SignUpScreen"], swiftSettings: strictSettings),
    .executableTarget(name: "generate-arity", swiftSettings: strictSettings),
    .executableTarget(
      name: "rx-bench", dependencies: ["RxCore", "Selection", "SignUp"], swiftSettings: strictSettings),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .target(name: "Accounts", dependencies: ["SignUp", "RxCore", "CSQLite"], swiftSettings: strictSettings),
    .executableTarget(
      name: "accounts-bench", dependencies: ["Accounts", "SignUp", "RxCore", "SproutTestSupport"],
      swiftSettings: strictSettings),
    .target(
      name: "SproutTestSupport", dependencies: ["RxCore"], path: "Tests/SproutTestSupport",
      swiftSettings: strictSettings),
    .target(
      name: "SignUpConformance", dependencies: ["SignUp", "SignUpProgram", "SignUpScreen"],
      path: "Tests/SignUpConformance",
      swiftSettings: strictSettings),
    .testTarget(
      name: "RxCoreTests", dependencies: ["RxCore", "RxTesting", "SproutTestSupport"], swiftSettings: strictSettings),
    .testTarget(name: "RxTestingTests", dependencies: ["RxTesting"], swiftSettings: strictSettings),
    .testTarget(name: "RxCocoaTests", dependencies: ["RxCocoa", "RxTesting"], swiftSettings: strictSettings),
    .testTarget(
      name: "RxSwiftModulesTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxBlocking", "RxTest"],
      swiftSettings: strictSettings),
    // A Swift 6 app's profile screen (a @MainActor view controller, a view model with relays and Drivers, background
    // work): each mistake of issue 23 and the report RxCore gives for it, and the correct patterns, reported nothing.
    .testTarget(
      name: "Swift6AppTests", dependencies: ["RxCore", "RxTesting", "SproutTestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "SelectionTests", dependencies: ["Selection", "RxTesting", "SproutTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(name: "SignUpTests", dependencies: ["SignUp", "RxTesting"], swiftSettings: strictSettings),
    .testTarget(
      name: "AccountsTests", dependencies: ["Accounts", "SignUp", "RxTesting", "RxCore", "SproutTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "AccountServiceTests", dependencies: ["AccountService", "SignUp", "RxCocoa", "RxTesting"],
      swiftSettings: strictSettings),
    .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety"], swiftSettings: strictSettings),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TextSafety"], swiftSettings: strictSettings),
    .testTarget(
      name: "SignUpProgramTests", dependencies: ["SignUpProgram", "SignUp", "TerminalUI", "TextSafety"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SignUpScreenTests",
      dependencies: [
        "Accounts", "SignUpScreen", "SignUp", "SignUpProgram", "SignUpConformance", "TerminalUI", "TextSafety",
        "RxTesting",
      ],
      swiftSettings: strictSettings),
  ]
)
