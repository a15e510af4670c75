/// When a test observable was subscribed to and unsubscribed from, as in RxTest.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  /// The virtual time of the subscription.
  public let subscribe: TestTime
  /// The virtual time of the unsubscription (`Int.max` while still subscribed).
  public let unsubscribe: TestTime

  /// A subscription that has not ended.
  /// - Parameter subscribe: The subscription time.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, Int.max)
  }

  /// A subscription that ended.
  /// - Parameters:
  ///   - subscribe: The subscription time.
  ///   - unsubscribe: The unsubscription time.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// A description such as `(200: 1000)` or `(200: Infinity)`, RxTest's format.
  public var debugDescription: String {
    let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
    return "(\(subscribe): \(end))"
  }
}
