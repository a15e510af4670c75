/// Describes how recorded events differ from a marble diagram, drawing both diagrams one above the other.
///
/// ```swift
/// #expect(try marblesMismatch(observer.events, expected: "--a--b--|", values: ["a": 1, "b": 2]) == nil)
/// // On a mismatch the report reads, for example:
/// // Events differ at index 1: expected next(2) @ 5, actual next(3) @ 6.
/// //   expected: --a--b--|
/// //   actual:   --a---c-|
/// //   one column = 1 tick; a = 1, b = 2, c = 3
/// //   ...
/// ```
/// - Parameters:
///   - actual: The events that happened.
///   - marbles: The expected events as a diagram (see ``MarbleTimeline``).
///   - values: The value of each symbol; actual elements missing from it get free letters in the report.
///   - error: The error `#` stands for.
///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
/// - Returns: `nil` when the events match; otherwise the report (see ``RecordedEventsDiff``).
/// - Throws: ``MarbleError`` when `marbles` cannot be read.
public func marblesMismatch<T: Equatable>(
  _ actual: [Recorded<Event<T>>], expected marbles: String, values: [Character: T] = [:],
  error: any Error = MarbleTestError(), ticksPerSymbol: Int = 1
) throws(MarbleError) -> String? {
  let expected = try recordedEvents(marbles: marbles, values: values, error: error, ticksPerSymbol: ticksPerSymbol)
  return RecordedEventsDiff(actual: actual, expected: expected, values: values, ticksPerSymbol: ticksPerSymbol)
    .mismatch
}
