extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// Waits for the single's element.
  ///
  /// ```swift
  /// let user = try await fetchUser().value
  /// ```
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`. In a task that is
  /// already cancelled it still subscribes, as RxSwift does: `Single.just(1).value` returns 1, a single that does
  /// not answer at once throws `CancellationError`. The element must be `Sendable`, as it crosses from the
  /// thread that sends it to the waiting task (RxSwift does not check this).
  /// - Throws: The single's error, or `CancellationError`.
  public var value: Element {
    get async throws {
      let source = primitiveSequence.asObservable()
      return try await ContinuationBridge<Element>().value { bridge in
        source.subscribe { event in
          switch event {
          case .next(let element): bridge.resume(with: .success(element))
          case .error(let error): bridge.resume(with: .failure(error))
          case .completed: bridge.resume(with: .failure(RxError.noElements))
          }
        }
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
  /// Waits for the maybe's element, or `nil` when it completes empty.
  ///
  /// ```swift
  /// let cached: User? = try await cache.user(id).value
  /// ```
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`. In a task that is
  /// already cancelled it still subscribes: `Maybe.empty().value` returns `nil`, a maybe that does not answer at
  /// once throws `CancellationError`.
  /// - Throws: The maybe's error, or `CancellationError`.
  public var value: Element? {
    get async throws {
      let source = primitiveSequence.asObservable()
      return try await ContinuationBridge<Element?>().value { bridge in
        source.subscribe { event in
          switch event {
          case .next(let element): bridge.resume(with: .success(element))
          case .error(let error): bridge.resume(with: .failure(error))
          case .completed: bridge.resume(with: .success(nil))
          }
        }
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Waits for the completable to complete.
  ///
  /// ```swift
  /// try await store.save(user).value
  /// ```
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`. In a task that is
  /// already cancelled it still subscribes: `Completable.empty().value` returns, a completable that does not
  /// answer at once throws `CancellationError`.
  /// - Throws: The completable's error, or `CancellationError`.
  public var value: Void {
    get async throws {
      let source = primitiveSequence.asObservable()
      return try await ContinuationBridge<Void>().value { bridge in
        source.subscribe { event in
          switch event {
          case .error(let error): bridge.resume(with: .failure(error))
          case .completed: bridge.resume(with: .success(()))
          }
        }
      }
    }
  }
}
