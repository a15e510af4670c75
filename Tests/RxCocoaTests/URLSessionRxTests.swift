import Foundation
import RxCocoa
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.rx` against a server the test runs on 127.0.0.1.
final class URLSessionRxTests: RxTestCase {
  private var server: LoopbackHTTPServer?
  private var session: URLSession?
  private var defaultLogging: (@Sendable (URLRequest) -> Bool)?

  override func setUpWithError() throws {
    try super.setUpWithError()
    defaultLogging = URLSession.rx.shouldLogRequest
    URLSession.rx.shouldLogRequest = { _ in false }
    server = try LoopbackHTTPServer(routes: [
      "/hello": .answer(200, "hello"),
      "/missing": .answer(404, "nope"),
      "/json": .answer(200, #"{"name":"rx","count":2}"#),
      "/html": .answer(200, "<html></html>"),
      "/hold": .hold,
    ])
    let configuration = URLSessionConfiguration.ephemeral
    configuration.connectionProxyDictionary = [:]
    session = URLSession(configuration: configuration)
  }

  override func tearDown() {
    session?.invalidateAndCancel()
    session = nil
    server?.stop()
    server = nil
    if let defaultLogging { URLSession.rx.shouldLogRequest = defaultLogging }
    super.tearDown()
  }

  func testRequestsAreLoggedByDefaultInDebugBuildsOnly() throws {
    let request = URLRequest(url: try XCTUnwrap(URL(string: "http://127.0.0.1/")))
    #if DEBUG
      XCTAssertEqual(defaultLogging?(request), true)
    #else
      XCTAssertEqual(defaultLogging?(request), false)
    #endif
  }

  func testShouldLogRequestIsAskedWhenTheRequestStartsAndWhenItEnds() throws {
    let (session, server) = try parts()
    let asked = LockedValue<[String]>([])
    URLSession.rx.shouldLogRequest = { request in
      asked.withLock { $0.append(request.url?.path ?? "?") }
      return false
    }
    _ = try events(of: session.rx.data(request: URLRequest(url: server.url("/hello"))))
    XCTAssertEqual(asked.withLock { $0 }, ["/hello", "/hello"])
  }

  func testResponseSendsTheStatusAndBodyThenCompletes() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.response(request: URLRequest(url: server.url("/hello"))))
    XCTAssertEqual(events.count, 2)
    guard case .next(let (response, data))? = events.first else { return XCTFail("no element: \(events)") }
    XCTAssertEqual(response.statusCode, 200)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
    XCTAssertTrue(events.last?.isCompleted ?? false)
  }

  func testResponseSendsAnyStatusCode() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.response(request: URLRequest(url: server.url("/missing"))))
    guard case .next(let (response, _))? = events.first else { return XCTFail("no element: \(events)") }
    XCTAssertEqual(response.statusCode, 404)
    XCTAssertTrue(events.last?.isCompleted ?? false)
  }

  func testDataSendsTheBodyOfA200() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.data(request: URLRequest(url: server.url("/hello"))))
    XCTAssertEqual(events.map { $0.element.map { String(decoding: $0, as: UTF8.self) } }, ["hello", nil])
    XCTAssertTrue(events.last?.isCompleted ?? false)
  }

  func testDataFailsWithHTTPRequestFailedOutside2xx() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.data(request: URLRequest(url: server.url("/missing"))))
    XCTAssertEqual(events.count, 1)
    guard case .error(RxCocoaURLError.httpRequestFailed(let response, let data))? = events.first else {
      return XCTFail("expected httpRequestFailed, got \(events)")
    }
    XCTAssertEqual(response.statusCode, 404)
    XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "nope")
    XCTAssertEqual(
      RxCocoaURLError.httpRequestFailed(response: response, data: data).debugDescription,
      "HTTP request failed with `404`.")
  }

  func testJSONReadsTheBody() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.json(url: server.url("/json")))
    XCTAssertEqual(events.count, 2)
    let object = events.first?.element as? [String: Any]
    XCTAssertEqual(object?["name"] as? String, "rx")
    XCTAssertEqual(object?["count"] as? Int, 2)
    XCTAssertTrue(events.last?.isCompleted ?? false)
  }

  func testJSONFailsWithDeserializationErrorForABodyThatIsNotJSON() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.json(request: URLRequest(url: server.url("/html")), options: []))
    XCTAssertEqual(events.count, 1)
    guard case .error(RxCocoaURLError.deserializationError)? = events.first else {
      return XCTFail("expected deserializationError, got \(events)")
    }
  }

  func testJSONFailsWithHTTPRequestFailedOutside2xx() throws {
    let (session, server) = try parts()
    let events = try events(of: session.rx.json(url: server.url("/missing")))
    guard case .error(RxCocoaURLError.httpRequestFailed(let response, _))? = events.first else {
      return XCTFail("expected httpRequestFailed, got \(events)")
    }
    XCTAssertEqual(response.statusCode, 404)
  }

  func testATransportErrorIsTheSequencesError() throws {
    let (session, server) = try parts()
    let closedPort = server.url("/hello").absoluteString.replacingOccurrences(of: ":\(server.port)", with: ":1")
    let url = try XCTUnwrap(URL(string: closedPort))
    let events = try events(of: session.rx.data(request: URLRequest(url: url)))
    XCTAssertEqual(events.count, 1)
    guard case .error(let error)? = events.first else { return XCTFail("expected an error, got \(events)") }
    XCTAssertFalse(error is RxCocoaURLError, "\(error)")
  }

  func testNothingIsRequestedBeforeSubscribingAndEachSubscriptionRequestsAgain() throws {
    let (session, server) = try parts()
    let hello = session.rx.data(request: URLRequest(url: server.url("/hello")))
    _ = session.rx.json(url: server.url("/json"))
    _ = try events(of: hello)
    _ = try events(of: hello)
    XCTAssertEqual(server.requestedPaths, ["/hello", "/hello"])
  }

  func testDisposingCancelsTheTask() throws {
    let (session, server) = try parts()
    let received = LockedValue<[Event<Data>]>([])
    let subscription = session.rx.data(request: URLRequest(url: server.url("/hold")))
      .subscribe { event in received.withLock { $0.append(event) } }
    XCTAssertEqual(server.heldRequestArrived.wait(timeout: .now() + 10), .success, "the request never arrived")
    subscription.dispose()
    XCTAssertEqual(server.heldConnectionClosed.wait(timeout: .now() + 10), .success, "the task was not cancelled")
    XCTAssertEqual(received.withLock { $0.count }, 0)
  }

  private func parts() throws -> (URLSession, LoopbackHTTPServer) {
    (try XCTUnwrap(session), try XCTUnwrap(server))
  }

  /// Subscribes and waits (at most 10 s) for the stop event.
  private func events<Element>(of observable: Observable<Element>) throws -> [Event<Element>] {
    let received = LockedValue<[Event<Element>]>([])
    let stopped = expectation(description: "stop event")
    let subscription = observable.subscribe { event in
      received.withLock { $0.append(event) }
      if event.isStopEvent { stopped.fulfill() }
    }
    wait(for: [stopped], timeout: 10)
    subscription.dispose()
    // The completion handler runs on the session's delegate queue and still holds the observer while it delivers
    // the stop event: wait for it to return before the leak check.
    session?.delegateQueue.waitUntilAllOperationsAreFinished()
    return received.withLock { $0 }
  }
}
