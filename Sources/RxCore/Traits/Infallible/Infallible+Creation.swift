extension InfallibleType {
  /// An infallible sequence of one element.
  /// - Returns: The sequence.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// An infallible sequence of one element, sent on `scheduler`.
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where to send it.
  /// - Returns: The sequence.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(Observable.just(element, scheduler: scheduler))
  }

  /// An infallible sequence that never sends anything.
  /// - Returns: The sequence.
  public static func never() -> Infallible<Element> {
    Infallible(Observable.never())
  }

  /// An infallible sequence that completes at once.
  /// - Returns: The sequence.
  public static func empty() -> Infallible<Element> {
    Infallible(Observable.empty())
  }

  /// Calls `observableFactory` for every subscriber and subscribes to the sequence it returns.
  ///
  /// An error thrown by `observableFactory` would make the sequence fail; RxSwift has the same signature.
  /// In debug builds, a factory formed in main-actor code that a subscription is about to run off the main thread
  /// (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - observableFactory: Makes the sequence.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The deferred sequence.
  public static func deferred(
    _ observableFactory: @escaping () throws -> Infallible<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      Observable.deferred(
        { try observableFactory().asObservable() },
        site: IsolationSite(
          isolation, call: "Infallible.deferred", file: file, line: line, advice: .subscribeOnMain)))
  }
}

extension Infallible {
  /// An infallible sequence of the given elements.
  /// - Parameters:
  ///   - elements: The elements.
  ///   - scheduler: Where to send them (the current-thread trampoline by default).
  /// - Returns: The sequence.
  public static func of(
    _ elements: Element..., scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(elements, scheduler: scheduler))
  }

  /// An infallible sequence of the elements of an array.
  /// - Parameters:
  ///   - array: The elements.
  ///   - scheduler: Where to send them (the current-thread trampoline by default).
  /// - Returns: The sequence.
  public static func from(
    _ array: [Element], scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(array, scheduler: scheduler))
  }

  /// An infallible sequence of the elements of a sequence.
  /// - Parameters:
  ///   - sequence: The elements.
  ///   - scheduler: Where to send them (the current-thread trampoline by default).
  /// - Returns: The sequence.
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Sequence.Element == Element {
    Infallible(Observable.from(sequence, scheduler: scheduler))
  }
}
