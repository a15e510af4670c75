import Accounts
import Foundation
import RxCore
import SignUp
import XCTest

/// `SQLiteAccountStore`: the `Single`s, the queue they run on, and what a new store finds on disk.
final class SQLiteAccountStoreTests: StoreTestCase {
  func testAccountCreatedThroughOneStoreIsFoundByANewOne() throws {
    let path = try folder.file("accounts.sqlite")
    let request = try makeRequest(nick: "Sprout", email: "Sprout@Example.com", gender: .male)
    let created: AccountCreation
    do {
      let store = try SQLiteAccountStore.open(path: path, now: { testInstant })
      XCTAssertEqual(try store.availability(of: nickname("sprout")).toBlocking(timeout: 10).single(), .available)
      created = try store.createAccount(request).toBlocking(timeout: 10).single()
      store.waitUntilIdle()
    }
    guard case .created(let account) = created else { return XCTFail("\(created)") }
    XCTAssertEqual(account.createdAt, testInstant)

    let reopened = try SQLiteAccountStore.open(path: path)
    XCTAssertEqual(try reopened.availability(of: nickname("SPROUT")).toBlocking(timeout: 10).single(), .taken)
    XCTAssertEqual(try reopened.account(nicknamed: nickname("sprout")).toBlocking(timeout: 10).single(), account)
    XCTAssertEqual(
      try reopened.createAccount(makeRequest(nick: "other", email: "sprout@example.com")).toBlocking(timeout: 10)
        .single(), .refused(.email(.taken)))
    reopened.waitUntilIdle()
  }

  func testWorkRunsOffTheSubscribingThread() throws {
    let store = try SQLiteAccountStore.open(path: try folder.file("accounts.sqlite"))
    let answered = expectation(description: "answered")
    let subscriber = Thread.current
    let answerThread = ThreadBox()
    let subscription = store.availability(of: try nickname("새싹")).subscribe(onSuccess: { _ in
      answerThread.set(Thread.current)
      answered.fulfill()
    })
    wait(for: [answered], timeout: 10)
    XCTAssertNotNil(answerThread.thread)
    XCTAssertFalse(answerThread.thread === subscriber)
    XCTAssertFalse(answerThread.isMain)
    subscription.dispose()
    store.waitUntilIdle()
  }

  func testEachSubscriptionRunsTheWorkOnce() throws {
    let store = try SQLiteAccountStore.open(path: try folder.file("accounts.sqlite"))
    let creation = store.createAccount(try makeRequest(nick: "once", email: "once@example.com"))
    XCTAssertEqual(try store.account(nicknamed: nickname("once")).toBlocking(timeout: 10).single(), .none)
    guard case .created = try creation.toBlocking(timeout: 10).single() else { return XCTFail("not created") }
    XCTAssertEqual(try creation.toBlocking(timeout: 10).single(), .refused(.nickname(.taken)))
    store.waitUntilIdle()
  }

  func testAStoreErrorFailsTheSingle() throws {
    let path = try folder.file("accounts.sqlite")
    let store = try SQLiteAccountStore.open(path: path, busyTimeout: 0.05)
    let holder = try LockHolder(path: path)
    let result = store.createAccount(try makeRequest(nick: "late", email: "late@example.com"))
      .toBlocking(timeout: 10).materialize()
    guard case .failed(let elements, let error) = result else { return XCTFail("\(result)") }
    XCTAssertEqual(elements, [])
    XCTAssertEqual(error as? AccountStoreError, .busy)
    try holder.release()
    store.waitUntilIdle()
  }
}

/// The thread a callback ran on, set from that thread.
private final class ThreadBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Thread?
  private var storedIsMain = true

  func set(_ thread: Thread) {
    let isMain = Thread.isMainThread
    lock.withLock {
      stored = thread
      storedIsMain = isMain
    }
  }

  var thread: Thread? { lock.withLock { stored } }
  var isMain: Bool { lock.withLock { storedIsMain } }
}
