// Imports exactly what RxSwift code imports, and spells names with RxSwift's module names, as RxSwiftExt does
// (`public typealias Observable = RxSwift.Observable`): a package that switched from RxSwift builds unchanged.
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A module-level alias of RxSwift's `Observable`, written as RxSwiftExt writes it.
typealias AliasedObservable = RxSwift.Observable

final class QualifiedNamesTests: RxTestCase {
  func testRxSwiftAndRxTestNamesSpelledWithTheirModules() {
    let scheduler = RxTest.TestScheduler(initialClock: 0)
    let source: RxSwift.Observable<Int> =
      scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)]).asObservable()
    let doubled: AliasedObservable<Int> = source.map { $0 * 2 }
    let result: RxTest.TestableObserver<Int> = scheduler.start { doubled }
    XCTAssertEqual(result.events, [.next(210, 2), .next(220, 4), .completed(230)])
  }

  func testRxRelayAndRxCocoaNamesSpelledWithTheirModules() {
    let scheduler = RxTest.TestScheduler(initialClock: 0)
    let relay = RxRelay.BehaviorRelay(value: "a")
    scheduler.scheduleAt(300) { relay.accept("b") }
    let titles: RxCocoa.Driver<String> = relay.asDriver().map { $0.uppercased() }
    let result = scheduler.start { titles.asObservable() }
    XCTAssertEqual(result.events, [.next(200, "A"), .next(300, "B")])
  }

  func testRxBlockingNamesSpelledWithTheirModule() throws {
    let blocking: RxBlocking.BlockingObservable<Int> = RxSwift.Observable.of(1, 2, 3).toBlocking()
    XCTAssertEqual(try blocking.toArray(), [1, 2, 3])
  }

  func testRxSwiftDisposablesAndSchedulersSpelledWithTheirModule() {
    let bag = RxSwift.DisposeBag()
    let scheduler: any RxSwift.SchedulerType = RxTest.TestScheduler(initialClock: 0)
    var seen: [Int] = []
    RxSwift.Observable<Int>.just(7, scheduler: scheduler).subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    (scheduler as? RxTest.TestScheduler)?.start()
    XCTAssertEqual(seen, [7])
  }
}
