import RxCore

/// RxSwift benchmark: `PublishSubject` pumping with one subscriber.
@inline(never) func rxPublishSubjectPumping(_ count: Int) -> Int {
  var sum = 0
  let subject = PublishSubject<Int>()
  let subscription = subject.subscribe(onNext: { sum += $0 })
  for _ in 0..<count { subject.on(.next(1)) }
  subscription.dispose()
  return sum
}

/// Plain closures: a list of handlers, each event calls every handler.
@inline(never) func floorPublishSubjectPumping(_ count: Int) -> Int {
  var sum = 0
  let subject = opaque(ClosureSubject<Int>())
  let key = subject.subscribe(opaque { sum += $0 })
  for _ in 0..<count { subject.send(1) }
  subject.unsubscribe(key)
  return sum
}

/// RxSwift benchmark: `PublishSubject` pumping with two subscribers.
@inline(never) func rxPublishSubjectPumpingTwo(_ count: Int) -> Int {
  var sum = 0
  let subject = PublishSubject<Int>()
  let first = subject.subscribe(onNext: { sum += $0 })
  let second = subject.subscribe(onNext: { sum += $0 })
  for _ in 0..<count { subject.on(.next(1)) }
  first.dispose()
  second.dispose()
  return sum
}

@inline(never) func floorPublishSubjectPumpingTwo(_ count: Int) -> Int {
  var sum = 0
  let subject = opaque(ClosureSubject<Int>())
  let first = subject.subscribe(opaque { sum += $0 })
  let second = subject.subscribe(opaque { sum += $0 })
  for _ in 0..<count { subject.send(1) }
  subject.unsubscribe(first)
  subject.unsubscribe(second)
  return sum
}

/// RxSwift benchmark: creating a `PublishSubject`, subscribing, sending one event and disposing.
@inline(never) func rxPublishSubjectCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { sum += $0 })
    subject.on(.next(1))
    subscription.dispose()
  }
  return sum
}

/// A minimal closure-based subject: a class holding its handlers in an array, each with the key that removes it.
///
/// Its state is one stored property each operation touches once (one exclusivity check), as a careful
/// hand-written version keeps it.
final class ClosureSubject<Element> {
  private struct Handlers {
    var entries: ContiguousArray<(key: Int, handler: (Element) -> Void)> = []
    var nextKey = 0

    mutating func add(_ handler: @escaping (Element) -> Void) -> Int {
      nextKey &+= 1
      entries.append((nextKey, handler))
      return nextKey
    }

    mutating func remove(_ key: Int) {
      if let index = entries.firstIndex(where: { $0.key == key }) { entries.remove(at: index) }
    }
  }

  private var handlers = Handlers()

  /// Adds `handler`; returns the key `unsubscribe` takes.
  func subscribe(_ handler: @escaping (Element) -> Void) -> Int {
    handlers.add(handler)
  }

  /// Calls every handler with `element`.
  func send(_ element: Element) {
    for entry in handlers.entries { entry.handler(element) }
  }

  /// Removes the handler `key` names.
  func unsubscribe(_ key: Int) {
    handlers.remove(key)
  }
}

@inline(never) func floorPublishSubjectCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subject = opaque(ClosureSubject<Int>())
    let key = subject.subscribe(opaque { sum += $0 })
    subject.send(1)
    subject.unsubscribe(key)
  }
  return sum
}

let subjectWorkloads: [Workload] = [
  Workload(
    name: "publishSubjectPumping", summary: "PublishSubject -> 1 subscriber, per event", unit: .event,
    count: 1_000_000, rx: rxPublishSubjectPumping, floor: floorPublishSubjectPumping),
  Workload(
    name: "publishSubjectPumpingTwo", summary: "PublishSubject -> 2 subscribers, per event", unit: .event,
    count: 1_000_000, rx: rxPublishSubjectPumpingTwo, floor: floorPublishSubjectPumpingTwo),
  Workload(
    name: "publishSubjectCreating", summary: "make PublishSubject, subscribe, 1 event, dispose", unit: .cycle,
    count: 100_000, rx: rxPublishSubjectCreating, floor: floorPublishSubjectCreating),
]
