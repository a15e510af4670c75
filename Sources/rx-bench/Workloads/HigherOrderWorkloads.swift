import RxCore

/// RxSwift benchmark: `flatMap` to `just`, pumping.
@inline(never) func rxFlatMapPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = pumpingSource(count).flatMap { Observable.just($0) }.subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// RxSwift benchmark: `flatMapLatest` to `just`, pumping.
@inline(never) func rxFlatMapLatestPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = pumpingSource(count).flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// Plain closures: a hand-written `flatMap` stage (see `FlatMapStage`), pumped.
@inline(never) func floorFlatMapPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureFlatMapChain(opaque { sum += $0 }, stages: 1)
  for _ in 0..<count { chain(1) }
  return sum
}

/// Plain closures: a hand-written `flatMapLatest` stage (see `FlatMapLatestStage`), pumped.
@inline(never) func floorFlatMapLatestPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureFlatMapLatestChain(opaque { sum += $0 }, stages: 1)
  for _ in 0..<count { chain(1) }
  return sum
}

/// RxSwift benchmark: building `just(1).flatMap { just($0) }`, subscribing, disposing.
@inline(never) func rxFlatMapCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.just(1).flatMap { Observable.just($0) }.subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// RxSwift benchmark: building `just(1).flatMapLatest { just($0) }`, subscribing, disposing.
@inline(never) func rxFlatMapLatestCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.just(1).flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// Plain closures: a hand-written `flatMap` stage built per cycle, and a source sending one value into it.
@inline(never) func floorFlatMapCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureFlatMapChain(opaque { sum += $0 }, stages: 1)
    let source: ((Int) -> Void) -> Void = opaque { $0(1) }
    source(chain)
  }
  return sum
}

/// Plain closures: a hand-written `flatMapLatest` stage built per cycle, and a source sending one value into it.
@inline(never) func floorFlatMapLatestCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureFlatMapLatestChain(opaque { sum += $0 }, stages: 1)
    let source: ((Int) -> Void) -> Void = opaque { $0(1) }
    source(chain)
  }
  return sum
}

/// RxSwift benchmark: `combineLatest` of three `just`s and a pumping source.
@inline(never) func rxCombineLatestPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = Observable.combineLatest(
    Observable.just(1), Observable.just(1), Observable.just(1), pumpingSource(count)
  ) { value, _, _, _ in value }
  .subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// Plain closures: keep the latest of four values; the pumping input's handler stores its value and, once all four
/// are there, calls the result selector and the sink. The state is touched once per event.
@inline(never) func floorCombineLatestPumping(_ count: Int) -> Int {
  var sum = 0
  let sink: (Int) -> Void = opaque { sum += $0 }
  let resultSelector: (Int, Int, Int, Int) -> Int = opaque { value, _, _, _ in value }
  var latest = LatestOfFour()
  let inputs: [(Int) -> Void] = (0..<4).map { index in
    opaque { value in
      if let all = latest.store(value, at: index) { sink(resultSelector(all.0, all.1, all.2, all.3)) }
    }
  }
  inputs[0](1)
  inputs[1](1)
  inputs[2](1)
  let pumping = inputs[3]
  for _ in 0..<count { pumping(1) }
  return sum
}

/// RxSwift benchmark: building `combineLatest` of four `just`s, subscribing, disposing.
@inline(never) func rxCombineLatestCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.combineLatest(
      Observable.just(1), Observable.just(1), Observable.just(1), Observable.just(1)
    ) { value, _, _, _ in value }
    .subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

@inline(never) func floorCombineLatestCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let sink: (Int) -> Void = opaque { sum += $0 }
    let resultSelector: (Int, Int, Int, Int) -> Int = opaque { value, _, _, _ in value }
    let stage = opaque(CombineLatestStage(resultSelector: resultSelector, downstream: sink))
    for index in 0..<4 {
      let input: (Int) -> Void = opaque { stage.receive($0, at: index) }
      input(1)
    }
  }
  return sum
}

let higherOrderWorkloads: [Workload] = [
  Workload(
    name: "flatMapPumping", summary: "flatMap to just, per event", unit: .event, count: 200_000,
    rx: rxFlatMapPumping, floor: floorFlatMapPumping),
  Workload(
    name: "flatMapCreating", summary: "build just.flatMap(just), subscribe, dispose", unit: .cycle, count: 50_000,
    rx: rxFlatMapCreating, floor: floorFlatMapCreating),
  Workload(
    name: "flatMapLatestPumping", summary: "flatMapLatest to just, per event", unit: .event, count: 200_000,
    rx: rxFlatMapLatestPumping, floor: floorFlatMapLatestPumping),
  Workload(
    name: "flatMapLatestCreating", summary: "build just.flatMapLatest(just), subscribe, dispose", unit: .cycle,
    count: 50_000, rx: rxFlatMapLatestCreating, floor: floorFlatMapLatestCreating),
  Workload(
    name: "combineLatestPumping", summary: "combineLatest of 3 just + 1 pumping source, per event", unit: .event,
    count: 1_000_000, rx: rxCombineLatestPumping, floor: floorCombineLatestPumping),
  Workload(
    name: "combineLatestCreating", summary: "build combineLatest of 4 just, subscribe, dispose", unit: .cycle,
    count: 20_000, rx: rxCombineLatestCreating, floor: floorCombineLatestCreating),
]
