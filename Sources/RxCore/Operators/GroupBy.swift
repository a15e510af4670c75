extension ObservableType {
  /// Splits the elements into groups by key: emits a ``GroupedObservable`` the first time a key is seen, then sends
  /// every element with that key into its group.
  ///
  /// ```swift
  /// events.groupBy { $0.userId }
  ///   .flatMap { user in user.debounce(.seconds(1), scheduler: scheduler) }  // per user
  /// ```
  /// A new group is emitted before its first element, so subscribing to it at once sees every element. Groups
  /// are hot: an element sent while nobody subscribes to its group is lost. The source's completion or error
  /// goes to every group and then to the result; an error thrown by `keySelector` is sent the same way and ends
  /// everything. The source subscription lasts while the result or any group is subscribed to: disposing the
  /// result stops new groups, but the groups already subscribed to keep receiving their elements.
  /// In debug builds, a `keySelector` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - keySelector: Gives each element's key.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The groups, in the order their keys first appear.
  public func groupBy<Key: Hashable>(
    keySelector: @escaping (Element) throws -> Key,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<GroupedObservable<Key, Element>> {
    GroupBy(
      source: asObservable(), keySelector: keySelector,
      site: IsolationSite(isolation, call: "groupBy(keySelector:)", file: file, line: line))
  }
}

/// Keeps one subject per key. The source's events are serialized, so the table needs no lock.
private final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, ObserverType {
  typealias Output = GroupedObservable<Key, Element>

  private let keySelector: (Element) throws -> Key
  private let sourceSubscription = SingleAssignmentDisposable()
  private let lifetime: RefCountDisposable
  private var groups: [Key: PublishSubject<Element>] = [:]
  private var isStopped = false
  private let closureCheck: ClosureCheck

  init(
    keySelector: @escaping (Element) throws -> Key, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.keySelector = keySelector
    self.closureCheck = ClosureCheck(site)
    self.lifetime = RefCountDisposable(disposable: sourceSubscription)
    super.init(observer: observer, disposer: disposer)
  }

  func run(source: Observable<Element>) -> any Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    return lifetime
  }

  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let key: Key
      closureCheck.verify("keySelector")
      do {
        key = try keySelector(element)
      } catch {
        stop(with: error)
        return
      }
      if let group = groups[key] {
        group.on(.next(element))
      } else {
        let group = PublishSubject<Element>()
        groups[key] = group
        forwardOn(.next(GroupedObservable(key: key, source: groupObservable(group))))
        group.on(.next(element))
      }
    case .error(let error):
      stop(with: error)
    case .completed:
      stop(with: nil)
    }
  }

  /// Ends every group, then the result, with `error` (completion when `nil`), then the source subscription.
  private func stop(with error: (any Swift.Error)?) {
    isStopped = true
    let ending = groups.values
    groups = [:]
    for group in ending {
      group.on(error.map { .error($0) } ?? .completed)
    }
    forwardOn(error.map { .error($0) } ?? .completed)
    sourceSubscription.dispose()
    dispose()
  }

  /// A group as its subscribers see it: subscribing keeps the source subscription alive.
  private func groupObservable(_ group: PublishSubject<Element>) -> Observable<Element> {
    let lifetime = self.lifetime
    return Observable.create { observer in
      let release = lifetime.retain()
      return Disposables.create(group.subscribe(observer), release)
    }
  }
}

private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>>, SinkProducer,
  @unchecked Sendable
{
  private let source: Observable<Element>
  private let keySelector: (Element) throws -> Key
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, site: IsolationSite?) {
    self.source = source
    self.keySelector = keySelector
    self.site = IsolationSite.Stored(site)
    super.init(running: GroupBy.self)
  }

  func run(_ observer: AnyObserver<GroupedObservable<Key, Element>>, disposer: SinkDisposer?) -> Parts {
    let sink = GroupBySink(keySelector: keySelector, site: site.value, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}
