import RxCore

// RxSwift's benchmark shapes, exactly: five chained `flatMap` / `flatMapLatest` to `just`, and `combineLatest`
// nested seven levels deep, pumping (one built pipeline, `count` events) and creating (`count` build, subscribe,
// dispose cycles over a source sending one element).

/// A source that sends one `1` when subscribed, as RxSwift's creating benchmarks build theirs.
func oneElementSource() -> Observable<Int> {
  Observable<Int>.create { observer in
    observer.on(.next(1))
    return Disposables.create()
  }
}

/// RxSwift's five chained `flatMap { just($0) }`.
@inline(__always) func fiveFlatMaps(_ source: Observable<Int>) -> Observable<Int> {
  source
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
    .flatMap { Observable.just($0) }
}

/// RxSwift's five chained `flatMapLatest { just($0) }`.
@inline(__always) func fiveFlatMapLatests(_ source: Observable<Int>) -> Observable<Int> {
  source
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
    .flatMapLatest { Observable.just($0) }
}

@inline(never) func rxFlatMapsPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = fiveFlatMaps(pumpingSource(count)).subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

@inline(never) func floorFlatMapsPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureFlatMapChain(opaque { sum += $0 }, stages: 5)
  for _ in 0..<count { chain(1) }
  return sum
}

@inline(never) func rxFlatMapsCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = fiveFlatMaps(oneElementSource()).subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

@inline(never) func floorFlatMapsCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureFlatMapChain(opaque { sum += $0 }, stages: 5)
    let source: ((Int) -> Void) -> Void = opaque { $0(1) }
    source(chain)
  }
  return sum
}

@inline(never) func rxFlatMapLatestsPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = fiveFlatMapLatests(pumpingSource(count)).subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

@inline(never) func floorFlatMapLatestsPumping(_ count: Int) -> Int {
  var sum = 0
  let chain = closureFlatMapLatestChain(opaque { sum += $0 }, stages: 5)
  for _ in 0..<count { chain(1) }
  return sum
}

@inline(never) func rxFlatMapLatestsCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = fiveFlatMapLatests(oneElementSource()).subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

@inline(never) func floorFlatMapLatestsCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let chain = closureFlatMapLatestChain(opaque { sum += $0 }, stages: 5)
    let source: ((Int) -> Void) -> Void = opaque { $0(1) }
    source(chain)
  }
  return sum
}

/// RxSwift's pumping shape: `combineLatest(just, just, just, source)`, then six more levels each taking the
/// previous one as its last input.
@inline(never) func rxCombineLatestSevenPumping(_ count: Int) -> Int {
  var sum = 0
  var last = Observable.combineLatest(
    Observable.just(1), Observable.just(1), Observable.just(1), pumpingSource(count)
  ) { value, _, _, _ in value }
  for _ in 0..<6 {
    last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
      value, _, _, _ in value
    }
  }
  let subscription = last.subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// Seven hand-written `combineLatest` stages, the first three inputs of each already sent; each pumped value goes
/// in as the innermost stage's last input.
@inline(never) func floorCombineLatestSevenPumping(_ count: Int) -> Int {
  var sum = 0
  var next: (Int) -> Void = opaque { sum += $0 }
  for _ in 0..<7 {
    let resultSelector: (Int, Int, Int, Int) -> Int = opaque { value, _, _, _ in value }
    let stage = opaque(CombineLatestStage(resultSelector: resultSelector, downstream: next))
    for index in 0..<3 { stage.receive(1, at: index) }
    next = opaque { stage.receive($0, at: 3) }
  }
  for _ in 0..<count { next(1) }
  return sum
}

/// RxSwift's creating shape: `combineLatest(source, just, just, just)`, then six more levels each taking the
/// previous one as its first input.
@inline(never) func rxCombineLatestSevenCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    var last = Observable.combineLatest(
      oneElementSource(), Observable.just(1), Observable.just(1), Observable.just(1)
    ) { value, _, _, _ in value }
    for _ in 0..<6 {
      last = Observable.combineLatest(last, Observable.just(1), Observable.just(1), Observable.just(1)) {
        value, _, _, _ in value
      }
    }
    let subscription = last.subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// Seven hand-written `combineLatest` stages built per cycle; the source's value goes in as the innermost stage's
/// first input, then each stage's three other inputs send theirs, innermost first, as subscribing does.
@inline(never) func floorCombineLatestSevenCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    var stages: [CombineLatestStage] = []
    stages.reserveCapacity(7)
    var next: (Int) -> Void = opaque { sum += $0 }
    for _ in 0..<7 {
      let resultSelector: (Int, Int, Int, Int) -> Int = opaque { value, _, _, _ in value }
      let stage = opaque(CombineLatestStage(resultSelector: resultSelector, downstream: next))
      stages.append(stage)
      next = opaque { stage.receive($0, at: 0) }
    }
    let source: ((Int) -> Void) -> Void = opaque { $0(1) }
    source(next)
    for stage in stages.reversed() { for index in 1..<4 { stage.receive(1, at: index) } }
  }
  return sum
}

let chainedWorkloads: [Workload] = [
  Workload(
    name: "flatMapsPumping", summary: "5 chained flatMap to just (RxSwift's shape), per event", unit: .event,
    count: 50_000, rx: rxFlatMapsPumping, floor: floorFlatMapsPumping),
  Workload(
    name: "flatMapsCreating", summary: "build 5 chained flatMap over create, subscribe, dispose", unit: .cycle,
    count: 10_000, rx: rxFlatMapsCreating, floor: floorFlatMapsCreating),
  Workload(
    name: "flatMapLatestsPumping", summary: "5 chained flatMapLatest to just (RxSwift's shape), per event",
    unit: .event, count: 50_000, rx: rxFlatMapLatestsPumping, floor: floorFlatMapLatestsPumping),
  Workload(
    name: "flatMapLatestsCreating", summary: "build 5 chained flatMapLatest over create, subscribe, dispose",
    unit: .cycle, count: 10_000, rx: rxFlatMapLatestsCreating, floor: floorFlatMapLatestsCreating),
  Workload(
    name: "combineLatestSevenPumping", summary: "combineLatest nested 7 levels (RxSwift's shape), per event",
    unit: .event, count: 200_000, rx: rxCombineLatestSevenPumping, floor: floorCombineLatestSevenPumping),
  Workload(
    name: "combineLatestSevenCreating", summary: "build combineLatest nested 7 levels, subscribe, dispose",
    unit: .cycle, count: 5_000, rx: rxCombineLatestSevenCreating, floor: floorCombineLatestSevenCreating),
]
