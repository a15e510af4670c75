import RxCore
import Selection
import SignUp

/// The screen's own: `BehaviorRelay<Int?>` -> `map` -> `distinctUntilChanged`, per accepted value.
@inline(never) func rxRelayMapDistinct(_ count: Int) -> Int {
  var sum = 0
  let relay = BehaviorRelay<Int?>(value: nil)
  let subscription = relay.map { ($0 ?? 0) / 2 }.distinctUntilChanged().subscribe(onNext: { sum += $0 })
  for value in 0..<count { relay.accept(value) }
  subscription.dispose()
  return sum
}

@inline(never) func floorRelayMapDistinct(_ count: Int) -> Int {
  var sum = 0
  var last: Int?
  let sink: (Int) -> Void = { sum += $0 }
  let distinct: (Int) -> Void = { value in
    if last != value {
      last = value
      sink(value)
    }
  }
  let mapped: (Int?) -> Void = { distinct(($0 ?? 0) / 2) }
  var stored: Int? = nil
  mapped(stored)
  for value in 0..<count {
    stored = value
    mapped(stored)
  }
  return sum
}

/// `scan` pumping: a running total.
@inline(never) func rxScanPumping(_ count: Int) -> Int {
  var last = 0
  let subscription = pumpingSource(count).scan(0) { $0 &+ $1 }.subscribe(onNext: { last = $0 })
  subscription.dispose()
  return last
}

@inline(never) func floorScanPumping(_ count: Int) -> Int {
  var last = 0
  var accumulator = 0
  let sink: (Int) -> Void = { last = $0 }
  let scan: (Int) -> Void = { value in
    accumulator = accumulator &+ value
    sink(accumulator)
  }
  for _ in 0..<count { scan(1) }
  return last
}

/// `share(replay: 1)` with two subscribers, per event.
@inline(never) func rxShareReplayPumping(_ count: Int) -> Int {
  var sum = 0
  let subject = PublishSubject<Int>()
  let shared = subject.map { $0 }.share(replay: 1)
  let first = shared.subscribe(onNext: { sum += $0 })
  let second = shared.subscribe(onNext: { sum += $0 })
  for _ in 0..<count { subject.onNext(1) }
  first.dispose()
  second.dispose()
  return sum
}

@inline(never) func floorShareReplayPumping(_ count: Int) -> Int {
  var sum = 0
  var latest: Int?
  var observers: [(Int) -> Void] = []
  observers.append { sum += $0 }
  observers.append { sum += $0 }
  let source: (Int) -> Void = { value in
    latest = value
    for observer in observers { observer(value) }
  }
  for _ in 0..<count { source(1) }
  return sum + (latest == nil ? 1 : 0)
}

/// The seed's gender toggle: taps -> one state (scan) -> both buttons' outputs, per tap.
@inline(never) func rxGenderToggle(_ count: Int) -> Int {
  var changes = 0
  let taps = PublishRelay<Gender>()
  let state = taps.scan(Gender?.none) { current, tapped in current == tapped ? nil : tapped }
    .startWith(nil).share(replay: 1)
  let male = state.map { $0 == .male }.distinctUntilChanged().subscribe(onNext: { changes += $0 ? 1 : 2 })
  let female = state.map { $0 == .female }.distinctUntilChanged().subscribe(onNext: { changes += $0 ? 3 : 4 })
  for index in 0..<count { taps.accept(index % 3 == 0 ? .female : .male) }
  male.dispose()
  female.dispose()
  return changes
}

@inline(never) func floorGenderToggle(_ count: Int) -> Int {
  var changes = 0
  var maleLast: Bool?
  var femaleLast: Bool?
  let maleOutput: (Bool) -> Void = { changes += $0 ? 1 : 2 }
  let femaleOutput: (Bool) -> Void = { changes += $0 ? 3 : 4 }
  let render: (Gender?) -> Void = { gender in
    let male = gender == .male
    if maleLast != male {
      maleLast = male
      maleOutput(male)
    }
    let female = gender == .female
    if femaleLast != female {
      femaleLast = female
      femaleOutput(female)
    }
  }
  var current: Gender? = nil
  render(current)
  for index in 0..<count {
    let tapped: Gender = index % 3 == 0 ? .female : .male
    current = current == tapped ? nil : tapped
    render(current)
  }
  return changes
}

/// A whole `GenderSelectionViewModel` (on `SelectionViewModel`) tap, both buttons driven, per tap.
@inline(never) func rxSelectionViewModelTap(_ count: Int) -> Int {
  var changes = 0
  let maleTaps = PublishRelay<Void>()
  let femaleTaps = PublishRelay<Void>()
  let output = GenderSelectionViewModel().transform(
    input: .init(maleTap: maleTaps.asObservable(), femaleTap: femaleTaps.asObservable()))
  let male = output.maleSelected.drive(onNext: { changes += $0 ? 1 : 2 })
  let female = output.femaleSelected.drive(onNext: { changes += $0 ? 3 : 4 })
  for index in 0..<count {
    if index % 3 == 0 { femaleTaps.accept(()) } else { maleTaps.accept(()) }
  }
  male.dispose()
  female.dispose()
  return changes
}

let screenWorkloads: [Workload] = [
  Workload(
    name: "relayMapDistinct", summary: "BehaviorRelay<Int?> -> map -> distinctUntilChanged, per accept",
    unit: .event, count: 1_000_000, rx: rxRelayMapDistinct, floor: floorRelayMapDistinct),
  Workload(
    name: "scanPumping", summary: "scan (running total), per event", unit: .event, count: 1_000_000,
    rx: rxScanPumping, floor: floorScanPumping),
  Workload(
    name: "shareReplayPumping", summary: "map.share(replay: 1) with 2 subscribers, per event", unit: .event,
    count: 1_000_000, rx: rxShareReplayPumping, floor: floorShareReplayPumping),
  Workload(
    name: "genderToggle", summary: "seed's toggle: taps -> scan state -> 2 buttons, per tap", unit: .event,
    count: 500_000, rx: rxGenderToggle, floor: floorGenderToggle),
  Workload(
    name: "selectionViewModelTap", summary: "GenderSelectionViewModel tap -> 2 button Drivers, per tap",
    unit: .event, count: 200_000, rx: rxSelectionViewModelTap, floor: floorGenderToggle),
]
