#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The floor of a subject that threads send into at once: a list of handlers behind a pthread mutex, and the
/// delivery serialized without holding the mutex while a handler runs.
///
/// What a careful person writes to give `PublishSubject`'s promise by hand (a handler never sees two events at
/// once, and is never called with a lock held): the first sender delivers; a sender that finds delivery under way
/// queues its value and returns; the deliverer then drains the queue, batch by batch, before it gives delivery up
/// (the "emitter loop" of RxJava's `SerializedObserver`). The two queues swap, so a steady stream allocates nothing.
final class SerializedClosureSubject<Element>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// The rest are read and written with `mutex` held, but `draining`, which only the delivering thread touches.
  @exclusivity(unchecked) private var handlers: ContiguousArray<(Element) -> Void> = []
  @exclusivity(unchecked) private var queued: [Element] = []
  @exclusivity(unchecked) private var draining: [Element] = []
  @exclusivity(unchecked) private var isDelivering = false

  init() {
    mutex = UnsafeMutablePointer.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Adds `handler`.
  func subscribe(_ handler: @escaping (Element) -> Void) {
    pthread_mutex_lock(mutex)
    handlers.append(handler)
    pthread_mutex_unlock(mutex)
  }

  /// Calls every handler with `element`, now or, if another thread is delivering, once it has delivered what came
  /// before.
  func send(_ element: Element) {
    pthread_mutex_lock(mutex)
    if isDelivering {
      queued.append(element)
      pthread_mutex_unlock(mutex)
      return
    }
    isDelivering = true
    var targets = handlers
    pthread_mutex_unlock(mutex)
    for handler in targets { handler(element) }
    while true {
      pthread_mutex_lock(mutex)
      if queued.isEmpty {
        isDelivering = false
        pthread_mutex_unlock(mutex)
        return
      }
      swap(&queued, &draining)
      targets = handlers
      pthread_mutex_unlock(mutex)
      for queuedElement in draining {
        for handler in targets { handler(queuedElement) }
      }
      draining.removeAll(keepingCapacity: true)
    }
  }
}
