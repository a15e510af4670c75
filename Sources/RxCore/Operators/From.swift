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

  @usableFromInline
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SequenceSink<Source, Element>(observer: observer, disposer: disposer)
    let subscription = sink.run(self)
    return (sink, subscription)
  }
}

/// On ``CurrentThreadScheduler`` (the default) the sink is its own trampoline step: it queues itself, sends one
/// element per turn and queues itself again, so elements interleave with other trampolined work exactly as with
/// recursive scheduling, without allocating per element. On any other scheduler it schedules recursively.
private final class SequenceSink<Source: Sequence, Output>: Sink<Output>, TrampolinedWork
where Source.Element == Output {
  /// The elements still to send on the trampoline path; only the trampoline's steps touch it, one at a time.
  @exclusivity(unchecked) private var remaining: Source.Iterator?

  func run(_ parent: SequenceProducer<Source>) -> any Disposable {
    let iterator = parent.elements.makeIterator()
    if parent.scheduler is CurrentThreadScheduler {
      remaining = iterator
      if Trampoline.isActive {
        Trampoline.queue.enqueue(self)
      } else {
        Trampoline.run { invoke() }
      }
      return Disposables.create()
    }
    return parent.scheduler.scheduleRecursive(iterator) { iterator, recurse in
      var iterator = iterator
      if let next = iterator.next() {
        self.forwardOn(.next(next))
        recurse(iterator)
      } else {
        self.forwardStop(.completed)
      }
    }
  }

  /// One trampoline step: the next element, then this sink queued again; or the completion.
  func invoke() {
    guard !isDisposed, var iterator = remaining.take() else { return }
    if let next = iterator.next() {
      remaining = iterator
      forwardOn(.next(next))
      Trampoline.queue.enqueue(self)
    } else {
      forwardStop(.completed)
    }
  }
}
