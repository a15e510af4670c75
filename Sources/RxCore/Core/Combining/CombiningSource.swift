/// One source of a combining operator and the function that subscribes the sink to it, storing its elements
/// into the shared slots. Made where the operator's types are concrete, so the observer it subscribes is
/// specialized code.
@usableFromInline
struct CombiningSource<Slots, Snapshot, Result> {
  @usableFromInline let connect: (CombiningSink<Slots, Snapshot, Result>, Int) -> any Disposable

  /// - Parameters:
  ///   - source: The source.
  ///   - store: Writes an element into the slots and returns the element it replaced, if any.
  @inlinable
  init<Source: ObservableConvertibleType>(
    _ source: Source, store: @escaping (inout Slots, Source.Element) -> Source.Element?
  ) {
    let observable = source.asObservable()
    connect = { sink, index in
      observable.subscribe(CombiningInput(sink: sink, index: index, store: store))
    }
  }

  /// Subscribes `sink` to the source, as source number `index`.
  @inlinable
  func subscribe(_ sink: CombiningSink<Slots, Snapshot, Result>, index: Int) -> any Disposable {
    connect(sink, index)
  }
}
