import RxCore
import RxTesting
import XCTest

/// Binding into relays of optional elements (`bind(to:)`, `drive`, `emit`, `Infallible.bind(to:)`) and the
/// curried binding functions.
final class BindToOptionalRelayTests: RxTestCase {
  /// Records what a relay receives, skipping what a `BehaviorRelay` replays on subscription.
  private func record<Relay: ObservableType>(_ relay: Relay, skipping: Int = 0, into bag: DisposeBag)
    -> () -> [Relay.Element]
  {
    var received: [Relay.Element] = []
    relay.skip(skipping).subscribe(onNext: { received.append($0) }).disposed(by: bag)
    return { received }
  }

  func testObservableBindsIntoAReplayRelayOfOptionals() {
    let bag = DisposeBag()
    let relay = ReplayRelay<Int?>.create(bufferSize: 1)
    let received = record(relay, into: bag)
    let subject = PublishSubject<Int>()
    subject.bind(to: relay).disposed(by: bag)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received(), [1, 2])
  }

  func testObservableBindsThroughACurriedBinder() {
    var log: [String] = []
    func binder(_ source: Observable<Int>) -> (String) -> any Disposable {
      { prefix in source.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
    }
    let subscription = Observable.of(1, 2).bind(to: binder, curriedArgument: "n=")
    subscription.dispose()
    XCTAssertEqual(log, ["n=1", "n=2"])
  }

  func testDriverDrivesAReplayRelayOfOptionalsAndACurriedBinder() {
    let bag = DisposeBag()
    let relay = ReplayRelay<Int?>.create(bufferSize: 2)
    let received = record(relay, into: bag)
    let subject = PublishSubject<Int>()
    let driver = subject.asDriver(onErrorJustReturn: -1)
    driver.drive(relay).disposed(by: bag)
    var curried: [String] = []
    func binder(_ source: Observable<Int>) -> (String) -> any Disposable {
      { prefix in source.subscribe(onNext: { curried.append("\(prefix)\($0)") }) }
    }
    driver.drive(binder, curriedArgument: "d=").disposed(by: bag)
    subject.onNext(3)
    subject.onError(TestError())
    XCTAssertEqual(received(), [3, -1])
    XCTAssertEqual(curried, ["d=3", "d=-1"])
  }

  func testSignalEmitsIntoRelaysOfOptionals() {
    let bag = DisposeBag()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int?>.create(bufferSize: 1)
    let fromBehavior = record(behavior, skipping: 1, into: bag)
    let fromPublish = record(publish, into: bag)
    let fromReplay = record(replay, into: bag)
    let subject = PublishSubject<Int>()
    let signal = subject.asSignal(onErrorJustReturn: 0)
    signal.emit(to: behavior).disposed(by: bag)
    signal.emit(to: publish).disposed(by: bag)
    signal.emit(to: replay).disposed(by: bag)
    subject.onNext(4)
    subject.onNext(5)
    XCTAssertEqual(fromBehavior(), [4, 5])
    XCTAssertEqual(fromPublish(), [4, 5])
    XCTAssertEqual(fromReplay(), [4, 5])
    XCTAssertEqual(behavior.value, 5)
  }

  func testInfallibleBindsIntoRelaysOfElementsAndOfOptionals() {
    let bag = DisposeBag()
    let behavior = BehaviorRelay<Int>(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
    let fromBehavior = record(behavior, skipping: 1, into: bag)
    let fromOptionalBehavior = record(optionalBehavior, skipping: 1, into: bag)
    let fromPublish = record(publish, into: bag)
    let fromOptionalPublish = record(optionalPublish, into: bag)
    let fromReplay = record(replay, into: bag)
    let fromOptionalReplay = record(optionalReplay, into: bag)
    let subject = PublishSubject<Int>()
    let infallible = subject.asInfallible(onErrorJustReturn: -1)
    infallible.bind(to: behavior).disposed(by: bag)
    infallible.bind(to: optionalBehavior).disposed(by: bag)
    infallible.bind(to: publish).disposed(by: bag)
    infallible.bind(to: optionalPublish).disposed(by: bag)
    infallible.bind(to: replay).disposed(by: bag)
    infallible.bind(to: optionalReplay).disposed(by: bag)
    subject.onNext(6)
    subject.onError(TestError())
    XCTAssertEqual(fromBehavior(), [6, -1])
    XCTAssertEqual(fromOptionalBehavior(), [6, -1])
    XCTAssertEqual(fromPublish(), [6, -1])
    XCTAssertEqual(fromOptionalPublish(), [6, -1])
    XCTAssertEqual(fromReplay(), [6, -1])
    XCTAssertEqual(fromOptionalReplay(), [6, -1])
  }

  func testInfallibleBindsIntoSeveralRelaysAtOnce() {
    let bag = DisposeBag()
    let first = PublishRelay<Int?>()
    let second = PublishRelay<Int?>()
    let fromFirst = record(first, into: bag)
    let fromSecond = record(second, into: bag)
    Infallible.from([7, 8]).bind(to: first, second).disposed(by: bag)
    XCTAssertEqual(fromFirst(), [7, 8])
    XCTAssertEqual(fromSecond(), [7, 8])
  }

  func testDriverDrivesAPublishRelayOfOptionalsAndAnOptionalDriverItsOwnRelay() {
    let bag = DisposeBag()
    let optionals = PublishRelay<Int?>()
    let fromOptionals = record(optionals, into: bag)
    let subject = PublishSubject<Int?>()
    let driver = subject.asDriver(onErrorJustReturn: nil)
    driver.compactMap { $0 }.drive(optionals).disposed(by: bag)
    driver.drive(optionals).disposed(by: bag)
    subject.onNext(6)
    subject.onNext(nil)
    XCTAssertEqual(fromOptionals(), [6, 6, nil])
  }

  func testAnyRelayTypeIsBoundDrivenAndEmittedInto() {
    let bag = DisposeBag()
    let relay = AcceptedElements<Int>()
    let subject = PublishSubject<Int>()
    subject.bind(to: relay).disposed(by: bag)
    subject.asDriver(onErrorJustReturn: 0).drive(relay).disposed(by: bag)
    subject.asSignal(onErrorJustReturn: 0).emit(to: relay).disposed(by: bag)
    subject.onNext(7)
    XCTAssertEqual(relay.accepted, [7, 7, 7])
  }
}

/// A relay of a client's own: it keeps what it accepts.
private final class AcceptedElements<Element>: RelayType {
  private(set) var accepted: [Element] = []

  func accept(_ event: Element) { accepted.append(event) }
}
