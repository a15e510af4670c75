import RxTesting
import XCTest

@testable import RxCore

/// `CompositeMembers`, the dictionary-free storage of `CompositeDisposable`.
final class CompositeMembersTests: RxTestCase {
  private func member(_ id: Int, log: @escaping (Int) -> Void) -> any Disposable {
    Disposables.create { log(id) }
  }

  func testKeepsInsertionOrderThroughRemovals() {
    var log: [Int] = []
    var members = CompositeMembers()
    let keys = (1...6).map { id in members.insert(member(id, log: { log.append($0) })) }
    XCTAssertEqual(keys, [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(members.count, 6)
    members.remove(key: keys[0])?.dispose()
    members.remove(key: keys[3])?.dispose()
    members.remove(key: keys[5])?.dispose()
    XCTAssertEqual(log, [1, 4, 6])
    XCTAssertNil(members.remove(key: keys[3]), "a key is removed once")
    XCTAssertNil(members.remove(key: 99))
    XCTAssertEqual(members.count, 3)
    _ = members.insert(member(7, log: { log.append($0) }))
    log = []
    members.forEach { $0.dispose() }
    XCTAssertEqual(log, [2, 3, 5, 7])
  }

  func testTheInlineSlotIsReusedOnlyWhenEverythingElseIsGone() {
    var log: [Int] = []
    var members = CompositeMembers()
    let first = members.insert(member(1, log: { log.append($0) }))
    let second = members.insert(member(2, log: { log.append($0) }))
    members.remove(key: first)?.dispose()
    _ = members.insert(member(3, log: { log.append($0) }))
    members.remove(key: second)?.dispose()
    members.forEach { $0.dispose() }
    XCTAssertEqual(log, [1, 2, 3])
    var single = CompositeMembers()
    for id in 10..<13 {
      let key = single.insert(member(id, log: { log.append($0) }))
      XCTAssertEqual(single.count, 1)
      single.remove(key: key)?.dispose()
      XCTAssertEqual(single.count, 0)
    }
    XCTAssertEqual(log, [1, 2, 3, 10, 11, 12])
  }
}
