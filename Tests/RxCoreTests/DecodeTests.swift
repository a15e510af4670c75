import Foundation
import RxCore
import RxTesting
import XCTest

private struct Point: Codable, Equatable {
  var x: Int
  var y: Int
}

/// Decodes with a fixed answer per input, to show that any `DataDecoder` works.
private struct LengthDecoder: DataDecoder {
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
    guard let length = data.count as? Item else { throw TestError(id: data.count) }
    return length
  }
}

final class DecodeTests: RxTestCase {
  private func json(_ text: String) -> Data { Data(text.utf8) }

  func testDecodesEachElementWithAJSONDecoder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#)), .completed(230),
    ])

    let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }

    XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testADecodingErrorFailsTheResultAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json("not json")), .next(230, json(#"{"x":3,"y":4}"#)),
    ])
    var failure: (any Error)?

    let res = scheduler.start {
      xs.decode(type: Point.self, decoder: JSONDecoder()).do(onError: { failure = $0 })
    }

    XCTAssertEqual(res.events.count, 2)
    XCTAssertEqual(res.events.first, .next(210, Point(x: 1, y: 2)))
    XCTAssertTrue(failure is DecodingError, "got \(String(describing: failure))")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testTheSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, TestError(id: 1))] as [Recorded<Event<Data>>])

    let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }

    XCTAssertEqual(res.events, [.error(210, TestError(id: 1))])
  }

  func testDecodesWithAPropertyListDecoder() throws {
    let data = try PropertyListEncoder().encode(Point(x: 5, y: 6))
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.just(data).decode(type: Point.self, decoder: PropertyListDecoder()) }

    XCTAssertEqual(res.events, [.next(200, Point(x: 5, y: 6)), .completed(200)])
  }

  func testAnyDataDecoderCanBeUsed() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.of(Data([1, 2]), Data()).decode(type: Int.self, decoder: LengthDecoder()) }

    XCTAssertEqual(res.events, [.next(200, 2), .next(200, 0), .completed(200)])
  }
}
