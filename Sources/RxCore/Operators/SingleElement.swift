extension ObservableType {
  /// Emits the source's only element and completes; fails when there is none or more than one.
  ///
  /// ```swift
  /// Observable.of(7).single()     // 7, completed
  /// Observable.of(7, 8).single()  // 7, error(RxError.moreThanOneElement)
  /// Observable<Int>.empty().single()  // error(RxError.noElements)
  /// ```
  /// The element is emitted as soon as it arrives; a second element fails the result with
  /// `RxError.moreThanOneElement`, and a completion without an element with `RxError.noElements`.
  /// - Returns: The source's one element.
  public func single() -> Observable<Element> {
    SingleElement(source: asObservable(), predicate: nil, site: nil)
  }

  /// Emits the source's only element that satisfies `predicate` and completes; fails when no element or more
  /// than one does.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).single { $0 > 2 }  // 3, completed
  /// Observable.of(1, 2, 3).single { $0 > 1 }  // 2, error(RxError.moreThanOneElement)
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription. In debug builds, a `predicate`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - predicate: Selects the element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The source's one matching element.
  public func single(
    _ predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    SingleElement(
      source: asObservable(), predicate: predicate,
      site: IsolationSite(isolation, call: "single(_:)", file: file, line: line))
  }
}

private final class SingleElementSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: ((Element) throws -> Bool)?
  private var hasElement = false
  private let closureCheck: ClosureCheck

  init(
    predicate: ((Element) throws -> Bool)?, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.predicate = predicate
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard !isDisposed else { return }
      if let predicate {
        closureCheck.verify("predicate")
        do {
          guard try predicate(element) else { return }
        } catch {
          forwardStop(.error(error))
          return
        }
      }
      if hasElement {
        forwardStop(.error(RxError.moreThanOneElement))
      } else {
        hasElement = true
        forwardOn(event)
      }
    case .error:
      forwardStop(event)
    case .completed:
      forwardStop(hasElement ? .completed : .error(RxError.noElements))
    }
  }
}

private final class SingleElement<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: ((Element) throws -> Bool)?
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?, site: IsolationSite?) {
    self.source = source
    self.predicate = predicate
    self.site = IsolationSite.Stored(site)
    super.init(running: SingleElement.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SingleElementSink(predicate: predicate, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
