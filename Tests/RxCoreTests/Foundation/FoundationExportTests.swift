// This file imports RxCore and Testing only, on purpose: it checks that `import RxCore` brings Foundation with it, as
// `import RxCocoa` does on Apple systems. Do not add `import Foundation`. (FoundationNetworking is RxCocoa's: see
// RxSwiftModulesTests; `.ci/run` checks that a program importing only RxCore does not link it.)
import RxCore
import Testing

@Suite("import RxCore brings Foundation")
struct FoundationExportTests {
  @Test("Foundation's types are visible with only `import RxCore`")
  func foundationTypesAreVisible() throws {
    let url = try #require(URL(string: "https://example.com/users/sprout"))
    #expect(url.lastPathComponent == "sprout")
    let lock = NSRecursiveLock()
    lock.lock()
    lock.lock()
    lock.unlock()
    lock.unlock()
    #expect(Date(timeIntervalSince1970: 60).timeIntervalSince1970 == 60)
  }
}
