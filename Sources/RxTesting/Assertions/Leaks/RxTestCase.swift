#if canImport(XCTest)
  import XCTest

  /// An `XCTestCase` that fails a test when `Resources.total` at `tearDown()` differs from what it was at `setUp()`.
  ///
  /// Releases still in flight on other threads get up to two seconds to finish first
  /// (``ResourceLeakCheck/leak(waitingUpTo:)``).
  ///
  /// Subclasses that override `setUp()` call `super.setUp()` first; those that override `tearDown()` release what
  /// they hold (subscriptions, `DisposeBag`s, observables kept in properties) and then call `super.tearDown()` last.
  /// Counting happens only in debug builds of RxCore.
  ///
  /// ```swift
  /// final class MapTests: RxTestCase {
  ///   func testMap() {
  ///     let subject = PublishSubject<Int>()
  ///     let subscription = subject.subscribe(onNext: { _ in })
  ///     subscription.dispose()
  ///   }  // tearDown fails the test if the subscription were still alive
  /// }
  /// ```
  open class RxTestCase: XCTestCase {
    private var resourceCheck: ResourceLeakCheck?

    /// Remembers `Resources.total`.
    open override func setUp() {
      super.setUp()
      resourceCheck = ResourceLeakCheck()
    }

    /// Fails the test when `Resources.total` changed since `setUp()`.
    open override func tearDown() {
      if let leak = resourceCheck?.leak(waitingUpTo: .seconds(2)) {
        XCTFail(leak.description)
      }
      resourceCheck = nil
      super.tearDown()
    }
  }
#endif
