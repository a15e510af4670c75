import Dispatch
import RxTesting
import XCTest

@testable import RxCore

final class DisposableTests: RxTestCase {
  func testAnonymousDisposableRunsOnceFromAnyThread() {
    let count = AtomicInt(0)
    nonisolated(unsafe) let disposable = Disposables.create { count.add(1, ordering: .relaxed) }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
    XCTAssertEqual(count.load(ordering: .relaxed), 1)
    XCTAssertTrue(disposable.isDisposed)
  }

  func testDisposeBagDisposesOnDeinitAndLateInsertions() {
    var log: [String] = []
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(Disposables.create { log.append("a") })
    if let bag { Disposables.create { log.append("b") }.disposed(by: bag) }
    bag = nil
    XCTAssertEqual(log, ["a", "b"])
  }

  func testCompositeDisposable() {
    var log: [Int] = []
    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create { log.append(1) })
    _ = composite.insert(Disposables.create { log.append(2) })
    XCTAssertEqual(composite.count, 2)
    if let key { composite.remove(for: key) }
    XCTAssertEqual(log, [1])
    composite.dispose()
    XCTAssertEqual(log, [1, 2])
    XCTAssertNil(composite.insert(Disposables.create { log.append(3) }))
    XCTAssertEqual(log, [1, 2, 3])
  }

  func testSerialDisposableDisposesThePreviousOne() {
    var log: [Int] = []
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { log.append(1) }
    serial.disposable = Disposables.create { log.append(2) }
    XCTAssertEqual(log, [1])
    serial.dispose()
    XCTAssertEqual(log, [1, 2])
    serial.disposable = Disposables.create { log.append(3) }
    XCTAssertEqual(log, [1, 2, 3])
  }

  func testSingleAssignmentDisposableReportsASecondAssignment() {
    let single = SingleAssignmentDisposable()
    var log: [Int] = []
    single.setDisposable(Disposables.create { log.append(1) })
    let issues = RuntimeIssueRecorder.issues { single.setDisposable(Disposables.create { log.append(2) }) }
    XCTAssertEqual(issues.map(\.kind), [.disposableMisuse])
    XCTAssertEqual(log, [2])
    single.dispose()
    XCTAssertEqual(log, [2, 1])
  }

  func testSingleAssignmentDisposedBeforeAssignment() {
    let single = SingleAssignmentDisposable()
    single.dispose()
    var disposed = false
    single.setDisposable(Disposables.create { disposed = true })
    XCTAssertTrue(disposed)
  }

  func testBooleanDisposable() {
    let boolean = BooleanDisposable()
    XCTAssertFalse(boolean.isDisposed)
    boolean.dispose()
    XCTAssertTrue(boolean.isDisposed)
  }

  func testBinaryAndVariadicCreate() {
    var log: [Int] = []
    let all = Disposables.create(
      Disposables.create { log.append(1) }, Disposables.create { log.append(2) },
      Disposables.create { log.append(3) }, Disposables.create { log.append(4) })
    all.dispose()
    all.dispose()
    XCTAssertEqual(log, [1, 2, 3, 4])
  }
}

final class CompositeDisposableCreationTests: RxTestCase {
  func testCompositeOfFourOrMoreDisposesEveryOneInOrder() {
    var log: [Int] = []
    let composite = CompositeDisposable(
      Disposables.create { log.append(1) }, Disposables.create { log.append(2) },
      Disposables.create { log.append(3) }, Disposables.create { log.append(4) },
      Disposables.create { log.append(5) }, Disposables.create { log.append(6) })
    XCTAssertEqual(composite.count, 6)
    composite.dispose()
    XCTAssertEqual(log, [1, 2, 3, 4, 5, 6])
    XCTAssertTrue(composite.isDisposed)
  }

  func testCompositeOfExactlyFour() {
    var log: [Int] = []
    let composite = CompositeDisposable(
      Disposables.create { log.append(1) }, Disposables.create { log.append(2) },
      Disposables.create { log.append(3) }, Disposables.create { log.append(4) })
    XCTAssertEqual(composite.count, 4)
    composite.dispose()
    XCTAssertEqual(log.sorted(), [1, 2, 3, 4])
  }

  func testCreateWithFiveDisposablesDisposesAll() {
    var log: [Int] = []
    let combined = Disposables.create(
      Disposables.create { log.append(1) }, Disposables.create { log.append(2) },
      Disposables.create { log.append(3) }, Disposables.create { log.append(4) },
      Disposables.create { log.append(5) })
    combined.dispose()
    combined.dispose()
    XCTAssertEqual(log.sorted(), [1, 2, 3, 4, 5])
    XCTAssertTrue(combined.isDisposed)
  }
}
