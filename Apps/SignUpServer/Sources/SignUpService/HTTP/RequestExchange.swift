import Dispatch
import Synchronization

/// One request's state while libmicrohttpd calls the server about it: its head, how it is answered, the body read
/// so far and the status sent. Only the worker thread that owns the connection touches it, except ``later``, which
/// the thread finishing a ``Reply/later(_:)`` sets under its lock.
final class RequestExchange: @unchecked Sendable {
  /// The request (its body filled while it is read).
  var request: HTTPRequest
  /// The route template, for the log.
  var route: String = "-"
  /// How to answer after the body, when the plan was to read one.
  var respond: (@Sendable (HTTPRequest) -> Reply)?
  /// A later answer: its maker once finished, and whether the connection is suspended waiting for it.
  let later = Mutex(LaterAnswer())
  /// An answer decided from the head, queued once libmicrohttpd has the whole request (queued earlier it would
  /// close the connection).
  var pending: HTTPResponse?
  /// Bytes of an unexpected body read and dropped (for an answer decided from the head).
  var dropped = 0
  /// The status queued, or 0 when none was (the connection was closed).
  var status: Int = 0
  /// When the request's head arrived, in nanoseconds of uptime.
  let started: UInt64
  /// The connection's request deadline.
  let clock: ConnectionClock?

  init(request: HTTPRequest, clock: ConnectionClock?) {
    self.request = request
    self.clock = clock
    started = DispatchTime.now().uptimeNanoseconds
  }

  /// Whether an answer is queued.
  var isAnswered: Bool { status != 0 }
}

/// Where a later answer is: its maker once the work finished, and the connection while it is suspended for it.
struct LaterAnswer: Sendable {
  var make: (@Sendable () -> HTTPResponse)?
  /// The connection, while it is suspended waiting for the answer.
  var suspended: ConnectionHandle?
  /// The server stopped before the answer came: the connection is closed without one.
  var isAbandoned = false

  /// The maker, once; `nil` until the work finished.
  mutating func takeMaker() -> (@Sendable () -> HTTPResponse)? {
    defer { make = nil }
    return make
  }

  /// The suspended connection, once: whoever takes it resumes it, so it is resumed exactly once.
  mutating func takeSuspended() -> ConnectionHandle? {
    defer { suspended = nil }
    return suspended
  }
}
