#if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// One bucket of ``LockParking``: a pthread mutex and, behind it, the queue of threads parked under the addresses
  /// that hash to this bucket, oldest first.
  ///
  /// A bucket lives in the lot's table and never moves, so its mutex is used where it is; it is only ever reached
  /// through a pointer, by the static functions here. The queue is singly linked through the waiters themselves,
  /// which live on their threads' stacks while they wait.
  struct ParkingBucket {
    var mutex = pthread_mutex_t()
    /// Read and written with `mutex` held.
    var first: UnsafeMutablePointer<ParkedThread>?
    /// Read and written with `mutex` held.
    var last: UnsafeMutablePointer<ParkedThread>?

    /// Makes an empty bucket at `bucket`, with its mutex ready.
    static func initialize(_ bucket: UnsafeMutablePointer<ParkingBucket>) {
      bucket.initialize(to: ParkingBucket())
      pthread_mutex_init(mutex(of: bucket), nil)
    }

    /// The bucket's mutex, where it is.
    static func mutex(of bucket: UnsafeMutablePointer<ParkingBucket>) -> UnsafeMutablePointer<pthread_mutex_t> {
      bucket.pointer(to: \.mutex).unsafelyUnwrapped
    }

    static func lock(_ bucket: UnsafeMutablePointer<ParkingBucket>) {
      pthread_mutex_lock(mutex(of: bucket))
    }

    static func unlock(_ bucket: UnsafeMutablePointer<ParkingBucket>) {
      pthread_mutex_unlock(mutex(of: bucket))
    }

    /// Puts `waiter` at the end of the queue; call with the mutex held.
    static func enqueue(_ waiter: UnsafeMutablePointer<ParkedThread>, in bucket: UnsafeMutablePointer<ParkingBucket>) {
      if let last = bucket.pointee.last {
        last.pointee.next = waiter
      } else {
        bucket.pointee.first = waiter
      }
      bucket.pointee.last = waiter
    }

    /// Takes the oldest waiter parked under `address` out of the queue; call with the mutex held.
    static func dequeueFirst(
      parkedOn address: UnsafeRawPointer, in bucket: UnsafeMutablePointer<ParkingBucket>
    ) -> UnsafeMutablePointer<ParkedThread>? {
      var previous: UnsafeMutablePointer<ParkedThread>?
      var current = bucket.pointee.first
      while let waiter = current {
        if waiter.pointee.address == address {
          let next = waiter.pointee.next
          if let previous { previous.pointee.next = next } else { bucket.pointee.first = next }
          if bucket.pointee.last == waiter { bucket.pointee.last = previous }
          waiter.pointee.next = nil
          return waiter
        }
        previous = waiter
        current = waiter.pointee.next
      }
      return nil
    }

    /// How many waiters are parked under `address`; call with the mutex held.
    static func count(parkedOn address: UnsafeRawPointer, in bucket: UnsafeMutablePointer<ParkingBucket>) -> Int {
      var count = 0
      var current = bucket.pointee.first
      while let waiter = current {
        if waiter.pointee.address == address { count += 1 }
        current = waiter.pointee.next
      }
      return count
    }
  }
#endif
