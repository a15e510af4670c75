/// The source of a run of stages (see ``StageRun``), with its element type erased: functions made where that type
/// is known subscribe to it and hand each element on as a pointer.
@usableFromInline
struct StageRoot {
  /// The source, an `Observable` of the root's element type, kept by the run's first stage.
  @usableFromInline let source: Unmanaged<AnyObject>
  /// Subscribes the receiver to the source when there is one; otherwise sends the source's events to the
  /// closure while subscribing to it. One function, not two, so that a stage producer stays small enough for the
  /// allocator's fast path.
  @usableFromInline let function: (AnyObject, StageRootReceiver?, (StageRootEvent) -> Void) -> any Disposable

  /// The root `source`, which the caller keeps.
  @inlinable
  init<Root>(_ source: Observable<Root>) {
    self.source = Unmanaged.passUnretained(source)
    // Only ever called with `source`, whose type is `Observable<Root>`.
    function = { source, receiver, observer in
      let source = unsafeDowncast(source, to: Observable<Root>.self)
      guard let receiver else {
        source.emitSynchronously { StageRootEvent.handing($0, to: observer) }
        return Disposables.create()
      }
      guard source.isCreate else {
        return source.subscribe(fromSink: AnyObserver(eventHandler: { receiver.receive($0) }))
      }
      return unsafeDowncast(source, to: AnonymousObservable<Root>.self).subscribe(root: receiver)
    }
  }

  /// Subscribes `receiver` to the source, for it to hold the subscription (see `Observable.subscribe(fromSink:)`).
  @inlinable
  func subscribe(_ receiver: StageRootReceiver) -> any Disposable {
    source._withUnsafeGuaranteedRef { function($0, receiver) { _ in } }
  }

  /// Sends the source's events to `observer` while subscribing to it; only where it `emitsSynchronously`.
  @inlinable
  func emit(_ observer: (StageRootEvent) -> Void) {
    _ = source._withUnsafeGuaranteedRef { function($0, nil, observer) }
  }
}

/// An event of a run's root source, its element as a pointer valid during the call.
@usableFromInline
typealias StageRootEvent = Event<UnsafeRawPointer>

extension Event where Element == UnsafeRawPointer {
  /// Calls `body` with `event`, its element (if any) as a pointer valid during the call.
  @inlinable @inline(__always)
  static func handing<Root>(_ event: Event<Root>, to body: (StageRootEvent) -> Void) {
    switch event {
    case .next(let element): withUnsafePointer(to: element) { body(.next(UnsafeRawPointer($0))) }
    case .error(let error): body(.error(error))
    case .completed: body(.completed)
    }
  }
}

/// What a run's root source sends to: the run's sink, reached without knowing the run's element type (a class that
/// is not generic, so the root's observer captures just it).
@usableFromInline
class StageRootReceiver: SinkSubscription {
  /// Handles one event of the root source; made where the sink's type is concrete.
  @usableFromInline final let receiveFunction: (StageRootReceiver, StageRootEvent) -> Void
  /// Guards the grammar of a source fused with the run (`Observable.create`), which sends to the run directly.
  @usableFromInline final let grammar = GrammarGuard()

  @usableFromInline
  init(disposer: SinkDisposer?, receiveFunction: @escaping (StageRootReceiver, StageRootEvent) -> Void) {
    self.receiveFunction = receiveFunction
    super.init(disposer: disposer)
  }

  /// Hands `event` to the sink, its element as a pointer.
  @inlinable
  final func receive<Root>(_ event: Event<Root>) {
    StageRootEvent.handing(event) { receiveFunction(self, $0) }
  }
}
