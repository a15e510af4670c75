import RxCore
import RxTesting
import XCTest

final class RelayTests: RxTestCase {
  func testBehaviorRelayHoldsValueAndReplaysIt() {
    let relay = BehaviorRelay<Int?>(value: nil)
    var received: [Int?] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    relay.accept(1)
    relay.accept(nil)
    XCTAssertNil(relay.value)
    relay.accept(3)
    XCTAssertEqual(relay.value, 3)
    subscription.dispose()
    XCTAssertEqual(received, [nil, 1, nil, 3])
  }

  func testPublishRelayDeliversOnlyNewElements() {
    let relay = PublishRelay<String>()
    relay.accept("lost")
    var received: [String] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    relay.accept("a")
    subscription.dispose()
    relay.accept("b")
    XCTAssertEqual(received, ["a"])
  }

  func testReplayRelay() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    [1, 2, 3].forEach(relay.accept)
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { received.append($0) })
    subscription.dispose()
    XCTAssertEqual(received, [2, 3])
  }

  func testBindToRelays() {
    let source = PublishSubject<Int>()
    let first = BehaviorRelay(value: 0)
    let second = PublishRelay<Int>()
    var fromSecond: [Int] = []
    let bag = DisposeBag()
    second.subscribe(onNext: { fromSecond.append($0) }).disposed(by: bag)
    source.bind(to: first).disposed(by: bag)
    source.bind(to: second).disposed(by: bag)
    source.onNext(5)
    XCTAssertEqual(first.value, 5)
    XCTAssertEqual(fromSecond, [5])
  }
}
