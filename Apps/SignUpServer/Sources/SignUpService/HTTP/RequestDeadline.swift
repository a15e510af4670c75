import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// One connection's request deadline: when the request being read must be complete (uptime nanoseconds, 0 while
/// none is being read), and its socket, to close it from outside.
final class ConnectionClock: Sendable {
  /// The connection's socket; valid while the clock is in a ``DeadlineWatch`` (libmicrohttpd tells the watch a
  /// connection closed before it closes the socket).
  let descriptor: Int32
  /// The deadline in nanoseconds of uptime, or 0 when the connection is not reading a request.
  let deadline = Atomic<UInt64>(0)

  init(descriptor: Int32) { self.descriptor = descriptor }
}

/// Closes connections whose request (head and body) is not complete within ``ServerSettings/requestSeconds`` of the
/// connection's opening or of its previous answer. libmicrohttpd 0.9.75 has only an idle timeout, which each byte
/// resets, and calls the server about a request only once its head is complete, so a client dripping a byte every
/// few seconds would keep a slot for ever. A thread looks at the open connections' deadlines a few times a second
/// and shuts down the socket of any past it; libmicrohttpd then reads the end of the stream and closes the
/// connection itself, through its own paths (completion notice, per-address count).
final class DeadlineWatch: Sendable {
  /// Nanoseconds a request may take, 0 for no deadline.
  let limit: UInt64
  private let clocks = Mutex<[ObjectIdentifier: ConnectionClock]>([:])
  private let stopped = Atomic<Bool>(false)
  private let wake = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts watching (a thread), unless `seconds` is 0.
  init(seconds: Int) {
    limit = UInt64(max(seconds, 0)) * 1_000_000_000
    guard limit > 0 else { return }
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .acquiring) {
        _ = wake.wait(timeout: .now() + .milliseconds(200))
        closeLate(now: DispatchTime.now().uptimeNanoseconds)
      }
      finished.signal()
    }
  }

  /// A new connection: its first request is due within the limit.
  func opened(_ clock: ConnectionClock) {
    restart(clock)
    clocks.withLock { $0[ObjectIdentifier(clock)] = clock }
  }

  /// The connection is closing: forget it (before libmicrohttpd closes its socket).
  func closed(_ clock: ConnectionClock) {
    _ = clocks.withLock { $0.removeValue(forKey: ObjectIdentifier(clock)) }
  }

  /// An answer was sent: the connection's next request is due within the limit.
  func restart(_ clock: ConnectionClock) {
    guard limit > 0 else { return }
    clock.deadline.store(DispatchTime.now().uptimeNanoseconds + limit, ordering: .relaxed)
  }

  /// The request is read whole: no deadline until its answer is sent.
  func read(_ clock: ConnectionClock) { clock.deadline.store(0, ordering: .relaxed) }

  /// Stops the thread and waits for it.
  func stop() {
    guard limit > 0, !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    wake.signal()
    finished.wait()
  }

  /// Shuts down the sockets of the connections past their deadline (under the lock, so none is closed meanwhile).
  private func closeLate(now: UInt64) {
    clocks.withLock { clocks in
      for clock in clocks.values {
        let deadline = clock.deadline.load(ordering: .relaxed)
        guard deadline != 0, deadline < now else { continue }
        clock.deadline.store(0, ordering: .relaxed)
        _ = shutdown(clock.descriptor, Int32(SHUT_RDWR))
      }
    }
  }
}

/// libmicrohttpd's connection notice: gives each new connection a ``ConnectionClock`` (kept in its socket context)
/// and takes it back when the connection closes.
let connectionNotice: MHD_NotifyConnectionCallback = { context, connection, socketContext, code in
  guard let context, let connection, let socketContext else { return }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  if sprout_mhd_notice_is_start(code) {
    let clock = ConnectionClock(descriptor: sprout_mhd_connection_fd(connection))
    socketContext.pointee = Unmanaged.passRetained(clock).toOpaque()
    server.watch.opened(clock)
  } else if let stored = socketContext.pointee {
    socketContext.pointee = nil
    server.watch.closed(Unmanaged<ConnectionClock>.fromOpaque(stored).takeRetainedValue())
  }
}

/// The clock of a connection, from its socket context.
func clock(of connection: OpaquePointer) -> ConnectionClock? {
  sprout_mhd_socket_context(connection).map { Unmanaged<ConnectionClock>.fromOpaque($0).takeUnretainedValue() }
}
