import Synchronization

/// The machinery every subject shares: the subscriber list, the stop event and serialized delivery.
///
/// Delivery rules (the same for every subject and relay):
/// - No lock is held while a subscriber runs. Events sent from several threads at once are queued and delivered
///   one after another by the thread that was delivering first, so a subscriber never sees two events at once.
/// - An event sent from inside a subscriber of the same subject (reentrancy) is delivered at once, nested, as in
///   RxSwift; DEBUG builds report it through `Hooks.issueHandler`, as RxSwift's debug builds warn.
/// - After a stop event the subject ignores further events; late subscribers get the stop event.
/// - After `dispose()` the subject ignores events and new subscribers get `RxError.disposed`.
public class SubjectBase<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
  enum Work {
    case event(Event<Element>)
    case subscribe(SubjectObserver<Element>)
  }

  enum Plan {
    case broadcast(ContiguousArray<SubjectObserver<Element>>, Event<Element>, preceding: Element?)
    case replay(SubjectObserver<Element>, [Event<Element>])
    case nothing
  }

  final let lock = RxLock()
  final var observers = ContiguousArray<SubjectObserver<Element>>()
  final var stopEvent: Event<Element>?
  final var disposedFlag = false
  private final var queue = SerialQueue<Work>()

  override init() {}

  /// Whether the subject has any subscribers.
  public final var hasObservers: Bool { lock.withLock { _ in !observers.isEmpty } }

  /// Whether `dispose()` has been called.
  public final var isDisposed: Bool { lock.withLock { _ in disposedFlag } }

  /// Sends `event` to every subscriber.
  /// - Parameter event: The event.
  public final func on(_ event: Event<Element>) {
    perform(.event(event))
  }

  /// Subscribes `observer` to the subject's events.
  /// - Returns: The subscription.
  public final override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let entry = SubjectObserver<Element>(observer.on) { [weak self] entry in self?.unsubscribe(entry) }
    perform(.subscribe(entry))
    return entry
  }

  /// Releases the subscribers and every stored value; the subject ignores events from now on.
  public func dispose() {
    lock.withLock { _ in
      disposedFlag = true
      observers = []
      stopEvent = nil
      clearStoredValues()
    }
  }

  // MARK: - Hooks for the concrete subjects (called with the lock held)

  /// Records an element before it is broadcast; returns whether to broadcast it.
  func record(_ element: Element) -> Bool { true }

  /// The element to send just before a stop event (`AsyncSubject`'s last element).
  func elementBeforeStop(_ event: Event<Element>) -> Element? { nil }

  /// What a new subscriber receives first (stop event appended by the caller when stopped).
  func replayEvents(stopped: Bool) -> [Event<Element>] { [] }

  /// Forgets stored elements on `dispose()`.
  func clearStoredValues() {}

  // MARK: - Serialized delivery

  private final func perform(_ work: Work) {
    let thread = ThreadIdentity.current
    var nested = false
    var next: Plan?
    lock.withLock { _ in
      switch queue.submit(work, from: thread) {
      case .queued:
        next = nil
      case .runNested(let work):
        nested = true
        next = plan(work)
      case .runAndDrain(let work):
        next = plan(work)
      }
    }
    if nested {
      #if DEBUG
        if case .event(let event) = work, Hooks.isGrammarCheckEnabled {
          Hooks.report(
            .reentrancy,
            "\(type(of: self)) received \(event) while it was still delivering the previous event "
              + "(sent from inside one of its own subscribers). It was delivered at once, nested, as in RxSwift.")
        }
      #endif
      if let next { execute(next) }
      return
    }
    while let plan = next {
      execute(plan)
      lock.withLock { _ in next = queue.next().map(self.plan) }
    }
  }

  private final func plan(_ work: Work) -> Plan {
    switch work {
    case .event(let event):
      guard !disposedFlag, stopEvent == nil else { return .nothing }
      switch event {
      case .next(let element):
        return record(element) ? .broadcast(observers, event, preceding: nil) : .nothing
      case .error, .completed:
        stopEvent = event
        let everyone = observers
        observers = []
        return .broadcast(everyone, event, preceding: elementBeforeStop(event))
      }
    case .subscribe(let entry):
      if disposedFlag { return .replay(entry, [.error(RxError.disposed(object: self))]) }
      if let stopEvent { return .replay(entry, replayEvents(stopped: true) + [stopEvent]) }
      guard !entry.isDisposed else { return .nothing }
      observers.append(entry)
      let replay = replayEvents(stopped: false)
      return replay.isEmpty ? .nothing : .replay(entry, replay)
    }
  }

  private final func execute(_ plan: Plan) {
    switch plan {
    case .broadcast(let targets, let event, let preceding):
      if let preceding {
        for target in targets { target.deliver(.next(preceding)) }
      }
      for target in targets { target.deliver(event) }
    case .replay(let target, let events):
      for event in events { target.deliver(event) }
    case .nothing:
      break
    }
  }

  final func unsubscribe(_ entry: SubjectObserver<Element>) {
    lock.withLock { _ in
      if let index = observers.firstIndex(where: { $0 === entry }) {
        observers.remove(at: index)
      }
    }
  }
}
