import RxCore
import RxTesting
import XCTest

private final class ToggleButtonModel: ReactiveCompatible {
  var isSelected = false
  var title = ""
}

final class SharedSequenceTests: RxTestCase {
  func testAsDriverReplacesAnErrorWithTheFallbackAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 3)])
    let driver = SharingScheduler.mock(scheduler: scheduler) { xs.asDriver(onErrorJustReturn: -1) }
    let observer = scheduler.start { driver }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(221, -1), .completed(221)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsDriverOnErrorDriveWith() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let driver = SharingScheduler.mock(scheduler: scheduler) { xs.asDriver(onErrorDriveWith: Driver.just(7)) }
    let observer = scheduler.start { driver }
    XCTAssertEqual(
      observer.events, [.next(211, 1), .next(222, 7), .completed(222)], "Driver.just subscribes on the mock")
  }

  func testAsDriverOnErrorRecoverReceivesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 5))])
    var recoveredFrom: [String] = []
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      xs.asDriver(onErrorRecover: { error in
        recoveredFrom.append("\(error)")
        return Driver.just(8)
      })
    }
    let observer = scheduler.start { driver }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 8), .completed(221)])
    XCTAssertEqual(recoveredFrom, ["TestError(5)"])
  }

  func testDriverSharesAndReplaysTheLatestElementSignalDoesNot() {
    let subject = PublishSubject<Int>()
    var subscriptions = 0
    let source = subject.do(onSubscribe: { subscriptions += 1 })
    let driver = source.asDriver(onErrorJustReturn: 0)
    let signal = source.asSignal(onErrorJustReturn: 0)
    var first: [Int] = []
    var late: [Int] = []
    var signalLate: [Int] = []
    let bag = DisposeBag()
    driver.drive(onNext: { first.append($0) }).disposed(by: bag)
    signal.emit(onNext: { _ in }).disposed(by: bag)
    subject.onNext(1)
    driver.drive(onNext: { late.append($0) }).disposed(by: bag)
    signal.emit(onNext: { signalLate.append($0) }).disposed(by: bag)
    subject.onNext(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(late, [1, 2])
    XCTAssertEqual(signalLate, [2])
    XCTAssertEqual(subscriptions, 2, "one subscription for the driver, one for the signal")
  }

  func testDriverOperatorsKeepTheTrait() {
    let relay = BehaviorRelay(value: 1)
    var received: [String] = []
    let subscription = relay.asDriver()
      .map { $0 * 2 }
      .filter { $0 > 2 }
      .distinctUntilChanged()
      .map { "v\($0)" }
      .drive(onNext: { received.append($0) })
    relay.accept(2)
    relay.accept(2)
    relay.accept(3)
    subscription.dispose()
    XCTAssertEqual(received, ["v4", "v6"])
  }

  func testDriveAndEmitToRelaysAndObservers() {
    let source = PublishSubject<Int>()
    let behavior = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    var published: [Int] = []
    let bag = DisposeBag()
    publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
    let driver = source.asDriver(onErrorJustReturn: -1)
    driver.drive(behavior).disposed(by: bag)
    driver.drive(optional).disposed(by: bag)
    source.asSignal(onErrorJustReturn: -1).emit(to: publish).disposed(by: bag)
    source.onNext(4)
    XCTAssertEqual(behavior.value, 4)
    XCTAssertEqual(optional.value, 4)
    XCTAssertEqual(published, [4])
  }

  func testBinderSetsThePropertyAndHoldsTheTargetWeakly() {
    var button: ToggleButtonModel? = ToggleButtonModel()
    weak let weakButton = button
    let selected = PublishSubject<Bool>()
    let titles = PublishSubject<String>()
    let bag = DisposeBag()
    if let button {
      selected.bind(to: button.rx.isSelected).disposed(by: bag)
      titles.bind(to: Binder(button) { $0.title = $1 }).disposed(by: bag)
    }
    selected.onNext(true)
    titles.onNext("남자")
    XCTAssertEqual(button?.isSelected, true)
    XCTAssertEqual(button?.title, "남자")
    button = nil
    XCTAssertNil(weakButton)
    selected.onNext(false)
  }

  func testBindingErrorIsReportedNotFatal() {
    let subject = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let subscription = subject.bind(to: relay)
    let issues = RuntimeIssueRecorder.issues { subject.onError(TestError(id: 3)) }
    subscription.dispose()
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    XCTAssertTrue(issues.first?.message.contains("TestError(3)") == true)
  }

  func testControlPropertyAndEvent() {
    let text = BehaviorRelay<String?>(value: nil)
    let property = ControlProperty(values: text.asObservable(), valueSink: Binder(text) { $0.accept($1) })
    var values: [String] = []
    var changes: [String] = []
    let bag = DisposeBag()
    property.orEmpty.subscribe(onNext: { values.append($0) }).disposed(by: bag)
    property.orEmpty.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
    Observable.just("새싹").bind(to: property.orEmpty).disposed(by: bag)
    XCTAssertEqual(values, ["", "새싹"])
    XCTAssertEqual(changes, ["새싹"])
    let taps = PublishSubject<Void>()
    var tapCount = 0
    ControlEvent(events: taps).asSignal().emit(onNext: { tapCount += 1 }).disposed(by: bag)
    taps.onNext(())
    XCTAssertEqual(tapCount, 1)
  }
}
