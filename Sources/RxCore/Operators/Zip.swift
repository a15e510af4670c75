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
    makeCollectionCombining(
      collection, mode: .zip, slot: ZipQueue.self,
      site: IsolationSite(isolation, call: "Observable.zip", file: file, line: line),
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
    makeCollectionCombining(collection, mode: .zip, slot: ZipQueue.self, site: nil) { $0 }
  }
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
