/// The observable of a ``Stage`` (`map`, `filter`, `compactMap`).
///
/// Over a source that sends all its events while it is being subscribed (``Observable/emitsSynchronously``:
/// `just`, `empty`, `error`, `never` and stages over them), subscribing makes nothing: the source's events go
/// through the stages, one closure call each, straight to the observer, and the subscription returned is empty (the
/// sequence has ended, or never sends, by the time it returns). Over any other source, each subscription is one
/// ``StageSink``.
///
/// `emitFunction` is made by the `@inlinable` initializer, so the synchronous path runs specialized code, as the
/// run function does (see `Producer.init(running:)`).
@usableFromInline
final class StageProducer<Step: Stage>: Producer<Step.Output>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Step.Input>
  @usableFromInline let stage: Step
  @usableFromInline let emitFunction: (StageProducer<Step>, (Event<Step.Output>) -> Void) -> Void
  /// Where the stage's closure was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  /// The stage `stage` over `source`; `site` is where its closure was formed (see ``IsolationSite``).
  @inlinable
  init(source: Observable<Step.Input>, stage: Step, site: IsolationSite?) {
    self.source = source
    self.stage = stage
    self.site = IsolationSite.Stored(site)
    self.emitFunction = { producer, observer in producer.emitNow(to: observer) }
    super.init(running: StageProducer.self, emitsSynchronously: source.emitsSynchronously)
  }

  @inlinable
  func run(_ observer: AnyObserver<Step.Output>, disposer: SinkDisposer?) -> Parts {
    let sink = StageSink(stage: stage, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }

  /// Passes the source's events through the stage to `observer`, as they are sent while subscribing to it; nothing
  /// after a thrown error. One call is one subscription, with a ``ClosureCheck`` of its own.
  @inlinable
  func emitNow(to observer: (Event<Step.Output>) -> Void) {
    var isStopped = false
    let closureCheck = ClosureCheck(site.value)
    source.emitSynchronously { event in
      guard !isStopped else { return }
      switch event {
      case .next(let element):
        closureCheck.verify(Step.closure)
        do {
          if let output = try stage.apply(element) { observer(.next(output)) }
        } catch {
          isStopped = true
          observer(.error(error))
        }
      case .error(let error):
        isStopped = true
        observer(.error(error))
      case .completed:
        isStopped = true
        observer(.completed)
      }
    }
  }

  @usableFromInline
  override func emitSynchronously(_ observer: (Event<Step.Output>) -> Void) {
    emitFunction(self, observer)
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Step.Output>) -> any Disposable {
    guard emitsSynchronously else { return super.subscribe(erased: observer) }
    Trampoline.enter { emitFunction(self, observer.observer) }
    return Disposables.create()
  }

  @usableFromInline
  override func subscribe(fromSink observer: AnyObserver<Step.Output>) -> any Disposable {
    guard emitsSynchronously else { return super.subscribe(fromSink: observer) }
    emitFunction(self, observer.observer)
    return Disposables.create()
  }
}
