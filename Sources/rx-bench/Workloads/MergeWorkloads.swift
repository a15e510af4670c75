import RxCore

// `Observable.merge` of already running sources. RxSwift's benchmarks have no merge: these shapes are RxCore's own.

/// `Observable.merge` of two `PublishSubject`s subscribed once, the events alternating between them, per event.
@inline(never) func rxMergePumping(_ count: Int) -> Int {
  var sum = 0
  let first = PublishSubject<Int>()
  let second = PublishSubject<Int>()
  let subscription = Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { sum += $0 })
  for _ in 0..<count / 2 {
    first.on(.next(1))
    second.on(.next(1))
  }
  if count & 1 == 1 { first.on(.next(1)) }
  subscription.dispose()
  return sum
}

/// Plain closures: two hand-written subjects, each with the merge's input as its one handler; the input forwards
/// every value to the sink.
@inline(never) func floorMergePumping(_ count: Int) -> Int {
  var sum = 0
  let sink: (Int) -> Void = opaque { sum += $0 }
  let input: (Int) -> Void = opaque { sink($0) }
  let first = opaque(ClosureSubject<Int>())
  let second = opaque(ClosureSubject<Int>())
  let firstKey = first.subscribe(input)
  let secondKey = second.subscribe(input)
  for _ in 0..<count / 2 {
    first.send(1)
    second.send(1)
  }
  if count & 1 == 1 { first.send(1) }
  first.unsubscribe(firstKey)
  second.unsubscribe(secondKey)
  return sum
}

/// Building `Observable.merge(just(1), just(1))`, subscribing, disposing.
@inline(never) func rxMergeCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.merge(Observable.just(1), Observable.just(1)).subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// Plain code as a careful person subscribes three sources: the subscriber's subscription is the merge's state (the
/// sources still running, the two inner subscriptions it disposes), each source is subscribed with an input that
/// forwards to the sink while the merge is not disposed, and gives back a subscription of its own.
@inline(never) func floorMergeCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let sink: (Int) -> Void = opaque { sum += $0 }
    let merge = opaque(ClosureMerge(sink: sink, running: 2))
    let input: (Int) -> Void = opaque { merge.receive($0) }
    let first: ((Int) -> Void) -> Void = opaque { $0(1) }
    let second: ((Int) -> Void) -> Void = opaque { $0(1) }
    merge.first = opaque(ClosureSubscription())
    first(input)
    merge.innerCompleted()
    merge.second = opaque(ClosureSubscription())
    second(input)
    merge.innerCompleted()
    merge.dispose()
  }
  return sum
}

/// A subscription written by hand: a flag its source checks, set when disposed.
final class ClosureSubscription {
  private(set) var isDisposed = false

  func dispose() { isDisposed = true }
}

/// The state of a merge written by hand: the sink, how many sources still run, and their subscriptions.
final class ClosureMerge {
  let sink: (Int) -> Void
  var running: Int
  var first: ClosureSubscription?
  var second: ClosureSubscription?
  private var isDisposed = false

  init(sink: @escaping (Int) -> Void, running: Int) {
    self.sink = sink
    self.running = running
  }

  func receive(_ value: Int) {
    if !isDisposed { sink(value) }
  }

  func innerCompleted() {
    running -= 1
  }

  func dispose() {
    isDisposed = true
    first?.dispose()
    second?.dispose()
    first = nil
    second = nil
  }
}

let mergeWorkloads: [Workload] = [
  Workload(
    name: "mergePumping", summary: "merge of 2 PublishSubjects, alternating, per event", unit: .event,
    count: 1_000_000, rx: rxMergePumping, floor: floorMergePumping),
  Workload(
    name: "mergeCreating", summary: "build merge(just, just), subscribe, dispose", unit: .cycle, count: 50_000,
    rx: rxMergeCreating, floor: floorMergeCreating),
]
