import RxCore

/// RxSwift benchmark: `zip` of two pumping sources; the first queues every element, the second pairs each with one.
@inline(never) func rxZipPumping(_ count: Int) -> Int {
  var sum = 0
  let subscription = Observable.zip(pumpingSource(count), pumpingSource(count)) { value, _ in value }
    .subscribe(onNext: { sum += $0 })
  subscription.dispose()
  return sum
}

/// Plain closures: two queues of values; each input's handler appends its value and, once both have one, takes the
/// oldest pair and calls the result selector and the sink (see `PairsOfTwo`).
@inline(never) func floorZipPumping(_ count: Int) -> Int {
  var sum = 0
  let sink: (Int) -> Void = opaque { sum += $0 }
  let resultSelector: (Int, Int) -> Int = opaque { value, _ in value }
  var pairs = PairsOfTwo()
  let inputs: [(Int) -> Void] = (0..<2).map { index in
    opaque { value in
      if let pair = pairs.store(value, at: index) { sink(resultSelector(pair.0, pair.1)) }
    }
  }
  let first = inputs[0]
  for _ in 0..<count { first(1) }
  let second = inputs[1]
  for _ in 0..<count { second(1) }
  return sum
}

/// RxSwift benchmark: building `zip` of two `just`s, subscribing, disposing.
@inline(never) func rxZipCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let subscription = Observable.zip(Observable.just(1), Observable.just(1)) { value, _ in value }
      .subscribe(onNext: { sum += $0 })
    subscription.dispose()
  }
  return sum
}

/// Plain closures: a hand-written `zip` stage built per cycle, each of its two inputs sending one value.
@inline(never) func floorZipCreating(_ count: Int) -> Int {
  var sum = 0
  for _ in 0..<count {
    let sink: (Int) -> Void = opaque { sum += $0 }
    let resultSelector: (Int, Int) -> Int = opaque { value, _ in value }
    let stage = opaque(ZipStage(resultSelector: resultSelector, downstream: sink))
    for index in 0..<2 {
      let input: (Int) -> Void = opaque { stage.receive($0, at: index) }
      input(1)
    }
  }
  return sum
}

let zipWorkloads: [Workload] = [
  Workload(
    name: "zipPumping", summary: "zip of 2 pumping sources (the first queues, the second pairs), per pair",
    unit: .event, count: 500_000, rx: rxZipPumping, floor: floorZipPumping),
  Workload(
    name: "zipCreating", summary: "build zip of 2 just, subscribe, dispose", unit: .cycle, count: 20_000,
    rx: rxZipCreating, floor: floorZipCreating),
]
