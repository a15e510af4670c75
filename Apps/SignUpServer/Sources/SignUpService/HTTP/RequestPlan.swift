/// What the server does with a request once it has its head (method, path, headers): answer now, or read the body
/// and then answer.
public enum RequestPlan: Sendable {
  /// Answer at once, without reading a body (an unknown route, a wrong method, a wrong content type, …).
  case answer(HTTPResponse, route: String)
  /// Read the body (up to the server's limit), then answer with `respond`.
  case readBody(route: String, respond: @Sendable (HTTPRequest) -> Reply)
}

/// The answer to a request whose body was read: made now, or later on another thread (the connection then waits,
/// suspended, without holding a worker thread, so the workers keep reading other requests).
public enum Reply: Sendable {
  /// The answer.
  case now(HTTPResponse)
  /// Work that hands `finish` the answer's maker exactly once, on any thread (the maker runs on a worker).
  case later(@Sendable (_ finish: @escaping @Sendable (@escaping @Sendable () -> HTTPResponse) -> Void) -> Void)
}

/// What answers the server's requests. It is called on the server's worker threads, one request at a time on each.
public protocol RequestResponder: Sendable {
  /// The request headers it reads (any case); the server hands it only these.
  var headerNames: [String] { get }

  /// Decides what to do with a request from its head; `request.body` is empty.
  /// - Parameter request: The method, raw path and headers.
  /// - Returns: The answer, or how to answer after reading the body.
  func plan(for request: HTTPRequest) -> RequestPlan

  /// The answer for a body over the server's limit.
  /// - Parameter limit: The limit, in bytes.
  /// - Returns: A 413 answer.
  func bodyTooLarge(limit: Int) -> HTTPResponse
}
