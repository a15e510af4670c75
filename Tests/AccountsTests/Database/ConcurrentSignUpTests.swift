import Accounts
import Foundation
import SignUp
import XCTest

/// Eight connections on one file, one per thread: the UNIQUE constraint picks exactly one winner.
final class ConcurrentSignUpTests: StoreTestCase {
  private let threadCount = 8

  func testEightThreadsSigningUpOneNicknameCreateExactlyOneAccount() throws {
    let path = try folder.file("accounts.sqlite")
    _ = try SQLiteAccountDatabase.open(path: path)
    let outcomes = try run(onEightThreads: path) { index, database in
      try database.createAccount(
        makeRequest(
          nick: index.isMultiple(of: 2) ? "새싹" : "\u{1109}\u{1162}\u{110A}\u{1161}\u{11A8}",
          email: "thread\(index)@example.com"),
        at: testInstant)
    }
    let created = outcomes.filter { if case .created = $0 { true } else { false } }
    XCTAssertEqual(created.count, 1, "\(outcomes)")
    XCTAssertEqual(outcomes.filter { $0 == .refused(.nickname(.taken)) }.count, threadCount - 1, "\(outcomes)")
    XCTAssertEqual(try SQLiteAccountDatabase.open(path: path).accountCount(), 1)
  }

  func testEightThreadsOpeningANewFileAtOnceAllGetTheSchema() throws {
    let path = try folder.file("new/accounts.sqlite")
    let outcomes = try run(onEightThreads: path) { index, database in
      try database.createAccount(makeRequest(nick: "user\(index)", email: "u\(index)@example.com"), at: testInstant)
    }
    XCTAssertEqual(outcomes.filter { if case .created = $0 { true } else { false } }.count, threadCount)
    XCTAssertEqual(try SQLiteAccountDatabase.open(path: path).accountCount(), threadCount)
  }

  /// Opens one database per thread, then lets all threads run `body` at once; rethrows the first error.
  private func run(
    onEightThreads path: String, _ body: @escaping @Sendable (Int, SQLiteAccountDatabase) throws -> AccountCreation
  ) throws -> [AccountCreation] {
    let results = ResultBox(count: threadCount)
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for index in 0..<threadCount {
      ready.enter()
      finished.enter()
      let thread = Thread {
        defer { finished.leave() }
        let database: SQLiteAccountDatabase
        do {
          database = try SQLiteAccountDatabase.open(path: path)
        } catch {
          ready.leave()
          results.set(index, .failure(error))
          return
        }
        ready.leave()
        start.wait()
        results.set(index, Result { try body(index, database) })
      }
      thread.start()
    }
    ready.wait()
    for _ in 0..<threadCount { start.signal() }
    finished.wait()
    return try results.values.map { try $0.get() }
  }
}

/// One result per thread, written under a lock.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Result<AccountCreation, any Error>?]

  init(count: Int) {
    stored = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<AccountCreation, any Error>) {
    lock.withLock { stored[index] = result }
  }

  var values: [Result<AccountCreation, any Error>] {
    lock.withLock { stored.map { $0 ?? .failure(AccountStoreError.failed(reason: "no result")) } }
  }
}
