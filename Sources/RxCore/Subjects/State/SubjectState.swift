/// The pure state machine of every subject and relay: who is subscribed, what is remembered, and whether the
/// subject has stopped or been disposed. Kept under the subject's lock; each transition returns what the subject
/// must deliver or release outside it.
///
/// Only a running subject has subscribers: the transitions to `stopped` and `disposed` hand them all back, and
/// `subscribe` adds none once the subject has left `running`. They are kept beside the phase rather than in its
/// `running` case, so that an event takes its snapshot of them with one reference count, not three.
@usableFromInline
struct SubjectState<Element> {
  /// Where the subject is in its life; only a stopped one has a stop event.
  @usableFromInline
  enum Phase {
    /// Receiving events.
    case running
    /// Stopped by this event: events are ignored, late subscribers get the stop event.
    case stopped(Event<Element>)
    /// `dispose()` was called: events are ignored, new subscribers get `RxError.disposed`.
    case disposed
  }

  /// Whom an event goes to, an element to send before it, and an element the subject let go of.
  @usableFromInline
  struct Broadcast {
    @usableFromInline var targets = ContiguousArray<SubjectObserver<Element>>()
    @usableFromInline var preceding: Element?
    @usableFromInline var replaced: Element?

    @inlinable init() {}
  }

  /// What a new subscriber must receive first, if anything.
  @usableFromInline
  enum Admission {
    /// It was added; it receives these events first (a current value, a replay).
    case added(replay: [Event<Element>])
    /// The subject has stopped or was disposed: it receives these events and is not added.
    case refused([Event<Element>])
    /// A ``ReplaySubject``'s buffer: it receives these events first and is added afterwards (``admit(_:)``), so an
    /// event sent into the subject during that replay does not reach it, as in RxSwift.
    case replayFirst([Event<Element>])
  }

  @usableFromInline var phase: Phase
  @usableFromInline var memory: SubjectMemory<Element>
  /// Empty unless `running`.
  @usableFromInline var subscribers: SubscriberList<Element>

  @inlinable
  init(memory: SubjectMemory<Element>) {
    self.phase = .running
    self.memory = memory
    self.subscribers = SubscriberList()
  }

  /// States, in debug builds, that only a running subject has subscribers.
  func assertInvariants() {
    if case .running = phase { return }
    assert(subscribers.isEmpty, "a subject that left running still has \(subscribers.count) subscribers")
  }

  /// Whether the subject has subscribers.
  @inlinable
  var hasObservers: Bool { !subscribers.isEmpty }

  /// Whether `dispose()` was called.
  @inlinable
  var isDisposed: Bool {
    guard case .disposed = phase else { return false }
    return true
  }

  /// The stop event, if the subject has stopped.
  @inlinable
  var stopEvent: Event<Element>? {
    guard case .stopped(let event) = phase else { return nil }
    return event
  }

  /// Records `event`; returns whom to deliver it to.
  ///
  /// Always inlined: both of the subject's callers are on the event path.
  @inlinable @inline(__always)
  mutating func receive(_ event: Event<Element>) -> Broadcast {
    var broadcast = Broadcast()
    guard case .running = phase else { return broadcast }
    switch event {
    case .next(let element):
      let recorded = memory.record(element)
      broadcast.replaced = recorded.replaced
      if recorded.broadcast { broadcast.targets = subscribers.snapshot }
    case .error, .completed:
      broadcast.targets = subscribers.takeAll()
      broadcast.preceding = memory.element(before: event)
      phase = .stopped(event)
    }
    return broadcast
  }

  /// Adds `subscriber` unless the subject has stopped or was disposed (then it gets `disposedError` or the replay
  /// and the stop event); a subscriber disposed meanwhile is not added. With `addsAfterReplay` (a ``ReplaySubject``)
  /// a subscriber with something to replay is added only once it has received it (``admit(_:)``).
  @inlinable
  mutating func subscribe(
    _ subscriber: SubjectObserver<Element>, addsAfterReplay: Bool, disposedError: @autoclosure () -> any Error
  ) -> Admission {
    switch phase {
    case .disposed:
      return .refused([.error(disposedError())])
    case .stopped(let stop):
      return .refused(memory.replay(before: stop) + [stop])
    case .running:
      guard !subscriber.isDisposed else { return .added(replay: []) }
      let replay = memory.replay(before: nil)
      if addsAfterReplay && !replay.isEmpty { return .replayFirst(replay) }
      subscribers.append(subscriber)
      return .added(replay: replay)
    }
  }

  /// Adds `subscriber` once it has received its replay (``Admission/replayFirst(_:)``); returns what it receives
  /// instead when the subject stopped meanwhile (the stop event; nothing once disposed, or if it was disposed).
  @inlinable
  mutating func admit(_ subscriber: SubjectObserver<Element>) -> Event<Element>? {
    switch phase {
    case .disposed:
      return nil
    case .stopped(let stop):
      return stop
    case .running:
      guard !subscriber.isDisposed else { return nil }
      subscribers.append(subscriber)
      return nil
    }
  }

  /// Removes `subscriber`, if it is subscribed.
  @inlinable
  mutating func unsubscribe(_ subscriber: SubjectObserver<Element>) {
    subscribers.remove(subscriber)
  }

  /// Ends the subject for good; returns everything it let go of, to be released after the lock.
  @inlinable
  mutating func dispose() -> (Phase, SubjectMemory<Element>, ContiguousArray<SubjectObserver<Element>>) {
    var previous = Phase.disposed
    swap(&previous, &phase)
    return (previous, memory.forget(), subscribers.takeAll())
  }
}
