/// The pure state machine of `switchLatest` and `flatMapLatest`: which inner sequence is the latest, whether the
/// source has completed, and when the result stops. Which observer each inner sequence gets and the subscription
/// kept to the latest follow ``InnerSubscriptions``. Each transition returns what the sink does next, outside the
/// lock.
///
/// Only the latest inner sequence's events are forwarded, and only its subscription is kept: the sink takes it
/// away and disposes it before subscribing to a newer one.
@usableFromInline
struct SwitchState: InnerSequencesState {
  /// Where the result is.
  @usableFromInline
  enum Phase: Equatable, Sendable {
    /// The source runs and no inner sequence does (none has arrived yet, or the latest has completed).
    case idle
    /// The inner sequence admitted with `admission` is the latest and runs; `sourceCompleted`: whether the source
    /// has completed, so that the result completes with it.
    case latest(InnerAdmission, sourceCompleted: Bool)
    /// The result has completed, failed or been disposed: nothing more is forwarded or subscribed.
    case stopped
  }

  /// A new latest inner sequence, to subscribe as `admission` says once the subscription of the one it replaces
  /// is disposed.
  @usableFromInline
  struct Switched: Equatable, Sendable {
    @usableFromInline let admission: InnerAdmission
    /// The inner sequence it replaces, when its subscription is kept: take it (`takeSubscription(of:)`) and
    /// dispose it before subscribing.
    @usableFromInline let replaced: InnerAdmission?

    @inlinable
    init(admission: InnerAdmission, replaced: InnerAdmission?) {
      self.admission = admission
      self.replaced = replaced
    }
  }

  /// What an inner sequence's completion leaves to do.
  @usableFromInline
  struct Completed: Equatable, Sendable {
    /// The inner sequence that completed (`nil` for a stop event that belongs to none): the sink publishes its
    /// number (so the thread subscribing to it learns without a critical section that its subscription is not to
    /// be kept) and, when its subscription is kept, takes it (`takeSubscription(of:)`) and disposes it.
    @usableFromInline let stopped: InnerSubscriptions.Stopped?
    /// Whether the result completes now.
    @usableFromInline let completes: Bool

    @inlinable
    init(stopped: InnerSubscriptions.Stopped?, completes: Bool) {
      self.stopped = stopped
      self.completes = completes
    }
  }

  @usableFromInline var phase: Phase
  @usableFromInline var inners: InnerSubscriptions

  @inlinable
  init() {
    phase = .idle
    inners = InnerSubscriptions()
  }

  /// Makes a new inner sequence the latest: how to observe it and the inner sequence it replaces, or `nil` when the
  /// result has stopped.
  @inlinable @inline(__always)
  mutating func switchToNewInner() -> Switched? {
    var replaced: InnerAdmission?
    var sourceCompleted = false
    switch phase {
    case .stopped:
      return nil
    case .idle:
      break
    case .latest(let previous, let completed):
      if inners.isKept(previous) { replaced = previous }
      // Set only by a source that sends after its completion, which breaks the grammar.
      sourceCompleted = completed
    }
    // Admitted while the replaced inner sequence still holds its observer: it may still send.
    let admission = inners.admit()
    phase = .latest(admission, sourceCompleted: sourceCompleted)
    return Switched(admission: admission, replaced: replaced)
  }

  /// Keeps the subscription to the inner sequence admitted with `admission` once subscribing returned; returns
  /// `false` when it must be disposed at once instead (it has stopped or was replaced meanwhile, or the result
  /// stopped).
  @inlinable @inline(__always)
  mutating func keep(_ subscription: any Disposable, for admission: InnerAdmission) -> Bool {
    guard case .latest(let latest, _) = phase, latest == admission else { return false }
    return inners.keep(subscription, for: admission)
  }

  /// Takes the kept subscription of the inner sequence admitted with `admission` (replaced, or completed), if it is
  /// still there.
  @inlinable @inline(__always)
  mutating func takeSubscription(of admission: InnerAdmission) -> HeldDisposable {
    inners.takeSubscription(of: admission)
  }

  /// Whether an element through `channel` is forwarded: it comes from the latest inner sequence.
  ///
  /// `mutating` though it changes nothing: the sink asks it for every element, and a non-mutating call on the
  /// sink's stored state copies the whole state out first (a retain and a release of each of its references, on
  /// every element).
  @inlinable @inline(__always)
  mutating func forwardsElement(via channel: InnerChannel) -> Bool {
    guard case .latest(let latest, _) = phase, let sender = inners.sender(via: channel) else { return false }
    return sender == latest.id
  }

  /// Records the completion of the inner sequence behind `channel`; the result completes with the latest one once
  /// the source has completed.
  @inlinable @inline(__always)
  mutating func innerCompleted(via channel: InnerChannel) -> Completed {
    guard let stopped = inners.stopped(via: channel) else { return Completed(stopped: nil, completes: false) }
    guard case .latest(let latest, let sourceCompleted) = phase, latest == stopped.admission else {
      return Completed(stopped: stopped, completes: false)
    }
    phase = sourceCompleted ? .stopped : .idle
    return Completed(stopped: stopped, completes: sourceCompleted)
  }

  /// Records the failure of the inner sequence behind `channel`; returns whether the error must be delivered: the
  /// latest one's stops the result (its subscription is disposed on disposal).
  @inlinable
  mutating func innerFailed(via channel: InnerChannel) -> Bool {
    guard let stopped = inners.stopped(via: channel), case .latest(let latest, _) = phase,
      latest == stopped.admission
    else { return false }
    phase = .stopped
    return true
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    switch phase {
    case .idle:
      phase = .stopped
      return true
    case .latest(let latest, _):
      phase = .latest(latest, sourceCompleted: true)
      return false
    case .stopped:
      return false
    }
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    if case .stopped = phase { return false }
    phase = .stopped
    return true
  }

  /// Stops the result for good, on disposal; returns the subscriptions to dispose.
  @inlinable
  mutating func dispose() -> InnerSubscriptions.Leftovers {
    phase = .stopped
    return inners.takeAll()
  }
}
