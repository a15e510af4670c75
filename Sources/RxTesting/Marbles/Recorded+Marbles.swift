extension Recorded {
  /// Makes the events a marble diagram describes, for comparing with what a ``TestableObserver`` recorded.
  ///
  /// Frame `f` (columns counted from `^`, or from the first column without `^`) happens at tick
  /// `f * ticksPerSymbol`. See ``MarbleTimeline`` for the syntax.
  ///
  /// ```swift
  /// let expected = try Recorded.events(marbles: "-a-|", values: ["a": 1], ticksPerSymbol: 10)
  /// // [.next(10, 1), .completed(30)]
  /// ```
  /// - Parameters:
  ///   - marbles: The diagram.
  ///   - values: The value of each symbol.
  ///   - error: The error `#` emits.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Returns: The events with their times.
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public static func events<T>(
    marbles: String, values: [Character: T] = [:], error: any Swift.Error = MarbleTestError(),
    ticksPerSymbol: Int = 1
  ) throws(MarbleError) -> [Recorded<Event<T>>] where Value == Event<T> {
    try recordedEvents(marbles: marbles, values: values, error: error, ticksPerSymbol: ticksPerSymbol)
  }
}

/// Makes the events a marble diagram describes (the same as `Recorded.events(marbles:values:error:ticksPerSymbol:)`).
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = try recordedEvents(marbles: "--a--(bc)--|", values: ["a": 1, "b": 2, "c": 3])
/// // [.next(2, 1), .next(5, 2), .next(5, 3), .completed(11)]
/// ```
/// - Parameters:
///   - marbles: The diagram.
///   - values: The value of each symbol.
///   - error: The error `#` emits.
///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
/// - Returns: The events with their times.
/// - Throws: ``MarbleError`` describing the first problem and where it is.
public func recordedEvents<T>(
  marbles: String, values: [Character: T] = [:], error: any Error = MarbleTestError(), ticksPerSymbol: Int = 1
) throws(MarbleError) -> [Recorded<Event<T>>] {
  try MarbleTimeline(parsing: marbles).recordedEvents(values: values, error: error, ticksPerSymbol: ticksPerSymbol)
}
