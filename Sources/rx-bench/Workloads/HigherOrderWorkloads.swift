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

/// Plain closures: each event makes an inner "sequence" (a closure) and runs it.
@inline(never) func floorFlatMapPumping(_ count: Int) -> Int {
  var sum = 0
  let sink: (Int) -> Void = { sum += $0 }
  let inner: (Int) -> ((Int) -> Void) -> Void = { value in { $0(value) } }
  for _ in 0..<count { inner(1)(sink) }
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

@inline(never) func floorFlatMapCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let sink: (Int) -> Void = { sum += $0 }
    let inner: (Int) -> ((Int) -> Void) -> Void = { value in { $0(value) } }
    inner(1)(sink)
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

/// Plain closures: keep the latest of four values and call the selector on each change.
@inline(never) func floorCombineLatestPumping(_ count: Int) -> Int {
  var sum = 0
  var latest: (Int?, Int?, Int?, Int?) = (nil, nil, nil, nil)
  let emit: () -> Void = {
    if let first = latest.0, latest.1 != nil, latest.2 != nil, latest.3 != nil { sum += first }
  }
  latest.0 = 1
  latest.1 = 1
  latest.2 = 1
  for _ in 0..<count {
    latest.3 = 1
    emit()
  }
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
    var latest: [Int?] = [nil, nil, nil, nil]
    let emit: () -> Void = {
      if latest.allSatisfy({ $0 != nil }), let first = latest[0] { sum += first }
    }
    for index in 0..<4 {
      latest[index] = 1
      emit()
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
    rx: rxFlatMapLatestPumping, floor: floorFlatMapPumping),
  Workload(
    name: "flatMapLatestCreating", summary: "build just.flatMapLatest(just), subscribe, dispose", unit: .cycle,
    count: 50_000, rx: rxFlatMapLatestCreating, floor: floorFlatMapCreating),
  Workload(
    name: "combineLatestPumping", summary: "combineLatest of 3 just + 1 pumping source, per event", unit: .event,
    count: 1_000_000, rx: rxCombineLatestPumping, floor: floorCombineLatestPumping),
  Workload(
    name: "combineLatestCreating", summary: "build combineLatest of 4 just, subscribe, dispose", unit: .cycle,
    count: 20_000, rx: rxCombineLatestCreating, floor: floorCombineLatestCreating),
]
