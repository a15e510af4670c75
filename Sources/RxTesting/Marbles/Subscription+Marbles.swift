extension Subscription {
  /// Reads subscription marbles: `^` is the subscription, `!` the unsubscription (none means still subscribed).
  ///
  /// Columns count from the first symbol, whitespace is ignored, and `(^!)` subscribes and unsubscribes in the same
  /// column.
  ///
  /// ```swift
  /// try Subscription(marbles: "--^---!")                     // Subscription(2, 6)
  /// try Subscription(marbles: "-^", ticksPerSymbol: 10)     // Subscription(10), never unsubscribed
  /// ```
  /// - Parameters:
  ///   - marbles: The subscription marbles.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public init(marbles: String, ticksPerSymbol: Int = 1) throws(MarbleError) {
    var parser = SubscriptionMarbleParser(marbles: marbles)
    for (offset, character) in marbles.enumerated() {
      try parser.read(character, at: offset)
    }
    self = try parser.finish(ticksPerSymbol: ticksPerSymbol)
  }
}
