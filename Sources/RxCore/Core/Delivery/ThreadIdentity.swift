#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identity of the calling thread, for `SerialDelivery`: its `pthread_t` as a word.
///
/// A `pthread_t` is the address of the thread's control block on Linux (glibc, musl) and Darwin: never 0, and
/// aligned, so its lowest bit is free for `SerialDelivery`'s flag. Two threads alive at once never have the same
/// word (the comparison `pthread_equal` makes on those platforms).
@usableFromInline
struct ThreadIdentity {
  @usableFromInline let word: Int

  @inlinable init(thread: pthread_t) {
    #if canImport(Glibc)
      self.word = Int(bitPattern: thread)
    #else
      self.word = Int(bitPattern: UInt(bitPattern: thread))
    #endif
  }

  @inlinable static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }
}
