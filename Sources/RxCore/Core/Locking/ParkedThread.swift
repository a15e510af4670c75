#if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// A thread parked in a ``ParkingBucket``: the address it waits under, its place in the bucket's queue, and the
  /// condition variable only it sleeps on.
  ///
  /// It lives on the parked thread's stack for as long as the thread waits, and is only read or written with its
  /// bucket's mutex held: the unparking thread takes it from the queue, marks it unparked and signals it, all with
  /// the mutex held, so the parked thread (which must take the mutex again before it sees the mark) never frees it
  /// while the other still uses it.
  struct ParkedThread {
    let address: UnsafeRawPointer
    var next: UnsafeMutablePointer<ParkedThread>?
    /// Set by the unparking thread; the parked thread leaves only once it is set.
    var isUnparked = false
    var condition = pthread_cond_t()

    /// Makes the waiter at `waiter`, with its condition variable ready.
    static func initialize(_ waiter: UnsafeMutablePointer<ParkedThread>, address: UnsafeRawPointer) {
      waiter.initialize(to: ParkedThread(address: address))
      pthread_cond_init(condition(of: waiter), nil)
    }

    /// Destroys the waiter's condition variable; the memory is the parked thread's to reuse.
    static func deinitialize(_ waiter: UnsafeMutablePointer<ParkedThread>) {
      pthread_cond_destroy(condition(of: waiter))
      waiter.deinitialize(count: 1)
    }

    /// The waiter's condition variable, where it is.
    static func condition(of waiter: UnsafeMutablePointer<ParkedThread>) -> UnsafeMutablePointer<pthread_cond_t> {
      waiter.pointer(to: \.condition).unsafelyUnwrapped
    }

    /// Sleeps until signalled (or woken spuriously); call with `bucket`'s mutex held, which is released while the
    /// thread sleeps and held again when it returns.
    static func wait(
      _ waiter: UnsafeMutablePointer<ParkedThread>, releasing bucket: UnsafeMutablePointer<ParkingBucket>
    ) {
      pthread_cond_wait(condition(of: waiter), ParkingBucket.mutex(of: bucket))
    }

    /// Marks the waiter unparked and wakes its thread; call with its bucket's mutex held, once it is out of the
    /// queue.
    static func unpark(_ waiter: UnsafeMutablePointer<ParkedThread>) {
      waiter.pointee.isUnparked = true
      pthread_cond_signal(condition(of: waiter))
    }
  }
#endif
