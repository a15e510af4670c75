import CSQLite
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a call again while SQLite answers busy, sleeping a little longer each time, until a timeout: the busy
/// handler's job, for the calls where SQLite does not call its handler.
///
/// ```swift
/// let mode = try BusyRetry(timeout: 5).run { () throws(SQLiteFailure) in
///   try connection.text("PRAGMA journal_mode=WAL")
/// }
/// ```
struct BusyRetry {
  /// How long, in seconds, to keep trying.
  let timeout: Double

  /// The call's answer, or its last failure once busy outlasted the timeout (or at once for any other failure).
  func run<Answer>(_ call: () throws(SQLiteFailure) -> Answer) throws(SQLiteFailure) -> Answer {
    let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, min(timeout, 1e6)) * 1e9)
    var pause: UInt32 = 1000  // microseconds
    while true {
      do throws(SQLiteFailure) {
        return try call()
      } catch {
        guard error.primaryCode == SQLITE_BUSY, DispatchTime.now().uptimeNanoseconds < deadline else { throw error }
        usleep(pause)
        pause = min(pause * 2, 20_000)
      }
    }
  }
}
