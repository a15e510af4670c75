/// The pure state machine of the merging operators (`merge`, `flatMap`, `flatMapFirst`, `concatMap`, `concat()`):
/// how many inner sequences run, which wait for a place, whether the source has completed, and when the result
/// stops. Which observer each inner sequence gets and the subscriptions kept to them follow
/// ``InnerSubscriptions``. Each transition returns what the sink does next, outside the lock.
@usableFromInline
struct MergeState<Inner>: InnerSequencesState {
  /// Where the result is.
  @usableFromInline
  enum Phase: Equatable, Sendable {
    /// The source runs (for `merge(_:)` of an array: its sources are being subscribed), and `running` inner
    /// sequences are subscribed.
    case active(running: Int)
    /// The source has completed and `running` inner sequences (at least one) are subscribed: the result completes
    /// when the last of them, and of the ones waiting, completes.
    case draining(running: Int)
    /// The result has completed, failed or been disposed: nothing more is forwarded or subscribed.
    case stopped
  }

  /// An inner sequence to subscribe now, as `admission` says.
  @usableFromInline
  typealias Admitted = (inner: Inner, admission: InnerAdmission)

  /// What to do after an inner sequence completed.
  @usableFromInline
  enum InnerCompletion {
    /// Nothing more.
    case none
    /// Subscribe to this waiting inner sequence in its place.
    case subscribe(Admitted)
    /// Everything has completed: complete the result.
    case complete
  }

  /// What an inner sequence's completion leaves to do.
  @usableFromInline
  struct Completed {
    @usableFromInline let action: InnerCompletion
    /// The inner sequence that completed (`nil` for a stop event that belongs to none): the sink publishes its
    /// number and, when its subscription is kept, takes it (`takeSubscription(of:)`) and disposes it.
    @usableFromInline let stopped: InnerSubscriptions.Stopped?

    @inlinable
    init(_ action: InnerCompletion, stopped: InnerSubscriptions.Stopped?) {
      self.action = action
      self.stopped = stopped
    }
  }

  /// What disposal leaves to dispose and release, outside the lock.
  @usableFromInline
  struct Leftovers {
    @usableFromInline let subscriptions: InnerSubscriptions.Leftovers
    /// Inner sequences that never started, released outside the lock (their `deinit` might run user code).
    @usableFromInline let waiting: PendingQueue<Inner>

    @inlinable
    init(subscriptions: InnerSubscriptions.Leftovers, waiting: PendingQueue<Inner>) {
      self.subscriptions = subscriptions
      self.waiting = waiting
    }

    /// Disposes every subscription.
    @inlinable
    func dispose() {
      subscriptions.dispose()
    }
  }

  @usableFromInline let policy: MergePolicy
  @usableFromInline var phase: Phase
  /// Inner sequences waiting for a place (`.limit` only): never empty unless as many as the limit run.
  @usableFromInline var waiting: PendingQueue<Inner>
  @usableFromInline var inners: InnerSubscriptions

  @inlinable
  init(policy: MergePolicy) {
    self.policy = policy
    self.phase = .active(running: 0)
    self.waiting = PendingQueue()
    self.inners = InnerSubscriptions()
  }

  /// Whether the result has stopped.
  @inlinable
  var isStopped: Bool {
    if case .stopped = phase { return true }
    return false
  }

  /// For `.firstOnly`: whether a new element of the source may start an inner sequence, and if so, how it is
  /// observed (its place is taken).
  @inlinable
  mutating func reserve() -> InnerAdmission? {
    guard case .active(running: 0) = phase else { return nil }
    phase = .active(running: 1)
    return inners.admit()
  }

  /// For `.all` and `.limit`: records a new inner sequence; returns how to subscribe it when it must be subscribed
  /// now, `nil` when it waits or the result has stopped.
  @inlinable @inline(__always)
  mutating func arrived(_ inner: Inner) -> InnerAdmission? {
    switch phase {
    case .active(let running):
      guard hasPlace(running: running, for: inner) else { return nil }
      phase = .active(running: running + 1)
    // An element after the source's completion (a source that breaks the grammar) is merged too, as in RxSwift.
    case .draining(let running):
      guard hasPlace(running: running, for: inner) else { return nil }
      phase = .draining(running: running + 1)
    case .stopped:
      return nil
    }
    return inners.admit()
  }

  /// Whether one more inner sequence may run beside `running` ones; if not, `inner` waits.
  @inlinable @inline(__always)
  mutating func hasPlace(running: Int, for inner: Inner) -> Bool {
    guard case .limit(let limit) = policy, running >= limit else { return true }
    waiting.append(inner)
    return false
  }

  /// Keeps the subscription to an inner sequence once subscribing returned; returns `false` when it must be
  /// disposed at once instead (the inner sequence has stopped meanwhile, or the result stopped).
  @inlinable @inline(__always)
  mutating func keep(_ subscription: any Disposable, for admission: InnerAdmission) -> Bool {
    guard !isStopped else { return false }
    return inners.keep(subscription, for: admission)
  }

  /// Whether an element through `channel` is forwarded (through the free shared observer: a sequence sending
  /// after its stop event, dropped).
  ///
  /// `mutating` though it changes nothing: the sink asks it for every element, and a non-mutating call on the
  /// sink's stored state copies the whole state out first (a retain and a release of each of its references, on
  /// every element).
  @inlinable @inline(__always)
  mutating func forwardsElement(via channel: InnerChannel) -> Bool {
    !isStopped && inners.sender(via: channel) != nil
  }

  /// Takes the kept subscription of the inner sequence admitted with `admission` (after its completion), if it is
  /// still there.
  @inlinable @inline(__always)
  mutating func takeSubscription(of admission: InnerAdmission) -> HeldDisposable {
    inners.takeSubscription(of: admission)
  }

  /// Records the failure of the inner sequence behind `channel`; returns whether the error must be delivered (its
  /// subscription is disposed with the others, on disposal).
  @inlinable
  mutating func innerFailed(via channel: InnerChannel) -> Bool {
    guard inners.stopped(via: channel) != nil else { return false }
    return stop()
  }

  /// Records the completion of the inner sequence behind `channel`.
  @inlinable @inline(__always)
  mutating func innerCompleted(via channel: InnerChannel) -> Completed {
    guard let stopped = inners.stopped(via: channel) else { return Completed(.none, stopped: nil) }
    let running: Int
    let isDraining: Bool
    switch phase {
    case .active(let count):
      (running, isDraining) = (count, false)
    case .draining(let count):
      (running, isDraining) = (count, true)
    case .stopped:
      return Completed(.none, stopped: stopped)
    }
    if !waiting.isEmpty, let next = waiting.popFirst() {
      return Completed(.subscribe((inner: next, admission: inners.admit())), stopped: stopped)
    }
    if isDraining && running == 1 {
      phase = .stopped
      return Completed(.complete, stopped: stopped)
    }
    phase = isDraining ? .draining(running: running - 1) : .active(running: running - 1)
    return Completed(.none, stopped: stopped)
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    switch phase {
    case .active(running: 0):
      // Nothing waits: inner sequences wait only while as many as the limit (at least one) run.
      phase = .stopped
      return true
    case .active(let running):
      phase = .draining(running: running)
      return false
    case .draining, .stopped:
      return false
    }
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    guard !isStopped else { return false }
    phase = .stopped
    return true
  }

  /// Stops the result for good, on disposal; returns the subscriptions to dispose and the inner sequences that
  /// were still waiting.
  @inlinable
  mutating func dispose() -> Leftovers {
    phase = .stopped
    var waiting = PendingQueue<Inner>()
    swap(&waiting, &self.waiting)
    return Leftovers(subscriptions: inners.takeAll(), waiting: waiting)
  }
}
