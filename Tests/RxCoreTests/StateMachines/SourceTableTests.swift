import RxTesting
import XCTest

@testable import RxCore

/// The per-source storage of `combineLatest` and `zip`: inline up to eight sources, an array beyond; both ways
/// read and change the same values.
final class SourceTableTests: RxTestCase {
  private func exercise(count: Int, file: StaticString = #filePath, line: UInt = #line) {
    var table = SourceTable<CombiningState.Source>(count: count)
    XCTAssertEqual(table.count, count, file: file, line: line)
    XCTAssertEqual(table.map(\.waiting), Array(repeating: 0, count: count), "every value starts empty")

    for index in table.indices {
      let hadNone = table.update(at: index) { $0.receiveQueued() }
      XCTAssertTrue(hadNone, "source \(index) had nothing waiting", file: file, line: line)
    }
    XCTAssertFalse(table.update(at: count - 1) { $0.receiveQueued() }, "the last source now has two")
    XCTAssertTrue(table.update(at: 0) { $0.complete() })
    XCTAssertFalse(table.update(at: 0) { $0.complete() }, "a completion counts once")

    var visited: [Int] = []
    table.updateEach { source in
      visited.append(Int(source.waiting))
      _ = source.consumeOne()
    }
    XCTAssertEqual(visited, Array(repeating: 1, count: count - 1) + [2], "in order", file: file, line: line)
    XCTAssertEqual(
      table.map(\.waiting), Array(repeating: 0, count: count - 1) + [1], "each gave one", file: file, line: line)
    XCTAssertEqual(table.map(\.isDone), [true] + Array(repeating: false, count: count - 1), file: file, line: line)
  }

  func testInlineTablesReadAndChangeTheirValuesInPlace() {
    for count in 1...SourceTable<CombiningState.Source>.inlineCapacity {
      exercise(count: count)
    }
  }

  func testTablesOfMoreThanEightSourcesKeepThemInAnArray() {
    for count in [9, 20] {
      exercise(count: count)
    }
  }

  func testAnEmptyTableHasNoSources() {
    let table = SourceTable<SingleAssignmentState>(count: 0)
    XCTAssertTrue(table.isEmpty)
  }
}
