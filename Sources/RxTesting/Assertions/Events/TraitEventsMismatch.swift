/// Describes how `Single` events differ from the expected ones: successes are equal when their elements are,
/// failures when their errors have the same type and description (as `Event` compares them).
///
/// `SingleEvent` is Swift's `Result<Element, any Error>`, which cannot be `Equatable` because `any Error` is not;
/// this comparison (and the `XCTAssertEqual` overload built on it) is how RxTest compares them too.
///
/// ```swift
/// #expect(eventsMismatch(events, expected: [.success(1)]) == nil)
/// ```
/// - Returns: `nil` when they are equal; otherwise where they first differ and both lists.
public func eventsMismatch<T: Equatable>(_ actual: [SingleEvent<T>], expected: [SingleEvent<T>]) -> String? {
  listMismatch(
    of: "events", actual, expected: expected, equal: { singleEventsMatch($0, $1) }, describe: describeSingleEvent)
}

/// Describes how `Maybe` events differ from the expected ones.
///
/// ```swift
/// #expect(eventsMismatch(events, expected: [.completed]) == nil)
/// ```
/// - Returns: `nil` when they are equal; otherwise where they first differ and both lists.
public func eventsMismatch<T: Equatable>(_ actual: [MaybeEvent<T>], expected: [MaybeEvent<T>]) -> String? {
  listMismatch(of: "events", actual, expected: expected, equal: { $0 == $1 }, describe: { "\($0)" })
}

/// Describes how `Completable` events differ from the expected ones.
///
/// ```swift
/// #expect(eventsMismatch(events, expected: [.completed]) == nil)
/// ```
/// - Returns: `nil` when they are equal; otherwise where they first differ and both lists.
public func eventsMismatch(_ actual: [CompletableEvent], expected: [CompletableEvent]) -> String? {
  listMismatch(of: "events", actual, expected: expected, equal: { $0 == $1 }, describe: { "\($0)" })
}

/// Compares two `Single` events as `Event` compares the `next` and `error` events they correspond to.
func singleEventsMatch<T: Equatable>(_ lhs: SingleEvent<T>, _ rhs: SingleEvent<T>) -> Bool {
  func asEvent(_ event: SingleEvent<T>) -> Event<T> {
    switch event {
    case .success(let element): .next(element)
    case .failure(let error): .error(error)
    }
  }
  return asEvent(lhs) == asEvent(rhs)
}

/// `success(1)` or `failure(boom)`.
func describeSingleEvent<T>(_ event: SingleEvent<T>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}
