extension ObservableType {
  /// Emits the given elements one by one on `scheduler`, then completes.
  /// - Parameters:
  ///   - elements: The elements.
  ///   - scheduler: Where to emit them (the current-thread trampoline by default, as in RxSwift).
  /// - Returns: The observable.
  @inlinable
  public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance)
    -> Observable<Element>
  {
    SequenceProducer(elements: elements, scheduler: scheduler)
  }

  /// Emits the elements of an array one by one on `scheduler`, then completes.
  /// - Parameters:
  ///   - array: The elements.
  ///   - scheduler: Where to emit them.
  /// - Returns: The observable.
  @inlinable
  public static func from(_ array: [Element], scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance)
    -> Observable<Element>
  {
    SequenceProducer(elements: array, scheduler: scheduler)
  }

  /// Emits the elements of a sequence one by one on `scheduler`, then completes.
  /// - Parameters:
  ///   - sequence: The elements.
  ///   - scheduler: Where to emit them.
  /// - Returns: The observable.
  @inlinable
  public static func from<Source: Sequence>(
    _ sequence: Source, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Source.Element == Element {
    SequenceProducer(elements: sequence, scheduler: scheduler)
  }

  /// Emits the value of an optional, if any, at once, then completes.
  /// - Parameter optional: The optional value.
  /// - Returns: The observable.
  public static func from(optional: Element?) -> Observable<Element> {
    optional.map { Observable.just($0) } ?? Observable.empty()
  }

  /// Emits the value of an optional, if any, on `scheduler`, then completes.
  /// - Parameters:
  ///   - optional: The optional value.
  ///   - scheduler: Where to emit it.
  /// - Returns: The observable.
  public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    SequenceProducer(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
  }
}

/// Emits a sequence with recursive scheduling, one element per scheduled step, as RxSwift's `ObservableSequence`.
///
/// Its initializer is `@inlinable`: `of` and `from` are often called once per event (inside `flatMap`), and a producer
/// made in unspecialized code allocates its run function's context (see `Producer.init(running:)`).
@usableFromInline
final class SequenceProducer<Source: Sequence>: Producer<Source.Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let elements: Source
  @usableFromInline let scheduler: any ImmediateSchedulerType

  @inlinable
  init(elements: Source, scheduler: any ImmediateSchedulerType) {
    self.elements = elements
    self.scheduler = scheduler
    super.init(running: SequenceProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SequenceSink<Source, Element>(observer: observer, disposer: disposer)
    guard scheduler is CurrentThreadScheduler else { return (sink, sink.scheduleRecursively(elements, on: scheduler)) }
    sink.remaining = elements.makeIterator()
    sink.start()
    return (sink, Disposables.create())
  }
}

/// On ``CurrentThreadScheduler`` (the default) the sink is its own trampoline step: it queues itself, sends one
/// element per turn and queues itself again, so elements interleave with other trampolined work exactly as with
/// recursive scheduling, without allocating per element. On any other scheduler it schedules recursively.
///
/// The trampoline calls `invoke()` through ``TrampolinedWork``, which runs unspecialized code; it calls `stepFunction`,
/// made by the `@inlinable` initializer, so each step runs specialized code (see `Producer.init(running:)`).
@usableFromInline
final class SequenceSink<Source: Sequence, Output>: Sink<Output>, TrampolinedWork
where Source.Element == Output {
  /// The elements still to send on the trampoline path; only the trampoline's steps touch it, one at a time.
  @usableFromInline @exclusivity(unchecked) var remaining: Source.Iterator?
  /// Sends the next element, or the completion; returns whether there are more to send.
  @usableFromInline let stepFunction: (SequenceSink) -> Bool

  @inlinable
  override init(observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    // Only ever called with this sink.
    stepFunction = { $0.step() }
    super.init(observer: observer, disposer: disposer)
  }

  /// Runs the first step: at once as the thread's outermost trampolined work, else queued behind the work running.
  @usableFromInline
  func start() {
    if Trampoline.isActive {
      Trampoline.queue.enqueue(self)
    } else {
      Trampoline.run { invoke() }
    }
  }

  /// One trampoline step, queued again while elements remain.
  @usableFromInline
  func invoke() {
    if stepFunction(self) { Trampoline.queue.enqueue(self) }
  }

  /// The next element, or the completion; whether to take another step.
  @inlinable
  func step() -> Bool {
    guard !isDisposed, var iterator = remaining.take() else { return false }
    guard let next = iterator.next() else {
      forwardStop(.completed)
      return false
    }
    remaining = iterator
    forwardOn(.next(next))
    return true
  }

  /// Sends `elements` with recursive scheduling on `scheduler`.
  @usableFromInline
  func scheduleRecursively(_ elements: Source, on scheduler: any ImmediateSchedulerType) -> any Disposable {
    scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
      var iterator = iterator
      if let next = iterator.next() {
        self.forwardOn(.next(next))
        recurse(iterator)
      } else {
        self.forwardStop(.completed)
      }
    }
  }
}
