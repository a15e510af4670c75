extension ObservableType where Element: Equatable {
  /// Drops elements equal (`==`) to the element emitted just before them.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  /// - Returns: An observable without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    DistinctUntilChangedEquatableProducer(source: asObservable())
  }
}

extension ObservableType {
  /// Drops elements whose key equals the key of the element emitted just before them.
  ///
  /// ```swift
  /// Observable.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }  // "a", "b"
  /// ```
  /// An error thrown by `keySelector` is sent as `.error` and ends the subscription. In debug builds, a `keySelector`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - keySelector: Computes the key compared for each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable without consecutive elements with equal keys.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    DistinctUntilChanged(
      source: asObservable(), selector: keySelector, comparer: { $0 == $1 },
      site: IsolationSite(isolation, call: "distinctUntilChanged(_:)", file: file, line: line), closure: "keySelector")
  }

  /// Drops elements that `comparer` finds equal to the element emitted just before them.
  ///
  /// An error thrown by `comparer` is sent as `.error` and ends the subscription. In debug builds, a `comparer` formed
  /// in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once per
  /// subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - comparer: Returns whether two elements are equal.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable without consecutive equal elements.
  public func distinctUntilChanged(
    _ comparer: @escaping (Element, Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    DistinctUntilChanged(
      source: asObservable(), selector: { $0 }, comparer: comparer,
      site: IsolationSite(isolation, call: "distinctUntilChanged(_:)", file: file, line: line), closure: "comparer")
  }

  /// Drops elements whose key `comparer` finds equal to the key of the element emitted just before them.
  ///
  /// An error thrown by `keySelector` or `comparer` is sent as `.error` and ends the subscription. In debug builds,
  /// closures formed in main-actor code that are about to run off the main thread are reported through
  /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - keySelector: Computes the key compared for each element.
  ///   - comparer: Returns whether two keys are equal.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable without consecutive elements with equal keys.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    DistinctUntilChanged(
      source: asObservable(), selector: keySelector, comparer: comparer,
      site: IsolationSite(isolation, call: "distinctUntilChanged(_:comparer:)", file: file, line: line),
      closure: "keySelector")
  }

  /// Drops elements whose value at `keyPath` equals that of the element emitted just before them.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  /// - Parameter keyPath: The property compared.
  /// - Returns: An observable without consecutive elements with equal values at `keyPath`.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }
}

@usableFromInline
final class DistinctUntilChangedEquatableSink<Element: Equatable>: Sink<Element>,
  ObserverType
{
  @usableFromInline @exclusivity(unchecked) var last: Element?

  @inlinable
  override init(observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.last = nil
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if let last, last == element { return }
      last = element
      forwardOn(event)
    case .error, .completed:
      forwardStop(event)
    }
  }
}

@usableFromInline
final class DistinctUntilChangedEquatableProducer<Element: Equatable>: Producer<Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<Element>

  @inlinable
  init(source: Observable<Element>) {
    self.source = source
    super.init(running: DistinctUntilChangedEquatableProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DistinctUntilChangedEquatableSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

private final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, ObserverType {
  private let selector: (Element) throws -> Key
  private let comparer: (Key, Key) throws -> Bool
  private var currentKey: Key?
  private let closureCheck: ClosureCheck
  /// The user's closure that the report names (the other may be RxCore's).
  private let checkedClosure: DebugOnly<StaticString>

  init(
    selector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, site: IsolationSite?,
    closure: DebugOnly<StaticString>, observer: AnyObserver<Element>, disposer: SinkDisposer?
  ) {
    self.selector = selector
    self.comparer = comparer
    self.closureCheck = ClosureCheck(site)
    self.checkedClosure = closure
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      closureCheck.verify(checkedClosure.value)
      do {
        let key = try selector(element)
        if let currentKey, try comparer(currentKey, key) { return }
        currentKey = key
        forwardOn(event)
      } catch {
        forwardStop(.error(error))
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class DistinctUntilChanged<Element, Key>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let selector: (Element) throws -> Key
  private let comparer: (Key, Key) throws -> Bool
  /// Where the user's closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored
  /// What the report calls the user's closure.
  private let closure: DebugOnly<StaticString>

  init(
    source: Observable<Element>, selector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool, site: IsolationSite?, closure: StaticString
  ) {
    self.source = source
    self.selector = selector
    self.comparer = comparer
    self.site = IsolationSite.Stored(site)
    self.closure = DebugOnly(closure)
    super.init(running: DistinctUntilChanged.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DistinctUntilChangedSink(
      selector: selector, comparer: comparer, site: site.value, closure: closure, observer: observer,
      disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
