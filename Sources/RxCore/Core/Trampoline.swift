#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread queue behind ``CurrentThreadScheduler``: work scheduled while the thread is already running
/// scheduled work waits in a FIFO queue and runs after it, instead of recursing.
///
/// Only its own thread touches it, so its properties skip the run-time exclusivity checks, which showed on every
/// outermost subscription.
final class TrampolineQueue {
  @exclusivity(unchecked) var isActive = false
  @exclusivity(unchecked) private var items: [any TrampolinedWork] = []
  @exclusivity(unchecked) private var head = 0

  func enqueue(_ work: any TrampolinedWork) { items.append(work) }

  func dequeue() -> (any TrampolinedWork)? {
    guard head < items.count else {
      if head > 0 {
        items.removeAll(keepingCapacity: true)
        head = 0
      }
      return nil
    }
    let work = items[head]
    head += 1
    return work
  }
}

/// One piece of scheduled work; disposing it before it runs cancels it, disposing it after disposes what it
/// returned.
final class ScheduledWork: Cancelable, TrampolinedWork, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var action: (() -> any Disposable)?
  private let result = SingleAssignmentDisposable()

  init(_ action: @escaping () -> any Disposable) {
    self.action = action
  }

  var isDisposed: Bool { result.isDisposed }

  func invoke() {
    let taken = lock.withLock { _ -> (() -> any Disposable)? in
      defer { action = nil }
      return action
    }
    guard let taken, !result.isDisposed else { return }
    result.setDisposable(taken())
  }

  func dispose() {
    lock.withLock { _ in action = nil }
    result.dispose()
  }
}

enum Trampoline {
  /// Whether the current thread is already running trampolined work.
  static var isActive: Bool {
    guard let pointer = pthread_getspecific(trampolineKey) else { return false }
    return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue().isActive
  }

  static var queue: TrampolineQueue {
    if let pointer = pthread_getspecific(trampolineKey) {
      return Unmanaged<TrampolineQueue>.fromOpaque(pointer).takeUnretainedValue()
    }
    let queue = TrampolineQueue()
    pthread_setspecific(trampolineKey, Unmanaged.passRetained(queue).toOpaque())
    return queue
  }

  /// Runs `body` on this thread's trampoline: at once when the thread is already running trampolined work,
  /// otherwise as its outermost work (see `run(_:)`). Subscribing goes through here.
  @inline(__always)
  static func enter<Result>(_ body: () -> Result) -> Result {
    isActive ? body() : run(body)
  }

  /// Runs `body` as the outermost trampolined work of this thread, then everything it scheduled.
  static func run<Result>(_ body: () -> Result) -> Result {
    let queue = self.queue
    queue.isActive = true
    let result = body()
    while let work = queue.dequeue() {
      work.invoke()
    }
    queue.isActive = false
    return result
  }
}

private let trampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  #if canImport(Darwin)
    pthread_key_create(&key) { pointer in
      Unmanaged<TrampolineQueue>.fromOpaque(pointer).release()
    }
  #else
    pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<TrampolineQueue>.fromOpaque(pointer).release()
    }
  #endif
  return key
}()
