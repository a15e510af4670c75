#if canImport(XCTest)
  import XCTest

  /// Runs `body` and fails the test when `Resources.total` afterwards differs from before, reporting the difference.
  ///
  /// Everything `body` creates and does not keep must be released by the time it returns: dispose subscriptions or
  /// let their `DisposeBag` go out of scope inside it. Counting happens only in debug builds of RxCore. When `body`
  /// throws, the error is rethrown without a leak check.
  ///
  /// ```swift
  /// func testMapDisposesItsSource() {
  ///   assertNoLeaks {
  ///     let subject = PublishSubject<Int>()
  ///     let subscription = subject.subscribe(onNext: { _ in })
  ///     subscription.dispose()
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  ///   - body: The code to check.
  /// - Throws: Whatever `body` throws.
  public func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows {
    let check = ResourceLeakCheck()
    try body()
    if let leak = check.leak() {
      XCTFail(leak.description, file: file, line: line)
    }
  }
#endif
