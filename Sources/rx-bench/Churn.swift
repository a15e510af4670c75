/// Which live subscription a churn cycle disposes.
enum ChurnPosition: String, CaseIterable, Sendable {
  /// The one the cycle just made: every other subscriber is older.
  case newest
  /// One with half of the others older and half newer.
  case middle
  /// The one every other subscriber is newer than.
  case oldest

  /// How many of `others` live subscribers are older than the one disposed.
  func older(of others: Int) -> Int {
    switch self {
    case .newest: others
    case .middle: others / 2
    case .oldest: 0
    }
  }
}

/// Something subscribers come and go on: a subject, a relay, a shared or connected sequence, or a floor.
protocol ChurnTarget {
  associatedtype Subscription
  func subscribe(_ onNext: @escaping (Int) -> Void) -> Subscription
  func dispose(_ subscription: Subscription)
  /// Sends `value` to every subscriber.
  func send(_ value: Int)
}

/// `cycles` subscribe + dispose cycles on `target` with `others` other subscribers live, disposing the subscription
/// at `position` each time; returns the sum of what every subscriber received.
///
/// The live subscribers are made before the cycles (and ended after them), so what a cycle costs is one subscribe
/// and one dispose, with the list `others + 1` long when the dispose comes. For `newest` a cycle disposes what it
/// subscribed. For the others the subscriptions newer than the older part are a ring, oldest first: a cycle
/// subscribes a new one (the newest), disposes the ring's oldest and puts the new one in its place, so the next
/// cycle's oldest is the next in the ring and the bookkeeping costs the same whatever the count. The middle of one
/// other subscriber is the oldest.
///
/// The subscribers are told apart by nothing but order; each adds what it receives to the sum: a value sent before
/// the cycles and one after them, and whatever a replaying target sends each new subscriber.
@inline(__always)
func churn<Target: ChurnTarget>(_ target: Target, disposing position: ChurnPosition, others: Int, cycles: Int) -> Int {
  var sum = 0
  let olderCount = position.older(of: others)
  var older: [Target.Subscription] = []
  older.reserveCapacity(olderCount)
  for _ in 0..<olderCount { older.append(target.subscribe { sum += $0 }) }
  var ring: [Target.Subscription] = []
  ring.reserveCapacity(others - olderCount)
  for _ in olderCount..<others { ring.append(target.subscribe { sum += $0 }) }
  target.send(1)
  if ring.isEmpty {
    for _ in 0..<cycles { target.dispose(target.subscribe { sum += $0 }) }
  } else {
    var oldest = 0
    for _ in 0..<cycles {
      let fresh = target.subscribe { sum += $0 }
      target.dispose(ring[oldest])
      ring[oldest] = fresh
      oldest = oldest + 1 == ring.count ? 0 : oldest + 1
    }
  }
  target.send(1)
  for subscription in older { target.dispose(subscription) }
  for subscription in ring { target.dispose(subscription) }
  return sum
}
