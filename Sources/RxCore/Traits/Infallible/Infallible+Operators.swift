// The operators RxSwift defines on `Infallible`: each applies the `Observable` operator and keeps the trait.
// The time operators are in Infallible+Time.swift, `debug` in Infallible+Debug.swift.

extension InfallibleType {
  /// Keeps the elements that satisfy `predicate`.
  /// - Parameters:
  ///   - predicate: Decides whether to keep an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The filtered sequence.
  public func filter(
    _ predicate: @escaping (Element) -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate, isolation: isolation, file: file, line: line))
  }

  /// Transforms each element.
  /// - Parameters:
  ///   - transform: The function applied to each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The transformed sequence.
  public func map<Result>(
    _ transform: @escaping (Element) -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Result> {
    Infallible(asObservable().map(transform, isolation: isolation, file: file, line: line))
  }

  /// Transforms each element, dropping `nil` results.
  /// - Parameters:
  ///   - transform: The function applied to each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The transformed sequence.
  public func compactMap<Result>(
    _ transform: @escaping (Element) -> Result?,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Result> {
    Infallible(asObservable().compactMap(transform, isolation: isolation, file: file, line: line))
  }

  /// Maps each element to a sequence and merges their elements.
  /// - Parameters:
  ///   - selector: Makes a sequence from an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The merged sequence.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// Maps each element to a sequence and emits the elements of the latest one only.
  /// - Parameters:
  ///   - selector: Makes a sequence from an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The switched sequence.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapLatest(selector, isolation: isolation, file: file, line: line))
  }

  /// Maps each element to a sequence, ignoring elements that arrive while the previous sequence is running.
  /// - Parameters:
  ///   - selector: Makes a sequence from an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The merged sequence.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapFirst(selector, isolation: isolation, file: file, line: line))
  }

  /// Maps each element to a sequence and emits their elements one sequence after another.
  /// - Parameters:
  ///   - selector: Makes a sequence from an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The concatenated sequence.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().concatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// Continues with `second` after this sequence completes.
  /// - Parameter second: The sequence to continue with.
  /// - Returns: The concatenated sequence.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(Observable.concat([asObservable(), second.asObservable()]))
  }

  /// Accumulates the elements into a mutable seed, emitting each intermediate result.
  /// - Parameters:
  ///   - seed: The initial value.
  ///   - accumulator: Updates the value with an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence of intermediate results.
  public func scan<Seed>(
    into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Seed> {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator, isolation: isolation, file: file, line: line))
  }

  /// Accumulates the elements, emitting each intermediate result.
  /// - Parameters:
  ///   - seed: The initial value.
  ///   - accumulator: Combines the value so far with an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence of intermediate results.
  public func scan<Seed>(
    _ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Seed> {
    Infallible(asObservable().scan(seed, accumulator: accumulator, isolation: isolation, file: file, line: line))
  }

  /// Emits `element` first.
  /// - Parameter element: The element to prepend.
  /// - Returns: The sequence, starting with `element`.
  public func startWith(_ element: Element) -> Infallible<Element> {
    Infallible(asObservable().startWith(element))
  }

  /// Emits the first `count` elements, then completes.
  /// - Parameter count: How many elements to take.
  /// - Returns: The shortened sequence.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(count))
  }

  /// Emits elements until `other` emits an element or completes.
  /// - Parameter other: The sequence that ends this one.
  /// - Returns: The shortened sequence.
  public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Emits elements until `other` emits an element or completes.
  /// - Parameter other: The sequence that ends this one.
  /// - Returns: The shortened sequence.
  public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// Emits elements until one satisfies `predicate`.
  /// - Parameters:
  ///   - predicate: The condition that ends the sequence.
  ///   - behavior: Whether the element that satisfies `predicate` is emitted too (`.exclusive` by default).
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The shortened sequence.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().take(until: predicate, behavior: behavior, isolation: isolation, file: file, line: line))
  }

  /// Emits elements while they satisfy `predicate`.
  /// - Parameters:
  ///   - predicate: The condition to keep going.
  ///   - behavior: Whether the first element that fails `predicate` is emitted too (`.exclusive` by default).
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The shortened sequence.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior, isolation: isolation, file: file, line: line))
  }

  /// Skips the first `count` elements.
  /// - Parameter count: How many elements to skip.
  /// - Returns: The rest of the sequence.
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(count))
  }

  /// Skips elements while they satisfy `predicate`.
  /// - Parameters:
  ///   - predicate: The condition to keep skipping.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The rest of the sequence.
  public func skip(
    while predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate, isolation: isolation, file: file, line: line))
  }

  /// Skips the elements until `other` emits an element, then emits the rest.
  ///
  /// ```swift
  /// positions.skip(until: dragStarted).subscribe(onNext: { move($0) })
  /// ```
  /// This is `Observable.skip(until:)`: an error of `other` would end the sequence, which an ``Infallible``
  /// subscriber reports through `Hooks.issueHandler` and drops (RxSwift takes any ``ObservableType`` here too).
  /// - Parameter other: The sequence whose first element starts the result.
  /// - Returns: The elements from the moment `other` emits.
  public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }

  /// Shares one subscription to the sequence among all subscribers, replaying the latest `replay` elements.
  /// - Parameters:
  ///   - replay: How many elements new subscribers receive at once.
  ///   - scope: Whether the replay buffer survives the last unsubscription.
  /// - Returns: The shared sequence.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }

  /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
  /// - Parameters:
  ///   - obj: The object, held weakly.
  ///   - resultSelector: Combines the object and an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The combined sequence.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Out> {
    Infallible(
      asObservable().withUnretained(obj, resultSelector: resultSelector, isolation: isolation, file: file, line: line))
  }

  /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
  /// - Parameter obj: The object, held weakly.
  /// - Returns: The sequence of pairs.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
    Infallible(asObservable().withUnretained(obj))
  }

  /// Combines each element with the latest element of `second`.
  /// - Parameters:
  ///   - second: The other sequence.
  ///   - resultSelector: Combines an element with the latest element of `second`.
  /// - Returns: The combined sequence.
  public func withLatestFrom<Source: InfallibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) -> ResultType
  ) -> Infallible<ResultType> {
    Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// Replaces each element with the latest element of `second`.
  /// - Parameter second: The other sequence.
  /// - Returns: The sequence of `second`'s latest elements.
  public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
    Infallible(asObservable().withLatestFrom(second.asObservable()))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops elements equal to the one just before them.
  ///
  /// RxSwift requires `Comparable` here; RxCore needs only `Equatable`, so every RxSwift call still compiles.
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// Drops elements whose key equals the previous element's key.
  /// - Parameters:
  ///   - keySelector: Computes the key compared.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, isolation: isolation, file: file, line: line))
  }

  /// Drops elements that `comparer` finds equal to the previous one.
  /// - Parameters:
  ///   - comparer: Returns whether two elements are equal.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged(
    _ comparer: @escaping (Element, Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(comparer, isolation: isolation, file: file, line: line))
  }

  /// Drops elements whose key `comparer` finds equal to the previous element's key.
  /// - Parameters:
  ///   - keySelector: Computes the key compared.
  ///   - comparer: Returns whether two keys are equal.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      asObservable().distinctUntilChanged(keySelector, comparer: comparer, isolation: isolation, file: file, line: line)
    )
  }

  /// Drops elements whose value at `keyPath` equals the previous element's.
  /// - Parameter keyPath: The property compared.
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(at: keyPath))
  }
}

extension Infallible {
  /// Runs side effects for the sequence's events and subscription lifetime.
  /// - Parameters:
  ///   - onNext: Called with each element before it is sent on.
  ///   - afterNext: Called with each element after it was sent on.
  ///   - onCompleted: Called before completion is sent on.
  ///   - afterCompleted: Called after completion was sent on.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called after the subscription to the source has ended, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The same sequence with the side effects attached.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, isolation: isolation, file: file,
        line: line))
  }
}

extension InfallibleType {
  /// Runs the sequences one after another.
  /// - Parameter sequence: The sequences.
  /// - Returns: The concatenated sequence.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
  where Sequence.Element == Infallible<Element> {
    Infallible(Observable.concat(sequence.map { $0.asObservable() }))
  }

  /// Runs the sequences one after another.
  /// - Parameter collection: The sequences.
  /// - Returns: The concatenated sequence.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Runs the sequences one after another.
  /// - Parameter sources: The sequences.
  /// - Returns: The concatenated sequence.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the sequences, subscribing to all of them at once.
  ///
  /// RxSwift's collection form concatenates instead (a known slip); RxCore merges, as the name says.
  /// - Parameter sources: The sequences.
  /// - Returns: The merged sequence.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the sequences, subscribing to all of them at once.
  /// - Parameter sources: The sequences.
  /// - Returns: The merged sequence.
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the sequences, subscribing to all of them at once.
  /// - Parameter sources: The sequences.
  /// - Returns: The merged sequence.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }
}
