/// Which observer each inner sequence of a higher-order operator gets, and the subscriptions its sink keeps to the
/// running ones: the one scheme of `merge`'s and `switchLatest`'s state machines (`MergeState`, `SwitchState`),
/// kept under the sink's lock.
///
/// The sink has one shared observer that costs nothing to hand out: an inner sequence admitted while it is free
/// takes it, and its stop event frees it again (an inner sequence sends nothing after its stop event). An inner
/// sequence admitted while another one holds it gets an observer of its own (an ``InnerObserver``, one object).
/// So inner sequences that finish while they are subscribed (`just`, `from`), or that do not overlap, allocate
/// nothing.
///
/// The protocol, each step one critical section:
/// 1. `admit()` numbers an inner sequence and chooses its observer (an ``InnerAdmission``); the sink subscribes it.
/// 2. Once subscribing returned, `keep(_:for:)` keeps the subscription, or refuses it when the inner sequence has
///    stopped meanwhile (`just`): the sink then disposes it at once.
/// 3. The inner sequence's stop event, `stopped(via:)`, frees its observer (the shared one only once its
///    subscription is taken) and says whether a subscription is kept; if so, the sink takes it with
///    `takeSubscription(of:)` once the event was handled, and disposes it.
///
/// Operations hand out admissions, not subscriptions: a subscription moves only where there is one, so an inner
/// sequence that finished while it was subscribed (`just`) moves no existential around, and every value here but
/// the subscriptions themselves is trivial (an enum with an existential payload is copied whole to be read).
/// `takeSubscription(of:)` also takes a running inner sequence's subscription away (`switchLatest`, when a newer
/// one replaces it); `takeAll()` takes every subscription on disposal.
@usableFromInline
struct InnerSubscriptions {
  /// Who holds the shared observer.
  @usableFromInline
  enum SharedObserver: Equatable, Sendable {
    /// Nobody: the next inner sequence admitted takes it.
    case free
    /// The inner sequence with this number, whose subscription is not kept: it is being subscribed, or its
    /// subscription was taken away (it may still send until it sees its disposal, so the observer stays its own
    /// until its stop event).
    case taken(by: Int)
    /// The inner sequence with this number, whose subscription is `sharedSubscription`.
    case held(by: Int)
    /// The inner sequence with this number has stopped and its subscription, `sharedSubscription`, waits for the
    /// sink to take it; then the observer is free.
    case released(by: Int)
  }

  /// An inner sequence that sent its stop event.
  @usableFromInline
  struct Stopped: Equatable, Sendable {
    /// How it was admitted.
    @usableFromInline let admission: InnerAdmission
    /// Whether its subscription is kept: take it with `takeSubscription(of:)` and dispose it.
    @usableFromInline let isKept: Bool

    @inlinable
    init(_ admission: InnerAdmission, isKept: Bool) {
      self.admission = admission
      self.isKept = isKept
    }
  }

  /// Every kept subscription, taken on disposal, to dispose outside the lock.
  @usableFromInline
  struct Leftovers {
    @usableFromInline let shared: HeldDisposable
    @usableFromInline let own: CompositeMembers

    @inlinable
    init(shared: HeldDisposable, own: CompositeMembers) {
      self.shared = shared
      self.own = own
    }

    /// Disposes every subscription, the shared observer's first, then the others in the order they were admitted.
    @inlinable
    func dispose() {
      shared.dispose()
      own.forEach { $0.dispose() }
    }
  }

  @usableFromInline var shared: SharedObserver
  /// The subscription of the shared observer's holder: something exactly while `shared` is `.held` or
  /// `.released`.
  @usableFromInline var sharedSubscription: HeldDisposable
  /// The subscriptions to the inner sequences with observers of their own that have not been taken, keyed by
  /// number: a placeholder from admission until subscribing returned.
  @usableFromInline var own: CompositeMembers
  /// The number of the latest inner sequence admitted (0 before the first).
  @usableFromInline var lastID: Int

  @inlinable
  init() {
    shared = .free
    sharedSubscription = .none
    own = CompositeMembers()
    lastID = 0
  }

  /// States, in debug builds, what the fields beside `shared` must say: `sharedSubscription` is something exactly
  /// while `shared` is `.held` or `.released`, and no inner sequence is numbered above `lastID`.
  func assertInvariants() {
    let holdsSubscription =
      switch shared {
      case .held, .released: true
      case .free, .taken: false
      }
    assert(holdsSubscription == !sharedSubscription.isNone, "sharedSubscription disagrees with \(shared)")
    switch shared {
    case .free: break
    case .taken(let id), .held(let id), .released(let id): assert(id <= lastID, "\(shared) was never admitted")
    }
  }

  /// Numbers an inner sequence about to be subscribed and chooses its observer: the shared one when it is free.
  @inlinable @inline(__always)
  mutating func admit() -> InnerAdmission {
    // 0, which stands for "no inner sequence" (`lastCompletedInner` of the sinks), comes back only after 2^64.
    lastID &+= 1
    guard shared == .free else {
      own.insert(Disposables.create(), key: lastID)
      return .own(id: lastID)
    }
    shared = .taken(by: lastID)
    return .shared(id: lastID)
  }

  /// Keeps the subscription to the inner sequence admitted with `admission`, once subscribing returned; returns
  /// `false` when it has stopped meanwhile or its place is gone (taken away, or disposal), so the caller disposes
  /// the subscription at once.
  @inlinable @inline(__always)
  mutating func keep(_ subscription: any Disposable, for admission: InnerAdmission) -> Bool {
    switch admission {
    case .shared(let id):
      guard shared == .taken(by: id) else { return false }
      shared = .held(by: id)
      sharedSubscription = .some(subscription)
      return true
    case .own(let id):
      return own.replace(key: id, with: subscription)
    }
  }

  /// Whether the running inner sequence admitted with `admission` may have a kept subscription (an own observer's
  /// place counts, kept or not).
  @inlinable @inline(__always)
  func isKept(_ admission: InnerAdmission) -> Bool {
    switch admission {
    case .shared(let id): shared == .held(by: id)
    case .own(let id): own.contains(key: id)
    }
  }

  /// The number of the inner sequence an element through `channel` comes from, or `nil` for an element through the
  /// shared observer while nobody holds it (a sequence sending after its stop event).
  @inlinable @inline(__always)
  func sender(via channel: InnerChannel) -> Int? {
    switch channel {
    case .own(let id):
      return id
    case .shared:
      switch shared {
      case .taken(let id), .held(let id): return id
      case .free, .released: return nil
      }
    }
  }

  /// Records the stop event of the inner sequence behind `channel`, freeing its observer. Returns `nil` for a stop
  /// event that belongs to no running inner sequence (through the shared observer while nobody holds it, or
  /// through an own observer whose place is gone).
  @inlinable @inline(__always)
  mutating func stopped(via channel: InnerChannel) -> Stopped? {
    switch channel {
    case .shared:
      switch shared {
      case .taken(let id):
        shared = .free
        return Stopped(.shared(id: id), isKept: false)
      case .held(let id):
        shared = .released(by: id)
        return Stopped(.shared(id: id), isKept: true)
      case .free, .released:
        return nil
      }
    case .own(let id):
      // Its place (the placeholder, or the subscription) goes when it is taken.
      guard own.contains(key: id) else { return nil }
      return Stopped(.own(id: id), isKept: true)
    }
  }

  /// Takes the kept subscription of the inner sequence admitted with `admission`, if it is still there: after its
  /// stop event (the shared observer is then free), or while it runs, to dispose it (the shared observer stays its
  /// own until its stop event).
  @inlinable @inline(__always)
  mutating func takeSubscription(of admission: InnerAdmission) -> HeldDisposable {
    switch admission {
    case .shared(let id):
      switch shared {
      case .released(by: id): shared = .free
      case .held(by: id): shared = .taken(by: id)
      default: return .none
      }
      return sharedSubscription.take()
    case .own(let id):
      guard let subscription = own.remove(key: id) else { return .none }
      return .some(subscription)
    }
  }

  /// Takes every kept subscription, on disposal.
  @inlinable
  mutating func takeAll() -> Leftovers {
    shared = .free
    var own = CompositeMembers()
    swap(&own, &self.own)
    return Leftovers(shared: sharedSubscription.take(), own: own)
  }
}
