#if canImport(XCTest)
  import XCTest

  /// Asserts that recorded events match a marble diagram; on failure prints the expected and actual diagrams one
  /// above the other, the symbols and both event lists. A diagram that cannot be read fails with its ``MarbleError``.
  ///
  /// ```swift
  /// XCTAssertMarbles(observer.events, "--a--b--|", values: ["a": 1, "b": 2])
  /// // On failure:
  /// // Events differ at index 1: expected next(2) @ 5, actual next(3) @ 6.
  /// //   expected: --a--b--|
  /// //   actual:   --a---c-|
  /// //   one column = 1 tick; a = 1, b = 2, c = 3
  /// //   ...
  /// ```
  /// - Parameters:
  ///   - events: The events that happened.
  ///   - marbles: The expected events as a diagram (see ``MarbleTimeline``).
  ///   - values: The value of each symbol.
  ///   - error: The error `#` stands for.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure on.
  public func XCTAssertMarbles<T: Equatable>(
    _ events: [Recorded<Event<T>>], _ marbles: String, values: [Character: T] = [:],
    error: any Error = MarbleTestError(), ticksPerSymbol: Int = 1, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    do {
      if let mismatch = try marblesMismatch(
        events, expected: marbles, values: values, error: error, ticksPerSymbol: ticksPerSymbol)
      {
        XCTFail(mismatch, file: file, line: line)
      }
    } catch {
      XCTFail(error.description, file: file, line: line)
    }
  }
#endif
