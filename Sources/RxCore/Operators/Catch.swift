extension ObservableType {
  /// Continues with the sequence `handler` returns when the source fails.
  ///
  /// ```swift
  /// request.catch { _ in Observable.just(cachedValue) }
  /// ```
  /// An error thrown by `handler` is sent as `.error`. In debug builds, a `handler` formed in main-actor code that is
  /// about to run off the main thread is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - handler: Makes the sequence to continue with from the source's error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the source's elements followed, after an error, by those of the handler's sequence.
  @inlinable
  public func `catch`(
    _ handler: @escaping (any Swift.Error) throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    CatchProducer(
      source: asObservable(), handler: handler, site: IsolationSite(isolation, call: "catch", file: file, line: line))
  }

  /// Ends with `element` and completes, instead of failing, when the source fails.
  ///
  /// ```swift
  /// request.catchAndReturn(fallback)
  /// ```
  /// - Parameter element: The last element, emitted in place of the error.
  /// - Returns: An observable of the source's elements followed, after an error, by `element`.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    CatchProducer(source: asObservable(), handler: { _ in Observable.just(element) }, site: nil)
  }

  /// RxSwift 5's name for `catch(_:)`; RxSwift 6 deprecates it. Prefer `catch(_:)`.
  /// - Parameters:
  ///   - handler: Makes the sequence to continue with from the source's error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the source's elements followed, after an error, by those of the handler's sequence.
  @inlinable
  public func catchError(
    _ handler: @escaping (any Swift.Error) throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    `catch`(handler, isolation: isolation, file: file, line: line)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`; RxSwift 6 deprecates it. Prefer `catchAndReturn(_:)`.
  /// - Parameter element: The last element, emitted in place of the error.
  /// - Returns: An observable of the source's elements followed, after an error, by `element`.
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// Subscribes to the sequences in order, moving to the next one whenever one fails, until one completes.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primary, mirror, cache])
  /// ```
  /// When every sequence has failed, the result fails with the last error; an empty `sequence` completes at once.
  /// - Parameter sequence: The sequences to try, in order.
  /// - Returns: An observable of the elements of every sequence tried.
  public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    CatchSequence(sources: sequence)
  }

  /// RxSwift 5's name for `catch(sequence:)`; RxSwift 6 deprecates it. Prefer `catch(sequence:)`.
  /// - Parameter sequence: The sequences to try, in order.
  /// - Returns: An observable of the elements of every sequence tried.
  public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    CatchSequence(sources: sequence)
  }
}

// MARK: - catch(_:)

@usableFromInline
final class CatchSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline let handler: (any Swift.Error) throws -> Observable<Element>
  @usableFromInline let subscription = SerialDisposable()
  @usableFromInline let closureCheck: ClosureCheck
  /// What the report calls the handler (`onErrorRecover` for the conversions built on `catch`).
  @usableFromInline let checkedClosure: DebugOnly<StaticString>

  @inlinable
  init(
    handler: @escaping (any Swift.Error) throws -> Observable<Element>, site: IsolationSite?,
    closure: DebugOnly<StaticString>, observer: AnyObserver<Element>, disposer: SinkDisposer?
  ) {
    self.handler = handler
    self.closureCheck = ClosureCheck(site)
    self.checkedClosure = closure
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func run(_ source: Observable<Element>) -> any Disposable {
    let sourceSubscription = SingleAssignmentDisposable()
    subscription.disposable = sourceSubscription
    sourceSubscription.setDisposable(source.subscribe(self))
    return subscription
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .completed:
      forwardStop(event)
    case .error(let error):
      closureCheck.verify(checkedClosure.value)
      do {
        let replacement = try handler(error)
        subscription.disposable = replacement.subscribe(SecondSourceObserver(self))
      } catch {
        forwardStop(.error(error))
      }
    }
  }
}

@usableFromInline
final class CatchProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let handler: (any Swift.Error) throws -> Observable<Element>
  /// Where the closure was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored
  /// What the report calls the handler.
  @usableFromInline let closure: DebugOnly<StaticString>

  @inlinable
  init(
    source: Observable<Element>, handler: @escaping (any Swift.Error) throws -> Observable<Element>,
    site: IsolationSite?, closure: StaticString = "handler"
  ) {
    self.source = source
    self.handler = handler
    self.site = IsolationSite.Stored(site)
    self.closure = DebugOnly(closure)
    super.init(running: CatchProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = CatchSink(
      handler: handler, site: site.value, closure: closure, observer: observer, disposer: disposer)
    return (sink, sink.run(source))
  }
}

// MARK: - catch(sequence:), also behind retry

/// Subscribes to the sequences of `sources` in order, moving to the next one on error, until one completes.
///
/// Moving to the next sequence never recurses: a sequence that fails while it is being subscribed to (or while the
/// previous move is still running, on any thread) only records the move, and the running move loop performs it,
/// as RxSwift's `TailRecursiveSink` does. So `retry()` of a sequence that fails at once does not grow the stack.
final class CatchSequence<Sources: Swift.Sequence, Element>: Producer<Element>, SinkProducer, @unchecked Sendable
where Sources.Element == Observable<Element> {
  private let sources: Sources

  init(sources: Sources) {
    self.sources = sources
    super.init(running: CatchSequence.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = CatchSequenceSink(iterator: sources.makeIterator(), observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}

private final class CatchSequenceSink<Iterator: IteratorProtocol, Output>: Sink<Output>,
  ObserverType
where Iterator.Element == Observable<Output> {
  typealias Element = Output

  private var iterator: Iterator
  private var lastError: (any Swift.Error)?
  private let subscription = SerialDisposable()
  /// The number of requested moves not yet performed; whoever raises it from 0 runs the move loop.
  private let pendingMoves = AtomicInt(0)

  init(iterator: Iterator, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.iterator = iterator
    super.init(observer: observer, disposer: disposer)
  }

  func run() -> any Disposable {
    requestMove()
    return subscription
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error(let error):
      lastError = error
      requestMove()
    case .completed:
      forwardStop(event)
    }
  }

  private func requestMove() {
    guard pendingMoves.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
    repeat {
      moveToNextSource()
    } while pendingMoves.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
  }

  private func moveToNextSource() {
    guard !isDisposed else { return }
    guard let next = iterator.next() else {
      if let lastError {
        forwardStop(.error(lastError))
      } else {
        forwardStop(.completed)
      }
      return
    }
    let nextSubscription = SingleAssignmentDisposable()
    subscription.disposable = nextSubscription
    nextSubscription.setDisposable(next.subscribe(self))
  }
}
