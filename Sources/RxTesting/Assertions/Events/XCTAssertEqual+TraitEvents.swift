#if canImport(XCTest)
  import XCTest

  /// Asserts that `Single` events are equal (elements, and errors by type and description), as RxTest's overload
  /// does.
  ///
  /// ```swift
  /// XCTAssertEqual(events, [.success(1)])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }

  /// Asserts that `Maybe` events are equal, as RxTest's overload does.
  ///
  /// ```swift
  /// XCTAssertEqual(events, [.success(1)])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }

  /// Asserts that `Completable` events are equal, as RxTest's overload does.
  ///
  /// ```swift
  /// XCTAssertEqual(events, [.completed])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }
#endif
