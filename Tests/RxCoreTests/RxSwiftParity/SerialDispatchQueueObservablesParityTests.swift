import Dispatch
import RxCore
import RxTesting
import XCTest

/// `Resources.numberOfSerialDispatchQueueObservables`, RxSwift's `TRACE_RESOURCES` count of the `observe(on:)`
/// observables that deliver on a serial dispatch queue (RxSwift's `MainScheduler` is one): counted in debug builds.
final class SerialDispatchQueueObservablesParityTests: RxTestCase {
  #if DEBUG
    func testCountsObserveOnASerialQueueWhileTheObservableLives() {
      let before = Resources.numberOfSerialDispatchQueueObservables
      let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "SerialDispatchQueueObservablesTests")
      var observed: Observable<Int>? = Observable.just(0).observe(on: scheduler)
      XCTAssertNotNil(observed)
      XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
      observed = nil
      XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }

    func testCountsObserveOnTheMainScheduler() {
      let before = Resources.numberOfSerialDispatchQueueObservables
      var observed: Observable<Int>? = Observable.just(0).observe(on: MainScheduler.instance)
      XCTAssertNotNil(observed)
      XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
      observed = nil
      XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }

    func testDoesNotCountObserveOnOtherSchedulers() {
      let before = Resources.numberOfSerialDispatchQueueObservables
      let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
      let observed = [
        Observable.just(0).observe(on: concurrent),
        Observable.just(0).observe(on: TestScheduler(initialClock: 0)),
        Observable.just(0).observe(on: CurrentThreadScheduler.instance),
      ]
      XCTAssertEqual(observed.count, 3)
      XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }
  #endif
}
