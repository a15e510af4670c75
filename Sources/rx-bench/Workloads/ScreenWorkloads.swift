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

/// Plain closures: the relay keeps its value and calls its observers; `map` and `distinctUntilChanged` are
/// closures calling the next one, the comparison keeping the last value.
@inline(never) func floorRelayMapDistinct(_ count: Int) -> Int {
  var sum = 0
  var last: Int?
  let sink: (Int) -> Void = opaque { sum += $0 }
  let distinct: (Int) -> Void = opaque { value in
    if last != value {
      last = value
      sink(value)
    }
  }
  let transform: (Int?) -> Int = opaque { ($0 ?? 0) / 2 }
  let relay = opaque(ClosureShare<Int?>())
  relay.send(nil)
  relay.subscribe(opaque { distinct(transform($0)) })
  for value in 0..<count { relay.send(value) }
  return sum
}

/// `scan` pumping: a running total.
@inline(never) func rxScanPumping(_ count: Int) -> Int {
  var last = 0
  let subscription = pumpingSource(count).scan(0) { $0 &+ $1 }.subscribe(onNext: { last = $0 })
  subscription.dispose()
  return last
}

/// Plain code: a running total in a local; the user's accumulator and the sink are the only indirect calls.
@inline(never) func floorScanPumping(_ count: Int) -> Int {
  var last = 0
  let sink: (Int) -> Void = opaque { last = $0 }
  let accumulator: (Int, Int) -> Int = opaque { $0 &+ $1 }
  var accumulated = 0
  for _ in 0..<count {
    accumulated = accumulator(accumulated, 1)
    sink(accumulated)
  }
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

/// Plain closures: a subject's handler list, a `map` closure, and a shared stage (latest value, two observers).
@inline(never) func floorShareReplayPumping(_ count: Int) -> Int {
  var sum = 0
  let subject = opaque(ClosureSubject<Int>())
  let shared = opaque(ClosureShare<Int>())
  shared.subscribe(opaque { sum += $0 })
  shared.subscribe(opaque { sum += $0 })
  let transform: (Int) -> Int = opaque { $0 }
  let key = subject.subscribe(opaque { shared.send(transform($0)) })
  for _ in 0..<count { subject.send(1) }
  subject.unsubscribe(key)
  return sum
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

/// Plain closures: the relay's handler list, the `scan` closure keeping the state, a shared stage (latest value,
/// two observers) and, for each button, a `map` closure and a comparison keeping the last value.
@inline(never) func floorGenderToggle(_ count: Int) -> Int {
  var changes = 0
  let state = opaque(ClosureShare<Gender?>())
  let outputs: [(Gender, (Bool) -> Void)] = [
    (.male, opaque { changes += $0 ? 1 : 2 }), (.female, opaque { changes += $0 ? 3 : 4 }),
  ]
  for (option, output) in outputs {
    var last: Bool?
    let distinct: (Bool) -> Void = opaque { value in
      if last != value {
        last = value
        output(value)
      }
    }
    let isSelected: (Gender?) -> Bool = opaque { $0 == option }
    state.subscribe(opaque { distinct(isSelected($0)) })
  }
  var current: Gender? = nil
  state.send(current)
  let accumulator: (Gender?, Gender) -> Gender? = opaque { current, tapped in current == tapped ? nil : tapped }
  let taps = opaque(ClosureSubject<Gender>())
  let key = taps.subscribe(
    opaque { tapped in
      current = accumulator(current, tapped)
      state.send(current)
    })
  for index in 0..<count { taps.send(index % 3 == 0 ? .female : .male) }
  taps.unsubscribe(key)
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

/// Plain closures doing the view model's work: each tap becomes its option and a `.tap` command, the command is
/// applied to the `SelectionState` (the same user logic), the button phases are derived from the selection before
/// and after as the view model derives them, and each phase goes to the two buttons (`contains`, then a
/// comparison keeping the last value); the state, the phases and every button stage are shared, as the view
/// model's `share(replay: 1)` and `Driver` operators are.
@inline(never) func floorSelectionViewModelTap(_ count: Int) -> Int {
  var changes = 0
  guard let group = try? SelectionGroup(options: [Gender.male, .female]) else { return -1 }
  let phases = opaque(ClosureShare<Set<Gender>>())
  let outputs: [(Gender, (Bool) -> Void)] = [
    (.male, opaque { changes += $0 ? 1 : 2 }), (.female, opaque { changes += $0 ? 3 : 4 }),
  ]
  for (option, output) in outputs {
    let afterDistinct = opaque(ClosureShare<Bool>())
    afterDistinct.subscribe(output)
    var last: Bool?
    let distinct: (Bool) -> Void = opaque { value in
      if last != value {
        last = value
        afterDistinct.send(value)
      }
    }
    let afterMap = opaque(ClosureShare<Bool>())
    afterMap.subscribe(distinct)
    let contains: (Set<Gender>) -> Bool = opaque { $0.contains(option) }
    phases.subscribe(opaque { afterMap.send(contains($0)) })
  }
  let states = opaque(ClosureShare<(SelectionState<Gender>, [Set<Gender>])>())
  states.subscribe { published in for phase in published.1 { phases.send(phase) } }
  var state = SelectionState(group: group)
  states.send((state, [Set(group.selection)]))
  let accumulator: (inout SelectionState<Gender>, SelectionCommand<Gender>) -> Void = opaque { $0.apply($1) }
  let scan: (SelectionCommand<Gender>) -> Void = opaque { command in
    let before = Set(state.group.selection)
    accumulator(&state, command)
    let after = Set(state.group.selection)
    let kept = before.intersection(after)
    states.send((state, kept == before || kept == after ? [after] : [kept, after]))
  }
  let toCommand: (Gender) -> SelectionCommand<Gender> = opaque { .tap($0) }
  let maleTap: () -> Void = opaque { scan(toCommand(.male)) }
  let femaleTap: () -> Void = opaque { scan(toCommand(.female)) }
  for index in 0..<count {
    if index % 3 == 0 { femaleTap() } else { maleTap() }
  }
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
    unit: .event, count: 200_000, rx: rxSelectionViewModelTap, floor: floorSelectionViewModelTap),
]
