import RxCore

/// A source that sends `count` ones when subscribed, as RxSwift's benchmark does.
func pumpingSource(_ count: Int) -> Observable<Int> {
  Observable<Int>.create { observer in
    for _ in 0..<count { observer.on(.next(1)) }
    return Disposables.create()
  }
}

/// RxSwift benchmark: six `map`/`filter` pairs, pumping.
@inline(never) func rxMapFilterPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = pumpingSource(count)
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// The same chain with plain closures: each stage calls the next.
func closureMapFilterChain(_ sink: @escaping (Int) -> Void) -> (Int) -> Void {
  var stage: (Int) -> Void = sink
  for _ in 0..<6 {
    let next = stage
    let filtered: (Int) -> Void = { value in if (value >= 0) || true { next(value) } }
    stage = { value in filtered(value) }
  }
  return stage
}

@inline(never) func floorMapFilterPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureMapFilterChain { sum += $0 }
  for _ in 0..<count { chain(1) }
  return sum
}

/// RxSwift benchmark: building the six-pair chain over one element, subscribing and disposing.
@inline(never) func rxMapFilterCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.just(1)
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

@inline(never) func floorMapFilterCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureMapFilterChain { sum += $0 }
    chain(1)
  }
  return sum
}

/// RxCocoa benchmark: the six-pair chain through `Driver`, pumping.
@inline(never) func rxDriverPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = pumpingSource(count).asDriver(onErrorJustReturn: -1)
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .drive(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// RxCocoa benchmark: building the six-pair `Driver` chain over one element, subscribing and disposing.
@inline(never) func rxDriverCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.just(1).asDriver(onErrorJustReturn: -1)
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .map { $0 }.filter { _ in true }
      .drive(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

let mapFilterWorkloads: [Workload] = [
  Workload(
    name: "mapFilterPumping", summary: "6 map/filter pairs, per event", unit: .event, count: 1_000_000,
    rx: rxMapFilterPumping, floor: floorMapFilterPumping),
  Workload(
    name: "mapFilterCreating", summary: "build 6 map/filter pairs over just, subscribe, dispose", unit: .cycle,
    count: 20_000, rx: rxMapFilterCreating, floor: floorMapFilterCreating),
  Workload(
    name: "driverPumping", summary: "6 map/filter pairs on a Driver, per event", unit: .event, count: 1_000_000,
    rx: rxDriverPumping, floor: floorMapFilterPumping),
  Workload(
    name: "driverCreating", summary: "build a Driver with 6 map/filter pairs, drive, dispose", unit: .cycle,
    count: 10_000, rx: rxDriverCreating, floor: floorMapFilterCreating),
]
