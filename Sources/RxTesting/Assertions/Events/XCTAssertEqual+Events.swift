#if canImport(XCTest)
  import XCTest

  /// Asserts that recorded events are equal (elements, errors by type and description, and times), as RxTest's
  /// overload does; on failure prints both as marble diagrams one above the other.
  ///
  /// ```swift
  /// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }

  /// Asserts that recorded events with optional elements are equal, as RxTest's overload for them does.
  ///
  /// ```swift
  /// XCTAssertEqual(res.events, [.next(210, nil), .next(220, 2)])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }

  /// Asserts that events (without times) are equal, as RxTest's overload does.
  ///
  /// ```swift
  /// XCTAssertEqual(events, [.next(1), .completed])
  /// ```
  /// - Parameters:
  ///   - lhs: The events that happened (reported as "actual").
  ///   - rhs: The events that should have happened (reported as "expected").
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = eventsMismatch(lhs, expected: rhs) {
      XCTFail(mismatch, file: file, line: line)
    }
  }

  /// Asserts that recorded events are exactly `.next` events with `elements`, ignoring times, as RxTest's
  /// `XCTAssertRecordedElements` does (a stop event fails the assertion).
  ///
  /// ```swift
  /// XCTAssertRecordedElements(observer.events, [1, 2, 3])
  /// ```
  /// - Parameters:
  ///   - stream: The recorded events.
  ///   - elements: The elements that should have been recorded, in order.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line
  ) {
    if let mismatch = recordedElementsMismatch(stream, expected: elements) {
      XCTFail(mismatch, file: file, line: line)
    }
  }
#endif
