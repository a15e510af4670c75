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
final class ClosureSubject<Element> {
  private var handlers: ContiguousArray<(key: Int, handler: (Element) -> Void)> = []
  private var nextKey = 0

  /// Adds `handler`; returns the key `unsubscribe` takes.
  func subscribe(_ handler: @escaping (Element) -> Void) -> Int {
    nextKey &+= 1
    handlers.append((nextKey, handler))
    return nextKey
  }

  /// Calls every handler with `element`.
  func send(_ element: Element) {
    for entry in handlers { entry.handler(element) }
  }

  /// Removes the handler `key` names.
  func unsubscribe(_ key: Int) {
    if let index = handlers.firstIndex(where: { $0.key == key }) { handlers.remove(at: index) }
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
