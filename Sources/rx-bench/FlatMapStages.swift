// The floors of `flatMap` and `flatMapLatest`: what a careful person writes by hand for a stage that maps each
// value to an inner sequence and forwards what the inner sequences send.
//
// An inner "sequence" is a closure that runs into the observer it is given; the user's selector makes one per
// value, capturing the value, as `{ Observable.just($0) }` makes one `just` object per value: that allocation is
// the user's, and the only one a stage makes per value. The stage keeps what it must to stay correct when inner
// sequences outlive the value that made them, and nothing more: `flatMap` counts the running inner sequences (it
// completes once its source and all of them have), `flatMapLatest` numbers them (only the latest forwards).
// Only one thread touches a stage, never reentrantly, so its state skips the exclusivity checks, as RxCore's
// own does.

/// The selector of every floor stage: `{ just($0) }` by hand.
typealias InnerSelector = (Int) -> ((Int) -> Void) -> Void

/// One hand-written `flatMap` stage.
final class FlatMapStage {
  private let selector: InnerSelector
  private let downstream: (Int) -> Void
  /// How many inner sequences are running.
  @exclusivity(unchecked) private var running = 0

  init(selector: @escaping InnerSelector, downstream: @escaping (Int) -> Void) {
    self.selector = selector
    self.downstream = downstream
  }

  func receive(_ value: Int) {
    let inner = selector(value)
    running += 1
    inner(downstream)
    // An inner sequence that runs to its end when it is run (as `just` does) is done here.
    running -= 1
  }
}

/// One hand-written `flatMapLatest` stage.
final class FlatMapLatestStage {
  private let selector: InnerSelector
  private let downstream: (Int) -> Void
  /// The number of the latest inner sequence; one with an older number is switched away from.
  @exclusivity(unchecked) private var latest = 0

  init(selector: @escaping InnerSelector, downstream: @escaping (Int) -> Void) {
    self.selector = selector
    self.downstream = downstream
  }

  func receive(_ value: Int) {
    let inner = selector(value)
    latest &+= 1
    let number = latest
    // The observer is not escaping, so its context stays on the stack: no allocation.
    inner { element in
      if number == self.latest { self.downstream(element) }
    }
  }
}

/// The hand-written selector: each value becomes a closure that sends it.
func justSelector() -> InnerSelector {
  opaque { value in { $0(value) } }
}

/// `stages` hand-written `flatMap` stages in a row ending in `sink`; returns the first stage's input.
func closureFlatMapChain(_ sink: @escaping (Int) -> Void, stages: Int) -> (Int) -> Void {
  var stage: (Int) -> Void = sink
  for _ in 0..<stages {
    let flatMap = opaque(FlatMapStage(selector: justSelector(), downstream: stage))
    stage = opaque { flatMap.receive($0) }
  }
  return stage
}

/// `stages` hand-written `flatMapLatest` stages in a row ending in `sink`; returns the first stage's input.
func closureFlatMapLatestChain(_ sink: @escaping (Int) -> Void, stages: Int) -> (Int) -> Void {
  var stage: (Int) -> Void = sink
  for _ in 0..<stages {
    let flatMapLatest = opaque(FlatMapLatestStage(selector: justSelector(), downstream: stage))
    stage = opaque { flatMapLatest.receive($0) }
  }
  return stage
}
