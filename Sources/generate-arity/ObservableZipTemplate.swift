/// `Observable.zip` of 2...8 sources, with and without a result selector, and `makeZip`, which builds their engine
/// (one tuple of queues per arity, so each element is stored without a type check).
enum ObservableZipTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Operators/Zip+Arity.generated.swift",
    body: """
      extension ObservableType {
      \(Arity.all.map(withResultSelector).joined(separator: "\n\n"))
      }

      extension ObservableType where Element == Any {
      \(Arity.all.map(ofTuples).joined(separator: "\n\n"))
      }

      \(Arity.all.map(engine).joined(separator: "\n\n"))

      \(Arity.all.map(rule).joined(separator: "\n\n"))
      """)

  static let semantics = """
    /// The first elements of all sources are combined together, then the second elements, and so on; elements
    /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
    /// completes when every source has completed and fails as soon as any source fails.
    """

  static func withResultSelector(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Observable.zip(requests, responses) { request, response in (request.id, response.status) }
      /// ```
      """
    return """
      /// Combines the elements of \(arity.word) sources with `resultSelector`, pairing them by index.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      /// An error `resultSelector` throws is sent as `.error`.
      /// - Returns: The zipped sequence.
      @inlinable
      public static func zip<\(arity.list { "O\($0): ObservableType" })>(
      \(arity.list { "_ source\($0): O\($0)" }),
      resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element
      ) -> Observable<Element> {
      makeZip(\(arity.list { "source\($0)" }), resultSelector: resultSelector)
      }
      """
  }

  static func ofTuples(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Observable.zip(Observable.of(1, 2), Observable.of("a", "b"))  // (1, "a"), (2, "b")
      /// ```
      """
    return """
      /// Emits tuples of the elements of \(arity.word) sources, paired by index.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      /// - Returns: The zipped sequence.
      @inlinable
      public static func zip<\(arity.list { "O\($0): ObservableType" })>(
      \(arity.list { "_ source\($0): O\($0)" })
      ) -> Observable<(\(arity.list { "O\($0).Element" }))> {
      makeZip(\(arity.list { "source\($0)" })) { (\(arity.list { "$\($0 - 1)" })) }
      }
      """
  }

  static func engine(_ arity: Arity) -> String {
    """
    @inlinable
    func makeZip<\(arity.list { "O\($0): ObservableType" }), Result>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Result
    ) -> Observable<Result> {
    \(observableDeclarations(arity))
    return CombiningProducer<ZipRule\(arity.count)<\(arity.list { "O\($0).Element" }), Result>>(
    mode: .zip,
    completesEarly: false,
    slots: (\(arity.list { _ in "ZipQueue()" })),
    sourceCount: \(arity.count),
    \(subscribeSources(arity) { index in "enqueue(element, into: &slots.\(index))" })
    rule: ZipRule\(arity.count)(resultSelector: resultSelector))
    }
    """
  }

  /// The `CombiningRule` of one arity: specialized for it, the sink takes the snapshot and calls the result selector
  /// directly.
  static func rule(_ arity: Arity) -> String {
    """
    /// The `CombiningRule` of `zip` with \(arity.word) sources: the oldest element each source has waiting,
    /// passed to the result selector.
    @usableFromInline
    struct ZipRule\(arity.count)<\(arity.list { "Element\($0)" }), Result>: CombiningRule {
    @usableFromInline let resultSelector: (\(arity.list { "Element\($0)" })) throws -> Result

    @inlinable
    init(resultSelector: @escaping (\(arity.list { "Element\($0)" })) throws -> Result) {
    self.resultSelector = resultSelector
    }

    @inlinable @inline(__always)
    static func take(
    _ slots: inout (\(arity.list { "ZipQueue<Element\($0)>" }))
    ) -> (\(arity.list { "Element\($0)" }))? {
    \(guardStatement(arity.items { "let element\($0) = slots.\($0 - 1).removeFirst()" }))
    return (\(arity.list { "element\($0)" }))
    }

    @inlinable @inline(__always)
    func combine(_ snapshot: (\(arity.list { "Element\($0)" }))) throws -> Result {
    try resultSelector(\(arity.list { "snapshot.\($0 - 1)" }))
    }
    }
    """
  }
}
