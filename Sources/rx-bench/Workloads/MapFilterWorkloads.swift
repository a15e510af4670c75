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
  let subscription = sixMapFilterPairs(pumpingSource(count))
    .subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// The same chain with plain closures: each stage calls its user closure (the transform or the predicate), then
/// the next stage; every closure goes through `opaque`, so none is inlined into another.
func closureMapFilterChain(_ sink: @escaping (Int) -> Void) -> (Int) -> Void {
  var stage: (Int) -> Void = opaque(sink)
  for _ in 0..<6 {
    let afterFilter = stage
    let predicate: (Int) -> Bool = opaque { _ in true }
    let filter: (Int) -> Void = opaque { value in if predicate(value) { afterFilter(value) } }
    let transform: (Int) -> Int = opaque { $0 }
    stage = opaque { value in filter(transform(value)) }
  }
  return stage
}

/// The same chain as a `Driver` chain does it with plain closures: every stage is shared as a `Driver` operator
/// is (`share(replay: 1)`: it keeps the latest value and calls its list of observers).
func closureSharedMapFilterChain(_ sink: @escaping (Int) -> Void) -> (Int) -> Void {
  var stage: (Int) -> Void = opaque(sink)
  for _ in 0..<6 {
    let afterFilter = opaque(ClosureShare<Int>())
    afterFilter.subscribe(stage)
    let predicate: (Int) -> Bool = opaque { _ in true }
    let filter: (Int) -> Void = opaque { value in if predicate(value) { afterFilter.send(value) } }
    let afterMap = opaque(ClosureShare<Int>())
    afterMap.subscribe(filter)
    let transform: (Int) -> Int = opaque { $0 }
    stage = opaque { value in afterMap.send(transform(value)) }
  }
  let source = opaque(ClosureShare<Int>())  // asDriver's own stage
  source.subscribe(stage)
  return opaque { source.send($0) }
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
    let subscription = sixMapFilterPairs(Observable.just(1))
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

/// RxSwift's own benchmark shape: the six-pair chain over `Observable.create` sending one element, built,
/// subscribed and disposed.
@inline(never) func rxMapFilterCreatingOverCreate(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let source = Observable<Int>.create { observer in
      observer.on(.next(1))
      return Disposables.create()
    }
    let subscription = sixMapFilterPairs(source).subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// The same with plain closures: the source is a function given the chain, and the subscriber's subscription an
/// object whose flag the chain's last step checks.
@inline(never) func floorMapFilterCreatingOverCreate(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let source: ((Int) -> Void) -> Void = opaque { observer in observer(1) }
    let subscription = opaque(ClosureSubscription())
    let chain = closureMapFilterChain { if !subscription.isDisposed { sum += $0 } }
    source(chain)
    subscription.dispose()
  }
  return sum
}

/// The smallest chain: `just(1).map { $0 + 1 }`, subscribed with `onNext` and disposed.
@inline(never) func rxJustMapCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.just(1).map { $0 + 1 }
      .subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// The same with plain closures: the subscriber, the transform, and the map stage that calls one with the result
/// of the other, called once with the element.
@inline(never) func floorJustMapCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let sink: (Int) -> Void = opaque { sum += $0 }
    let transform: (Int) -> Int = opaque { $0 + 1 }
    let mapped: (Int) -> Void = opaque { value in sink(transform(value)) }
    mapped(1)
  }
  return sum
}

@inline(never) func floorDriverPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureSharedMapFilterChain { sum += $0 }
  for _ in 0..<count { chain(1) }
  return sum
}

@inline(never) func floorDriverCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureSharedMapFilterChain { sum += $0 }
    chain(1)
  }
  return sum
}

/// RxCocoa benchmark: the six-pair chain through `Driver`, pumping.
@inline(never) func rxDriverPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = sixMapFilterPairs(pumpingSource(count).asDriver(onErrorJustReturn: -1))
    .drive(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// RxCocoa benchmark: building the six-pair `Driver` chain over one element, subscribing and disposing.
@inline(never) func rxDriverCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = sixMapFilterPairs(Observable.just(1).asDriver(onErrorJustReturn: -1))
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
    name: "mapFilterCreatingOverCreate", summary: "build 6 map/filter pairs over create, subscribe, dispose",
    unit: .cycle, count: 20_000, rx: rxMapFilterCreatingOverCreate, floor: floorMapFilterCreatingOverCreate),
  Workload(
    name: "justMapCreating", summary: "build just.map, subscribe, dispose", unit: .cycle, count: 100_000,
    rx: rxJustMapCreating, floor: floorJustMapCreating),
  Workload(
    name: "driverPumping", summary: "6 map/filter pairs on a Driver, per event", unit: .event, count: 1_000_000,
    rx: rxDriverPumping, floor: floorDriverPumping),
  Workload(
    name: "driverCreating", summary: "build a Driver with 6 map/filter pairs, drive, dispose", unit: .cycle,
    count: 10_000, rx: rxDriverCreating, floor: floorDriverCreating),
]

/// RxSwift's benchmark chain: six `map`/`filter` pairs.
@inline(__always) func sixMapFilterPairs(_ source: Observable<Int>) -> Observable<Int> {
  source
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
}

/// The same six pairs on a `Driver` (each operator keeps the trait).
@inline(__always) func sixMapFilterPairs(_ source: Driver<Int>) -> Driver<Int> {
  source
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
    .map { $0 }.filter { _ in true }
}
