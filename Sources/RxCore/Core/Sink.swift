import Synchronization

/// The base of every operator's subscription: forwards events to the downstream observer until disposed.
class Sink<Observer: ObserverType>: Disposable {
  final let observer: Observer
  final let cancel: any Cancelable
  private let disposedFlag = Atomic<Bool>(false)

  init(observer: Observer, cancel: any Cancelable) {
    #if DEBUG
      Resources.increment()
    #endif
    self.observer = observer
    self.cancel = cancel
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Sends `event` downstream unless the sink has been disposed.
  @inline(__always)
  final func forwardOn(_ event: Event<Observer.Element>) {
    if disposedFlag.load(ordering: .acquiring) { return }
    observer.on(event)
  }

  /// Sends a stop event downstream and disposes the subscription.
  final func forwardStop(_ event: Event<Observer.Element>) {
    forwardOn(event)
    dispose()
  }

  /// Whether the sink has been disposed.
  final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  func dispose() {
    disposedFlag.store(true, ordering: .releasing)
    cancel.dispose()
  }
}

/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private static let disposedBit = 1
  private static let assignedBit = 2

  private let state = Atomic<Int>(0)
  private var sink: (any Disposable)?
  private var subscription: (any Disposable)?

  var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

  func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
    self.sink = sink
    self.subscription = subscription
    let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
    let sink = self.sink
    let subscription = self.subscription
    self.sink = nil
    self.subscription = nil
    sink?.dispose()
    subscription?.dispose()
  }
}

/// The base of operators built from a sink: subscribing runs `run(_:cancel:)` on the current-thread trampoline.
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    if Trampoline.isActive {
      return subscribeNow(observer)
    }
    return Trampoline.run { self.subscribeNow(observer) }
  }

  private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let disposer = SinkDisposer()
    let parts = run(observer, cancel: disposer)
    disposer.setSinkAndSubscription(sink: parts.sink, subscription: parts.subscription)
    return disposer
  }

  /// Makes the sink and subscribes it upstream.
  func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    Hooks.reportInternal("Producer.run was not overridden by \(type(of: self))")
    return (Disposables.create(), Disposables.create())
  }
}
