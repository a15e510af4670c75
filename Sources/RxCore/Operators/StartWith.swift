extension ObservableType {
  /// Emits `elements` first, then the elements of the source.
  ///
  /// ```swift
  /// Observable.of(3, 4).startWith(1, 2)  // 1, 2, 3, 4
  /// ```
  /// The prefix is emitted synchronously when subscribing, before the source is subscribed to.
  /// - Parameter elements: The elements to emit first.
  /// - Returns: An observable that starts with `elements`.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWithProducer(source: asObservable(), elements: elements)
  }
}

/// Sends its elements, then subscribes the observer to the source, on the current-thread trampoline; it needs no
/// sink of its own.
@usableFromInline
final class StartWithProducer<Element>: Observable<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let elements: [Element]

  @inlinable
  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
    super.init()
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.enter {
      for element in elements {
        observer.on(.next(element))
      }
      return source.subscribe(erased: observer)
    }
  }
}
