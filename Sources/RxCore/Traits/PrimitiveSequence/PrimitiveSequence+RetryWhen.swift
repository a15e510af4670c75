// `retry(when:)` on the traits: subscribe again after a failure whenever a trigger sequence says so.

extension PrimitiveSequence {
  /// Subscribes again after an error of type `Error`, each time the sequence made by `notificationHandler` emits.
  ///
  /// ```swift
  /// fetchUser().retry { (errors: Observable<URLError>) in
  ///   errors.enumerated().flatMap { attempt, error -> Observable<Int> in
  ///     attempt < 3 ? .timer(.seconds(1), scheduler: MainScheduler.instance) : .error(error)
  ///   }
  /// }
  /// ```
  /// This is `Observable.retry(when:)`: an element of the trigger sequence resubscribes, its completion completes
  /// the result and its error fails it. An error that is not an `Error` is forwarded at once. A ``Single`` that
  /// completes this way completes without an element, which a ``Single`` subscriber receives as
  /// `RxError.noElements`, reported through `Hooks.issueHandler` (RxSwift stops the program). In debug builds, a
  /// `notificationHandler` formed in main-actor code that a subscription is about to run off the main thread
  /// (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - notificationHandler: Turns the errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, retried.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler, isolation: isolation, file: file, line: line))
  }

  /// Subscribes again after any error, each time the sequence made by `notificationHandler` emits.
  ///
  /// ```swift
  /// fetchUser().retry { errors in errors.delay(.seconds(1), scheduler: MainScheduler.instance) }
  /// ```
  /// An element of the trigger sequence resubscribes, its completion completes the result and its error fails it.
  /// In debug builds, a `notificationHandler` formed in main-actor code that a subscription is about to run off the
  /// main thread (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - notificationHandler: Turns the errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, retried.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler, isolation: isolation, file: file, line: line))
  }

  /// RxSwift 5's name for `retry(when:)`; RxSwift 6 deprecates it. Prefer `retry(when:)`.
  /// - Parameters:
  ///   - notificationHandler: Turns the errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, retried.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler, isolation: isolation, file: file, line: line)
  }

  /// RxSwift 5's name for `retry(when:)`; RxSwift 6 deprecates it. Prefer `retry(when:)`.
  /// - Parameters:
  ///   - notificationHandler: Turns the errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, retried.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler, isolation: isolation, file: file, line: line)
  }
}
