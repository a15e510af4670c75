// `zip` of a collection of sources, and the queue every `zip` keeps per source. The forms of 2...8 sources are
// generated into Zip+Arity.generated.swift; all of them run on the shared `CombiningProducer` engine.

extension ObservableType {
  /// Combines the elements of the sources in `collection` with `resultSelector`, pairing them by index.
  ///
  /// ```swift
  /// Observable.zip(downloads) { parts in parts.joined() }
  /// ```
  /// The sources are subscribed in order. The result completes when every source has completed (or when a source
  /// emits while every other source has completed and some source has nothing to pair) and fails as soon as any
  /// source fails. An empty collection completes at once.
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of each source, in the collection's order; an error it throws is
  ///     sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> where Collection.Element: ObservableType {
    makeZipCollection(
      collection, site: IsolationSite(isolation, call: "Observable.zip", file: file, line: line),
      combine: resultSelector)
  }

  /// Emits arrays of the elements of the sources in `collection`, paired by index.
  ///
  /// The sources are subscribed in order. The result completes when every source has completed (or when a source
  /// emits while every other source has completed and some source has nothing to pair) and fails as soon as any
  /// source fails. An empty collection completes at once.
  /// - Parameter collection: The sources.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    makeZipCollection(collection, site: nil) { $0 }
  }
}

@inlinable
func makeZipCollection<Collection: Swift.Collection, Result>(
  _ collection: Collection, site: IsolationSite?,
  combine: @escaping ([Collection.Element.Element]) throws -> Result
) -> Observable<Result> where Collection.Element: ObservableType {
  let sources = collection.map { $0.asObservable() }
  return CombiningProducer<ZipCollectionRule<Collection.Element.Element, Result>>(
    mode: .zip,
    completesEarly: true,
    slots: Array(repeating: ZipQueue(), count: sources.count),
    sourceCount: sources.count,
    sources: sources,
    rule: ZipCollectionRule(resultSelector: combine), site: site,
    endsAStoppedSourceFirst: false)
}

/// The `CombiningRule` of `zip` of a collection: the oldest element each source has waiting, as an array.
@usableFromInline
struct ZipCollectionRule<Value, Result>: CombiningRule {
  @usableFromInline let resultSelector: ([Value]) throws -> Result

  @inlinable
  static func subscribe(_ sources: [Observable<Value>], to sink: CombiningSink<Self>) {
    for (index, source) in sources.enumerated() {
      let subscription = source.subscribe(
        fromSink: AnyObserver { event in
          sink.receive(event, at: index) { slots, element, index in enqueue(element, into: &slots[index]) }
        })
      sink.keep(subscription, at: index)
    }
  }

  @inlinable
  init(resultSelector: @escaping ([Value]) throws -> Result) {
    self.resultSelector = resultSelector
  }

  @inlinable
  static func take(_ slots: inout [ZipQueue<Value>]) -> [Value]? {
    var values: [Value] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices {
      guard let value = slots[index].removeFirst() else { return nil }
      values.append(value)
    }
    return values
  }

  @inlinable
  func combine(_ snapshot: [Value]) throws -> Result {
    try resultSelector(snapshot)
  }
}

/// Adds `element` to `queue`; the `store` function of a `zip` source (it never replaces an element).
@inlinable
func enqueue<Element>(_ element: Element, into queue: inout ZipQueue<Element>) -> Element? {
  queue.append(element)
  return nil
}

/// The elements of one `zip` source that wait for the elements of the other sources, oldest first.
///
/// A removed element leaves the storage at once (its slot becomes `nil`), so the storage never holds the last
/// reference to an element that was already handed out.
@usableFromInline
struct ZipQueue<Element> {
  @usableFromInline var storage: [Element?]
  @usableFromInline var head: Int

  @inlinable
  init() {
    storage = []
    head = 0
  }

  /// Adds an element at the end.
  @inlinable
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the oldest element, or returns `nil` when there is none.
  @inlinable
  mutating func removeFirst() -> Element? {
    guard head < storage.count else { return nil }
    var element: Element?
    swap(&element, &storage[head])
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 16, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }
}
