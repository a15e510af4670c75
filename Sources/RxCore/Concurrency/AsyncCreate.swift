extension ObservableConvertibleType {
  /// The function the `work` of `create(detached:priority:work:)` sends elements to.
  public typealias ElementObserver<Value> = (Value) -> Void

  /// Makes an ``Observable`` whose elements come from an `async` closure.
  ///
  /// ```swift
  /// let pages = Observable<Page>.create { observer in
  ///   var next: URL? = firstPage
  ///   while let url = next {
  ///     let page = try await client.page(url)
  ///     observer(page)
  ///     next = page.next
  ///   }
  /// }
  /// ```
  /// Each subscription starts a `Task` running `work`. When `work` returns the observable completes; when it
  /// throws, it fails with the error. Disposing the subscription cancels the task, and elements sent after that
  /// are dropped.
  /// - Parameters:
  ///   - detached: Whether to start a detached task instead of one that inherits the caller's context.
  ///   - priority: The task's priority.
  ///   - work: Produces the elements.
  /// - Returns: The observable.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping (_ observer: ElementObserver<Element>) async throws -> Void
  ) -> Observable<Element> {
    Observable.create { observer in
      let operation: @Sendable () async -> Void = {
        do {
          try await work { element in
            guard !Task.isCancelled else { return }
            observer.onNext(element)
          }
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Makes a ``Single`` from the result of an `async` closure.
  ///
  /// ```swift
  /// let user = Single<User>.create { try await client.user(id) }
  /// ```
  /// Each subscription starts a `Task` running `work`; the single succeeds with what it returns or fails with what
  /// it throws. Disposing the subscription cancels the task.
  /// - Parameters:
  ///   - detached: Whether to start a detached task instead of one that inherits the caller's context.
  ///   - priority: The task's priority.
  ///   - work: Produces the element.
  /// - Returns: The single.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    let source = Observable<Element>.create { observer in
      let operation: @Sendable () async -> Void = {
        do {
          let element = try await work()
          observer.onNext(element)
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
    return PrimitiveSequence(raw: source)
  }
}

extension InfallibleType {
  /// Makes an ``Infallible`` whose elements come from an `async` closure that cannot throw.
  ///
  /// Each subscription starts a `Task` running `work`; the sequence completes when `work` returns. Disposing the
  /// subscription cancels the task, and elements sent after that are dropped.
  /// - Parameters:
  ///   - detached: Whether to start a detached task instead of one that inherits the caller's context.
  ///   - priority: The task's priority.
  ///   - work: Produces the elements.
  /// - Returns: The infallible sequence.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping (_ observer: ElementObserver<Element>) async -> Void
  ) -> Infallible<Element> {
    let source = Observable<Element>.create { observer in
      let operation: @Sendable () async -> Void = {
        await work { element in
          guard !Task.isCancelled else { return }
          observer.onNext(element)
        }
        observer.onCompleted()
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
    return Infallible(source)
  }
}
