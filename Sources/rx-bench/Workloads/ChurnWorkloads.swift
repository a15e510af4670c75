import RxCore

// Scaling: one subscribe + dispose cycle on a subject, a relay, `share(replay: 1)`, a `publish()` connection and a
// `replay(1)` connection, with 1, 10, 100 and 1,000 other subscribers live, disposing the newest, a middle or the
// oldest subscription (see `churn`). The floors keep their subscribers in a `SubscriberList`, whose removal costs
// the same whatever the list holds.

/// An RxCore sequence as a churn target: subscribing is `subscribe(onNext:)`, as a user writes it.
struct RxChurnTarget<Source: ObservableType>: ChurnTarget where Source.Element == Int {
  let source: Source
  let sendValue: (Int) -> Void

  func subscribe(_ onNext: @escaping (Int) -> Void) -> any Disposable { source.subscribe(onNext: onNext) }
  func dispose(_ subscription: any Disposable) { subscription.dispose() }
  func send(_ value: Int) { sendValue(value) }
}

/// The floor of `PublishSubject` and of a `publish()` connection: a list of subscribers.
final class ClosureBroadcast: ChurnTarget {
  private let subscribers = SubscriberList<Int>()

  func subscribe(_ onNext: @escaping (Int) -> Void) -> SubscriberList<Int>.Node { subscribers.append(onNext) }
  func dispose(_ subscription: SubscriberList<Int>.Node) { subscribers.remove(subscription) }
  func send(_ value: Int) { subscribers.send(value) }
}

/// The floor of `BehaviorRelay` and of a `replay(1)` connection: the latest value and a list of subscribers; a new
/// subscriber gets the latest value at once.
final class ClosureReplayBroadcast: ChurnTarget {
  private let subscribers = SubscriberList<Int>()
  @exclusivity(unchecked) private var latest: Int?

  init(latest: Int?) {
    self.latest = latest
  }

  func subscribe(_ onNext: @escaping (Int) -> Void) -> SubscriberList<Int>.Node {
    let subscription = subscribers.append(onNext)
    if let latest { onNext(latest) }
    return subscription
  }

  func dispose(_ subscription: SubscriberList<Int>.Node) { subscribers.remove(subscription) }

  func send(_ value: Int) {
    latest = value
    subscribers.send(value)
  }
}

/// The floor of `share(replay: 1)` (`.whileConnected`): a replaying list of subscribers that is subscribed to its
/// source from its first subscriber to its last, and forgets the latest value when the last one leaves.
final class ClosureSharedReplay: ChurnTarget {
  private let source = ClosureBroadcast()
  private let subscribers = SubscriberList<Int>()
  @exclusivity(unchecked) private var latest: Int?
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var connection: SubscriberList<Int>.Node?

  func subscribe(_ onNext: @escaping (Int) -> Void) -> SubscriberList<Int>.Node {
    let subscription = subscribers.append(onNext)
    count += 1
    if count == 1 {
      connection = source.subscribe { self.receive($0) }
    } else if let latest {
      onNext(latest)
    }
    return subscription
  }

  func dispose(_ subscription: SubscriberList<Int>.Node) {
    subscribers.remove(subscription)
    count -= 1
    if count == 0, let connection {
      source.dispose(connection)
      self.connection = nil
      latest = nil
    }
  }

  /// Sends `value` into the source.
  func send(_ value: Int) { source.send(value) }

  private func receive(_ value: Int) {
    latest = value
    subscribers.send(value)
  }
}

@inline(never) func rxPublishSubjectChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  let subject = PublishSubject<Int>()
  return churn(
    RxChurnTarget(source: subject, sendValue: { subject.onNext($0) }), disposing: position, others: others,
    cycles: cycles)
}

@inline(never) func rxBehaviorRelayChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  let relay = BehaviorRelay(value: 1)
  return churn(
    RxChurnTarget(source: relay, sendValue: { relay.accept($0) }), disposing: position, others: others,
    cycles: cycles)
}

@inline(never) func rxShareReplayChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  let subject = PublishSubject<Int>()
  let shared = subject.share(replay: 1)
  return churn(
    RxChurnTarget(source: shared, sendValue: { subject.onNext($0) }), disposing: position, others: others,
    cycles: cycles)
}

@inline(never) func rxPublishConnectionChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  rxConnectionChurn(position, others: others, cycles: cycles) { $0.publish() }
}

@inline(never) func rxReplayConnectionChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  rxConnectionChurn(position, others: others, cycles: cycles) { $0.replay(1) }
}

/// `churn` on what `multicast` makes of a `PublishSubject`, connected before the subscribers come and after they go.
@inline(__always) func rxConnectionChurn(
  _ position: ChurnPosition, others: Int, cycles: Int,
  _ multicast: (PublishSubject<Int>) -> ConnectableObservable<Int>
) -> Int {
  let subject = PublishSubject<Int>()
  let connectable = multicast(subject)
  let connection = connectable.connect()
  defer { connection.dispose() }
  return churn(
    RxChurnTarget(source: connectable, sendValue: { subject.onNext($0) }), disposing: position, others: others,
    cycles: cycles)
}

@inline(never) func floorBroadcastChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  churn(opaque(ClosureBroadcast()), disposing: position, others: others, cycles: cycles)
}

@inline(never) func floorBehaviorRelayChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  churn(opaque(ClosureReplayBroadcast(latest: 1)), disposing: position, others: others, cycles: cycles)
}

@inline(never) func floorShareReplayChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  churn(opaque(ClosureSharedReplay()), disposing: position, others: others, cycles: cycles)
}

@inline(never) func floorReplayConnectionChurn(_ position: ChurnPosition, others: Int, cycles: Int) -> Int {
  churn(opaque(ClosureReplayBroadcast(latest: nil)), disposing: position, others: others, cycles: cycles)
}

/// One kind of churn target: its name in the workloads' names, and its two versions.
private struct ChurnKind {
  typealias Run = @Sendable (ChurnPosition, Int, Int) -> Int

  let name: String
  let summary: String
  let rx: Run
  let floor: Run
}

private let churnKinds = [
  ChurnKind(
    name: "publishSubject", summary: "PublishSubject", rx: rxPublishSubjectChurn, floor: floorBroadcastChurn),
  ChurnKind(
    name: "behaviorRelay", summary: "BehaviorRelay", rx: rxBehaviorRelayChurn, floor: floorBehaviorRelayChurn),
  ChurnKind(
    name: "shareReplay", summary: "share(replay: 1) of a PublishSubject", rx: rxShareReplayChurn,
    floor: floorShareReplayChurn),
  ChurnKind(
    name: "publishConnection", summary: "connected publish() of a PublishSubject", rx: rxPublishConnectionChurn,
    floor: floorBroadcastChurn),
  ChurnKind(
    name: "replayConnection", summary: "connected replay(1) of a PublishSubject", rx: rxReplayConnectionChurn,
    floor: floorReplayConnectionChurn),
]

/// Every kind, every position, 1, 10, 100 and 1,000 other subscribers: `publishSubjectChurnNewest1000` and so on.
let churnWorkloads: [Workload] = churnKinds.flatMap { kind in
  ChurnPosition.allCases.flatMap { position in
    [1, 10, 100, 1_000].map { others in
      let (rx, floor) = (kind.rx, kind.floor)
      let positionName = position.rawValue.prefix(1).uppercased() + position.rawValue.dropFirst()
      return Workload(
        name: "\(kind.name)Churn\(positionName)\(others)",
        summary: "\(kind.summary): subscribe + dispose the \(position.rawValue) of \(others + 1) subscribers",
        unit: .cycle, count: others >= 100 ? 200_000 / others : 20_000,
        rx: { rx(position, others, $0) }, floor: { floor(position, others, $0) })
    }
  }
}
