import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ObservableType {
  /// The values of a property of an `@Observable` model: the current value on subscribe, then the value after
  /// each change (an RxCore addition; RxSwift has no Observation support).
  ///
  /// ```swift
  /// @Observable final class Counter { var count = 0 }
  ///
  /// Observable.observe(counter, \.count)
  ///   .subscribe(onNext: { print($0) })  // 0 at once, then every new count
  ///   .disposed(by: bag)
  /// ```
  /// Observation reports a change when the property is *about to* change (`willSet`), on the thread that changes
  /// it, before the new value is stored. So the new value is read, and emitted, by work scheduled on `scheduler`,
  /// which must be where the model is mutated (its actor or queue) and must run the work *after* the mutating code
  /// returns: the default, `MainScheduler.asyncInstance`, suits a `@MainActor` model (`MainScheduler.instance`
  /// would run the work inline and is replaced by `MainScheduler.asyncInstance`). Changes made before that work runs
  /// are coalesced into one element, the latest value. Tracking is re-armed at every read, so every later change
  /// is seen too. The first value is read and emitted on the subscribing thread, which should be the model's too.
  ///
  /// The subscription keeps the model alive until it is disposed. The sequence never completes or fails.
  /// - Parameters:
  ///   - model: The observed model.
  ///   - keyPath: The property to observe.
  ///   - scheduler: Where the new value is read and emitted after a change.
  /// - Returns: The property's values.
  public static func observe<Model: Observation.Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, Element>,
    scheduler: any ImmediateSchedulerType = MainScheduler.asyncInstance
  ) -> Observable<Element> {
    let deferring: any ImmediateSchedulerType = scheduler is MainScheduler ? MainScheduler.asyncInstance : scheduler
    return ObservationTrackingProducer(model: model, keyPath: keyPath, scheduler: deferring)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Reactive where Base: Observation.Observable {
  /// The values of a property of this `@Observable` model: the current value on subscribe, then the value after
  /// each change (an RxCore addition).
  ///
  /// ```swift
  /// counter.rx.observe(\.count).map { "\($0)" }.bind(to: label.rx.text).disposed(by: bag)
  /// ```
  /// The same as `Observable.observe(_:_:scheduler:)`, which documents when and where values are emitted.
  /// - Parameters:
  ///   - keyPath: The property to observe.
  ///   - scheduler: Where the new value is read and emitted after a change (the model's actor or queue).
  /// - Returns: The property's values.
  public func observe<Value>(
    _ keyPath: KeyPath<Base, Value>, scheduler: any ImmediateSchedulerType = MainScheduler.asyncInstance
  ) -> Observable<Value> {
    Observable.observe(base, keyPath, scheduler: scheduler)
  }
}

/// Reads the property under `withObservationTracking`, emits it, and schedules the next read when Observation
/// reports a change.
///
/// `@unchecked Sendable` because Observation requires its change handler to be `@Sendable` although it calls it
/// synchronously on the mutating thread. The handler only schedules work; the model is only read by that work on
/// `scheduler` (which the caller chooses to be the model's context) and once on the subscribing thread.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class ObservationTrackingSink<Model: Observation.Observable, Output>: Sink<Output>,
  ObservationChangeReceiver, @unchecked Sendable
{
  typealias Value = Output

  private let model: Model
  private let keyPath: KeyPath<Model, Value>
  private let scheduler: any ImmediateSchedulerType
  private let pendingRead = SerialDisposable()

  init(
    model: Model, keyPath: KeyPath<Model, Value>, scheduler: any ImmediateSchedulerType, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.model = model
    self.keyPath = keyPath
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  func run() -> any Disposable {
    readAndTrack()
    return pendingRead
  }

  private func readAndTrack() {
    guard !isDisposed else { return }
    let receiver: any ObservationChangeReceiver = self
    let value = withObservationTracking(
      { model[keyPath: keyPath] }, onChange: { [weak receiver] in receiver?.changeWillHappen() })
    forwardOn(.next(value))
  }

  func changeWillHappen() {
    guard !isDisposed else { return }
    pendingRead.disposable = scheduler.schedule(()) { [weak self] _ in
      self?.readAndTrack()
      return Disposables.create()
    }
  }
}

/// What Observation's change handler calls; non-generic, so the `@Sendable` handler captures no generic types.
private protocol ObservationChangeReceiver: AnyObject, Sendable {
  /// Called on the mutating thread just before the observed property changes.
  func changeWillHappen()
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class ObservationTrackingProducer<Model: Observation.Observable, Value>: Producer<Value>, SinkProducer,
  @unchecked Sendable
{
  private let model: Model
  private let keyPath: KeyPath<Model, Value>
  private let scheduler: any ImmediateSchedulerType

  init(model: Model, keyPath: KeyPath<Model, Value>, scheduler: any ImmediateSchedulerType) {
    self.model = model
    self.keyPath = keyPath
    self.scheduler = scheduler
    super.init(running: ObservationTrackingProducer.self)

  }

  func run(_ observer: AnyObserver<Value>, disposer: SinkDisposer?) -> Parts {
    let sink = ObservationTrackingSink(
      model: model, keyPath: keyPath, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}
