import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The errors of `URLSession.rx` requests, as RxCocoa's.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
  /// The task ended without a response and without an error.
  case unknown
  /// The response is not an `HTTPURLResponse`.
  case nonHTTPResponse(response: URLResponse)
  /// The status code is outside `200..<300` (`data(request:)` and `json(request:options:)`).
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// `JSONSerialization` could not read the body.
  case deserializationError(error: Swift.Error)

  /// A one-line explanation.
  public var debugDescription: String {
    switch self {
    case .unknown:
      return "Unknown error has occurred."
    case .nonHTTPResponse(let response):
      return "Response is not NSHTTPURLResponse `\(response)`."
    case .httpRequestFailed(let response, _):
      return "HTTP request failed with `\(response.statusCode)`."
    case .deserializationError(let error):
      return "Error during deserialization of the response: \(error)"
    }
  }
}

extension Reactive where Base: URLSession {
  /// The response and body of `request`, as RxCocoa's `response(request:)`.
  ///
  /// ```swift
  /// URLSession.shared.rx.response(request: URLRequest(url: url))
  ///   .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
  /// ```
  /// Each subscription starts its own data task (nothing is sent before subscribing); disposing cancels the
  /// task. Any status code is a `.next`; a transport error is the sequence's error, a response that is not HTTP
  /// is `RxCocoaURLError.nonHTTPResponse`. Events arrive on the session's delegate queue.
  /// When ``Reactive/shouldLogRequest`` says so (by default in debug builds, as in RxCocoa), the request is printed
  /// as a curl command when it ends, with how it ended (see `URLRequestLog` for the format).
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = base
    return Observable.create { observer in
      // The task may keep its completion handler after it ends; the slot lets the observer go at once.
      let slot = LockedValue<AnyObserver<(response: HTTPURLResponse, data: Data)>?>(observer)
      let start: Date? = URLSession.rx.shouldLogRequest(request) ? Date() : nil
      let task = session.dataTask(with: request) { data, response, error in
        if URLSession.rx.shouldLogRequest(request) {
          let milliseconds = Int(Date().timeIntervalSince(start ?? Date()) * 1000)
          print(URLRequestLog.curlCommand(for: request))
          print(URLRequestLog.outcome(response: response, error: error, milliseconds: milliseconds))
        }
        guard let observer = slot.withLock({ $0.take() }) else { return }
        guard let response, let data else {
          observer.on(.error(error ?? RxCocoaURLError.unknown))
          return
        }
        guard let httpResponse = response as? HTTPURLResponse else {
          observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
          return
        }
        observer.on(.next((httpResponse, data)))
        observer.on(.completed)
      }
      task.resume()
      return Disposables.create {
        slot.withLock { $0 = nil }
        task.cancel()
      }
    }
  }

  /// The body of `request` when the status code is in `200..<300`, as RxCocoa's `data(request:)`.
  ///
  /// Another status code fails with `RxCocoaURLError.httpRequestFailed(response:data:)`.
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { response, data -> Data in
      guard 200..<300 ~= response.statusCode else {
        throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
      }
      return data
    }
  }

  /// The body of `request` read by `JSONSerialization`, as RxCocoa's `json(request:options:)`.
  ///
  /// A status code outside `200..<300` fails as in `data(request:)`; a body that is not JSON fails with
  /// `RxCocoaURLError.deserializationError(error:)`.
  public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
    data(request: request).map { data -> Any in
      do {
        return try JSONSerialization.jsonObject(with: data, options: options)
      } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// The JSON body of a GET request for `url`, as RxCocoa's `json(url:)`.
  public func json(url: URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }
}

extension Reactive where Base == URLSession {
  /// Whether `URLSession.rx` prints a request as a curl command, and how it ended, to standard output (as RxCocoa's).
  ///
  /// The default answers `true` in debug builds and `false` in release builds. Apps usually turn it off:
  ///
  /// ```swift
  /// URLSession.rx.shouldLogRequest = { _ in false }
  /// ```
  ///
  /// It is asked when the request starts and again when it ends, from the session's delegate queue, so it is
  /// `@Sendable` in RxCore (RxCocoa's is a plain closure in a plain static variable, which Swift 6 does not allow).
  public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
    // The struct comes out of the lock, not the closure: a closure returned through `withLock`'s generic result
    // would come back wrapped in one more reabstraction thunk by each read.
    get { requestLogging.withLock { $0 }.shouldLog }
    set { requestLogging.withLock { $0.shouldLog = newValue } }
  }
}

/// What ``Reactive/shouldLogRequest`` answers, in a struct so that a read copies the closure as it is (a function
/// passed through a generic parameter or result is wrapped in one more reabstraction thunk by each read; see `Hooks`).
private struct RequestLogging {
  var shouldLog: @Sendable (URLRequest) -> Bool
}

private let requestLogging = LockedValue(
  RequestLogging { _ in
    #if DEBUG
      true
    #else
      false
    #endif
  })
