#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identity of the calling thread, for `SerialDelivery`.
@usableFromInline
struct ThreadIdentity {
  @usableFromInline let thread: pthread_t

  @inlinable init(thread: pthread_t) {
    self.thread = thread
  }

  @inlinable static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  @inlinable func isSame(as other: ThreadIdentity) -> Bool { pthread_equal(thread, other.thread) != 0 }
}
