extension TestScheduler {
  /// Makes a hot observable from a marble diagram; its events happen at fixed times whether or not anyone subscribes.
  ///
  /// `^` is virtual time 0: frame `f` (columns counted from `^`, or from the first column without `^`) happens at tick
  /// `f * ticksPerSymbol`, so events before `^` have negative times and reach nobody. Subscribe at time 0, for
  /// example with `start(created: 0, subscribed: 0, disposed: ...)`. As with any hot observable, events at the very
  /// tick of a subscription made by `start` are scheduled first and are missed, so put events after `^`.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// let xs = try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
  /// // events: .next(-2, 1), .next(2, 2), .completed(4)
  /// ```
  /// - Parameters:
  ///   - marbles: The diagram (see ``MarbleTimeline`` for the syntax).
  ///   - values: The value of each symbol.
  ///   - error: The error `#` emits.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Returns: The observable, which records its subscriptions.
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public func createHotObservable<Element>(
    _ marbles: String, values: [Character: Element] = [:], error: any Error = MarbleTestError(),
    ticksPerSymbol: Int = 1
  ) throws(MarbleError) -> TestableObservable<Element> {
    let events = try MarbleTimeline(parsing: marbles, allowsSubscriptionPoint: true)
      .recordedEvents(values: values, error: error, ticksPerSymbol: ticksPerSymbol)
    return createHotObservable(events)
  }

  /// Makes a cold observable from a marble diagram; each subscription plays the events relative to its own time.
  ///
  /// ```swift
  /// let ys = try scheduler.createColdObservable("-a-|", values: ["a": 1], ticksPerSymbol: 10)
  /// // events after each subscription: .next(10, 1), .completed(30)
  /// ```
  /// - Parameters:
  ///   - marbles: The diagram (see ``MarbleTimeline`` for the syntax); `^` is not allowed.
  ///   - values: The value of each symbol.
  ///   - error: The error `#` emits.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Returns: The observable, which records its subscriptions.
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public func createColdObservable<Element>(
    _ marbles: String, values: [Character: Element] = [:], error: any Error = MarbleTestError(),
    ticksPerSymbol: Int = 1
  ) throws(MarbleError) -> TestableObservable<Element> {
    let events = try MarbleTimeline(parsing: marbles, allowsSubscriptionPoint: false)
      .recordedEvents(values: values, error: error, ticksPerSymbol: ticksPerSymbol)
    return createColdObservable(events)
  }

  /// Reads subscription marbles, one string per expected subscription, for comparing with
  /// `TestableObservable.subscriptions`.
  ///
  /// ```swift
  /// XCTAssertEqual(xs.subscriptions, try scheduler.subscriptions(marbles: "^---!", "--^-!"))
  /// // [Subscription(0, 4), Subscription(2, 4)]
  /// ```
  /// - Parameters:
  ///   - marbles: Subscription marbles such as `"^---!"` (see `Subscription.init(marbles:ticksPerSymbol:)`).
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Returns: The subscriptions, in the order given.
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public func subscriptions(marbles: String..., ticksPerSymbol: Int = 1) throws(MarbleError) -> [Subscription] {
    var subscriptions: [Subscription] = []
    for line in marbles {
      subscriptions.append(try Subscription(marbles: line, ticksPerSymbol: ticksPerSymbol))
    }
    return subscriptions
  }
}
