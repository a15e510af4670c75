extension ObservableType {
  /// Emits the source's latest element whenever `sampler` emits, if the source emitted since the previous sample;
  /// otherwise emits `defaultValue`, if given.
  ///
  /// ```swift
  /// mousePosition.sample(Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance))
  /// ```
  /// The completion of `sampler` takes one last sample. The result completes at the first sample after the source
  /// completed, and fails as soon as the source or `sampler` fails.
  /// - Parameters:
  ///   - sampler: The sequence whose elements trigger the samples.
  ///   - defaultValue: What to emit at a sample when the source emitted nothing new, or `nil` to emit nothing.
  /// - Returns: The sampled elements.
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
    Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
  }
}

/// The pure state machine of `sample`: the latest element not yet sampled, and whether the source completed.
struct SampleState<Element> {
  /// What the sink must do.
  enum Action {
    /// Emit the element, if any; then complete if `completes`.
    case sample(Element?, completes: Bool)
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// The source runs; `latest` is what it emitted since the last sample.
    case running(latest: Element?)
    /// The source completed; the next sample completes the result.
    case sourceCompleted(latest: Element?)
    /// Completed or failed.
    case stopped
  }

  private let defaultValue: Element?
  private(set) var phase: Phase = .running(latest: nil)

  init(defaultValue: Element?) {
    self.defaultValue = defaultValue
  }

  /// The source emitted: remember the element for the next sample.
  mutating func sourceEmitted(_ element: Element) {
    switch phase {
    case .running: phase = .running(latest: element)
    case .sourceCompleted: phase = .sourceCompleted(latest: element)
    case .stopped: break
    }
  }

  /// The source completed: the next sample completes the result.
  mutating func sourceCompleted() {
    if case .running(let latest) = phase { phase = .sourceCompleted(latest: latest) }
  }

  /// The sampler emitted or completed: take a sample.
  mutating func sampled() -> Action? {
    switch phase {
    case .stopped:
      return nil
    case .running(let latest):
      phase = .running(latest: nil)
      guard let element = latest ?? defaultValue else { return nil }
      return .sample(element, completes: false)
    case .sourceCompleted(let latest):
      phase = .stopped
      return .sample(latest ?? defaultValue, completes: true)
    }
  }

  /// The source or the sampler failed.
  mutating func failed(_ error: any Swift.Error) -> Action? {
    if case .stopped = phase { return nil }
    phase = .stopped
    return .fail(error)
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class SampleSink<Output, Tick>:
  SerialDeliverySink<Output, SampleState<Output>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private var state: SampleState<Element>
  private let sourceSubscription = SingleAssignmentDisposable()

  init(defaultValue: Element?, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.state = SampleState(defaultValue: defaultValue)
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to the source, then to the sampler (RxSwift's order).
  func run(source: Observable<Element>, sampler: Observable<Tick>) -> any Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    let samplerSubscription = sampler.subscribe(SampleTickObserver(sink: self))
    return Disposables.create(sourceSubscription, samplerSubscription)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      submit {
        state.sourceEmitted(element)
        return nil
      }
    case .error(let error):
      submit { state.failed(error) }
    case .completed:
      submit {
        state.sourceCompleted()
        return nil
      }
      sourceSubscription.dispose()
    }
  }

  fileprivate func samplerReceived(_ event: Event<Tick>) {
    switch event {
    case .next, .completed: submit { state.sampled() }
    case .error(let error): submit { state.failed(error) }
    }
  }

  func perform(_ action: SampleState<Element>.Action) {
    switch action {
    case .sample(let element, let completes):
      if let element { forwardOn(.next(element)) }
      if completes { forwardStop(.completed) }
    case .fail(let error):
      forwardStop(.error(error))
    }
  }
}

/// Listens to the sampler of `sample`.
private final class SampleTickObserver<Output, Tick>: ObserverType {
  private let sink: SampleSink<Output, Tick>

  init(sink: SampleSink<Output, Tick>) {
    self.sink = sink
  }

  func on(_ event: Event<Tick>) {
    sink.samplerReceived(event)
  }
}

private final class Sample<Element, Tick>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let sampler: Observable<Tick>
  private let defaultValue: Element?

  init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
    self.source = source
    self.sampler = sampler
    self.defaultValue = defaultValue
    super.init(running: Sample.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SampleSink<Element, Tick>(defaultValue: defaultValue, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, sampler: sampler))
  }
}
