/// Describes how recorded events differ from the expected ones, for Swift Testing or any other test library.
///
/// ```swift
/// #expect(eventsMismatch(observer.events, expected: [.next(210, 20), .completed(300)]) == nil)
/// ```
/// - Parameters:
///   - actual: The events that happened.
///   - expected: The events that should have happened.
/// - Returns: `nil` when they are equal; otherwise a report with both marble diagrams one above the other (see
///   ``RecordedEventsDiff``).
public func eventsMismatch<T: Equatable>(
  _ actual: [Recorded<Event<T>>], expected: [Recorded<Event<T>>]
) -> String? {
  RecordedEventsDiff(actual: actual, expected: expected).mismatch
}

/// Describes how events (without times) differ from the expected ones.
///
/// ```swift
/// #expect(eventsMismatch(events, expected: [.next(1), .completed]) == nil)
/// ```
/// - Parameters:
///   - actual: The events that happened.
///   - expected: The events that should have happened.
/// - Returns: `nil` when they are equal; otherwise where they first differ and both lists.
public func eventsMismatch<T: Equatable>(_ actual: [Event<T>], expected: [Event<T>]) -> String? {
  listMismatch(of: "events", actual, expected: expected, equal: { $0 == $1 }, describe: \.debugDescription)
}

/// Where two lists first differ, followed by both lists; `nil` when they are equal.
func listMismatch<Item>(
  of noun: String, _ actual: [Item], expected: [Item], equal: (Item, Item) -> Bool, describe: (Item) -> String
) -> String? {
  let difference = SequenceDifference(of: noun, actual: actual, expected: expected, equal: equal, describe: describe)
  guard let sentence = difference.sentence else { return nil }
  return [
    sentence,
    "  expected: [" + expected.map(describe).joined(separator: ", ") + "]",
    "  actual:   [" + actual.map(describe).joined(separator: ", ") + "]",
  ].joined(separator: "\n")
}

/// Describes how the elements of recorded events differ from the expected elements, ignoring times, as RxTest's
/// `XCTAssertRecordedElements` checks: any stop event (`completed` or `error`) is a mismatch.
///
/// ```swift
/// #expect(recordedElementsMismatch(observer.events, expected: [1, 2, 3]) == nil)
/// ```
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The elements that should have been recorded, in order.
/// - Returns: `nil` when the events are exactly `.next` events with these elements; otherwise what differs.
public func recordedElementsMismatch<T: Equatable>(_ stream: [Recorded<Event<T>>], expected elements: [T]) -> String? {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    return "A stop event was recorded: \(stop.debugDescription); only next events were expected.\n"
      + "  events: [" + stream.map(\.debugDescription).joined(separator: ", ") + "]"
  }
  let recorded = stream.compactMap(\.value.element)
  let difference = SequenceDifference(
    of: "elements", actual: recorded, expected: elements, equal: { $0 == $1 }, describe: { "\($0)" })
  guard let sentence = difference.sentence else { return nil }
  return [
    sentence,
    "  expected: [" + elements.map { "\($0)" }.joined(separator: ", ") + "]",
    "  actual:   [" + recorded.map { "\($0)" }.joined(separator: ", ") + "]",
  ].joined(separator: "\n")
}
