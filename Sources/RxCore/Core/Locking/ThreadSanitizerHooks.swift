#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// ThreadSanitizer's annotation functions, when its runtime is in the process.
///
/// `Synchronization.Mutex` waits in `futex` on Linux, which ThreadSanitizer does not intercept, so it cannot tell
/// that one thread's unlock happens before another's lock. `RxLock` reports both to ThreadSanitizer itself
/// (`__tsan_acquire` after locking, `__tsan_release` before unlocking, on the lock's own address). The functions are
/// looked up once with `dlsym`: a program built without `-sanitize=thread` does not have them, and then no lock
/// calls anything.
@usableFromInline
enum ThreadSanitizerHooks {
  private typealias Annotation = @convention(c) (UnsafeMutableRawPointer) -> Void

  private static let functions: (acquire: Annotation, release: Annotation)? = {
    #if os(Linux) || os(Android) || os(FreeBSD)
      guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    #else
      let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT on Darwin
    #endif
    guard let acquire = dlsym(handle, "__tsan_acquire"), let release = dlsym(handle, "__tsan_release") else {
      return nil
    }
    return (unsafeBitCast(acquire, to: Annotation.self), unsafeBitCast(release, to: Annotation.self))
  }()

  /// Whether ThreadSanitizer is watching this process.
  @usableFromInline
  static var isActive: Bool { functions != nil }

  /// Tells ThreadSanitizer that the lock at `address` was just acquired.
  @usableFromInline
  static func acquired(_ address: UnsafeMutableRawPointer) {
    functions?.acquire(address)
  }

  /// Tells ThreadSanitizer that the lock at `address` is about to be released.
  @usableFromInline
  static func releasing(_ address: UnsafeMutableRawPointer) {
    functions?.release(address)
  }
}
