/// Virtual time in ticks, as in RxTest.
public typealias TestTime = Int

/// A value recorded at a virtual time, as in RxTest.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When the value was recorded.
  public let time: TestTime
  /// The recorded value.
  public let value: Value

  /// Makes a record.
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - value: The value.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// A description such as `next(1) @ 210`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// A `.next` event at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `.completed` event at `time`; the element type can be given when nothing else names it.
  ///
  /// ```swift
  /// let events = [Recorded.completed(300, Int.self)]
  /// ```
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `.error` event at `time`; the element type can be given when nothing else names it.
  ///
  /// ```swift
  /// let events = [Recorded.error(300, TestError.boom, Int.self)]
  /// ```
  public static func error<T>(_ time: TestTime, _ error: any Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .error(error))
  }

  /// Collects recorded events into an array (RxTest's `Recorded.events`).
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// Collects recorded events into an array.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
