/// The observable of a ``Stage`` (`map`, `filter`, `compactMap`): the last stage of a ``StageRun``.
///
/// Over a stage producer, it extends that run (fusion): it applies its own stage to what the run before it
/// returns, and subscribing makes one sink for the whole run. Over any other source, it starts a run of its own.
///
/// Over a source that sends all its events while it is being subscribed (``Observable/emitsSynchronously``:
/// `just`, `empty`, `error`, `never`), subscribing makes nothing: the source's events go through the stages
/// straight to the observer, and the subscription returned is empty (the sequence has ended, or never sends, by
/// the time it returns).
///
/// `applyFunction` and `emitFunction` are made by the `@inlinable` initializer, so they run specialized code, as
/// the run function does (see `Producer.init(running:)`).
@usableFromInline
final class StageProducer<Step: Stage>: StageRun<Step.Output>, SinkProducer, @unchecked Sendable {
  @usableFromInline let stage: Step
  /// What the stage is applied over, retained by the initializer and released by `deinit`: the run before it, or
  /// the run's root source when the stage is the first. Kept by hand so that every element reaches the run before
  /// it without retaining it.
  @usableFromInline let upstream: Unmanaged<AnyObject>
  @usableFromInline let emitFunction: (StageProducer<Step>, (Event<Step.Output>) -> Void) -> Void

  /// The stage `stage` over `source`; `site` is where its closure was formed (see ``IsolationSite``).
  @inlinable
  init(source: Observable<Step.Input>, stage: Step, site: IsolationSite?) {
    self.stage = stage
    self.upstream = Unmanaged.passRetained(source)
    self.emitFunction = { producer, observer in producer.emitNow(to: observer) }
    if source.isStageRun {
      let previous = unsafeDowncast(source, to: StageRun<Step.Input>.self)
      super.init(
        running: StageProducer.self, root: previous.root, emitsSynchronously: previous.emitsSynchronously,
        sites: DebugOnly(previous.sites.value + [site]),
        applyFunction: { run, element, output, checks in
          // Only ever called with the producer that made it. Not `applyRun`: a dropped element leaves the slot as
          // the caller made it, `nil`, with no store on every element.
          let producer = unsafeDowncast(run, to: StageProducer.self)
          guard let input = try producer.previousOutput(element, checks) else { return }
          output.pointee = try producer.applyStage(to: input, checks)
        })
    } else {
      super.init(
        running: StageProducer.self, root: StageRoot(source), emitsSynchronously: source.emitsSynchronously,
        sites: DebugOnly([site]),
        applyFunction: { run, element, output, checks in
          // Only ever called with the producer that made it, and the root's element, whose type is `Step.Input`.
          let producer = unsafeDowncast(run, to: StageProducer.self)
          output.pointee = try producer.applyStage(
            to: element.assumingMemoryBound(to: Step.Input.self).pointee, checks)
        })
    }
  }

  /// Whether the stage is the first of its run: its upstream is the run's root source.
  @inlinable
  var isFirstStage: Bool { upstream.toOpaque() == root.source.toOpaque() }

  /// `body` called with the run's root source, for the first stage (without retaining it: `upstream` keeps it).
  @inlinable @inline(__always)
  func withRootSource<Result>(_ body: (Observable<Step.Input>) -> Result) -> Result {
    // Only called on the first stage, whose upstream is the root, an `Observable<Step.Input>`.
    upstream._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Observable<Step.Input>.self)) }
  }

  /// The run applied to the root element at `element`, for a stage after the first: the stage's output, or `nil`
  /// to drop it.
  @inlinable @inline(__always)
  func applyRun(_ element: UnsafeRawPointer, _ checks: StageChecks) throws -> Step.Output? {
    guard let input = try previousOutput(element, checks) else { return nil }
    return try applyStage(to: input, checks)
  }

  /// The stage applied to `input`, checked first.
  @inlinable @inline(__always)
  func applyStage(to input: Step.Input, _ checks: StageChecks) throws -> Step.Output? {
    checks.verify(lastOf: sites, Step.closure)
    return try stage.apply(input)
  }

  /// What the run before this stage makes of the root element at `element`; only when there is one.
  @inlinable @inline(__always)
  func previousOutput(_ element: UnsafeRawPointer, _ checks: StageChecks) throws -> Step.Input? {
    var previousOutput: Step.Input?
    // Without the stack protector that `&previousOutput` turns on, in every stage's function, on every element.
    try _withUnprotectedUnsafeMutablePointer(to: &previousOutput) { previousOutput in
      try upstream._withUnsafeGuaranteedRef { upstream in
        let previous = unsafeDowncast(upstream, to: StageRun<Step.Input>.self)
        try previous.applyFunction(previous, element, previousOutput, checks)
      }
    }
    return previousOutput
  }

  deinit { upstream.release() }

  @inlinable
  func run(_ observer: AnyObserver<Step.Output>, disposer: SinkDisposer?) -> Parts {
    subscribe(StageSink(producer: self, observer: observer, disposer: disposer))
  }

  /// Keeps the subscriber's closures in the sink, where there are some.
  @inlinable
  func run(_ downstream: Downstream<Step.Output>, disposer: SinkDisposer?) -> Parts {
    switch downstream {
    case .observer(let observer):
      return run(observer, disposer: disposer)
    case .callbacks(let callbacks):
      return subscribe(StageSink(producer: self, observer: Downstream.take(callbacks), disposer: disposer))
    }
  }

  /// Subscribes `sink` to the run's root source.
  @inlinable
  func subscribe<Destination: ~Copyable>(_ sink: StageSink<Step, Destination>) -> Parts {
    // A run of one stage subscribes its sink to the source as it is, with no pointer in between.
    guard isFirstStage else { return (sink, root.subscribe(sink)) }
    return (sink, withRootSource { $0.subscribe(fromSink: AnyObserver(sink)) })
  }

  /// Passes the root's events through the run to `observer`, as they are sent while subscribing to it; nothing
  /// after a thrown error. One call is one subscription, with checks of its own.
  @inlinable
  func emitNow(to observer: (Event<Step.Output>) -> Void) {
    var isStopped = false
    let checks = StageChecks(self)
    if isFirstStage {
      withRootSource { source in
        source.emitSynchronously { event in
          StageProducer.send(event, to: observer, isStopped: &isStopped) { try applyStage(to: $0, checks) }
        }
      }
    } else {
      root.emit { event in
        StageProducer.send(event, to: observer, isStopped: &isStopped) { try applyRun($0, checks) }
      }
    }
  }

  /// Sends what `apply` makes of `event` to `observer`, unless it has stopped; a thrown error stops it.
  @inlinable @inline(__always)
  static func send<Element>(
    _ event: Event<Element>, to observer: (Event<Step.Output>) -> Void, isStopped: inout Bool,
    _ apply: (Element) throws -> Step.Output?
  ) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      do {
        if let output = try apply(element) { observer(.next(output)) }
      } catch {
        isStopped = true
        observer(.error(error))
      }
    case .error(let error):
      isStopped = true
      observer(.error(error))
    case .completed:
      isStopped = true
      observer(.completed)
    }
  }

  /// On the current-thread trampoline, as subscribing the run does (RxSwift's `map` over `just` is a producer):
  /// what the stages' closures subscribe meanwhile waits for them.
  @usableFromInline
  override func emitSynchronously(_ observer: (Event<Step.Output>) -> Void) {
    Trampoline.enter { emitFunction(self, observer) }
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Step.Output>) -> any Disposable {
    guard emitsSynchronously else { return super.subscribe(erased: observer) }
    emitSynchronously(observer.observer)
    return Disposables.create()
  }

  @usableFromInline
  override func subscribe(fromSink observer: AnyObserver<Step.Output>) -> any Disposable {
    guard emitsSynchronously else { return super.subscribe(fromSink: observer) }
    emitFunction(self, observer.observer)
    return Disposables.create()
  }
}
