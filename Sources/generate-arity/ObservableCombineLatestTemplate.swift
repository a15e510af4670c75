/// `Observable.combineLatest` of 2...8 sources, with and without a result selector, and `makeCombineLatest`, which
/// builds their engine (one tuple of slots per arity, so each element is stored without a type check).
enum ObservableCombineLatestTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Operators/CombineLatest+Arity.generated.swift",
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
    /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
    /// completes when every source has completed and fails as soon as any source fails.
    """

  static func withResultSelector(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Observable.combineLatest(firstName, lastName) { first, last in "\\(first) \\(last)" }
      /// ```
      """
    return """
      /// Combines the latest elements of \(arity.word) sources with `resultSelector` whenever one of them emits.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      /// An error `resultSelector` throws is sent as `.error`.
      /// - Returns: The combined sequence.
      @inlinable
      public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(
      \(arity.list { "_ source\($0): O\($0)" }),
      resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element
      ) -> Observable<Element> {
      makeCombineLatest(\(arity.list { "source\($0)" }), resultSelector: resultSelector)
      }
      """
  }

  static func ofTuples(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Observable.combineLatest(isValid, isBusy)  // Observable<(Bool, Bool)>
      /// ```
      """
    return """
      /// Emits a tuple of the latest elements of \(arity.word) sources whenever one of them emits.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      /// - Returns: The combined sequence.
      @inlinable
      public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(
      \(arity.list { "_ source\($0): O\($0)" })
      ) -> Observable<(\(arity.list { "O\($0).Element" }))> {
      makeCombineLatest(\(arity.list { "source\($0)" })) { (\(arity.list { "$\($0 - 1)" })) }
      }
      """
  }

  static func engine(_ arity: Arity) -> String {
    """
    @inlinable
    func makeCombineLatest<\(arity.list { "O\($0): ObservableType" }), Result>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Result
    ) -> Observable<Result> {
    \(observableDeclarations(arity))
    return CombiningProducer<CombineLatestRule\(arity.count)<\(arity.list { "O\($0).Element" }), Result>>(
    mode: .latest,
    completesEarly: true,
    slots: (\(arity.list { _ in "nil" })),
    sourceCount: \(arity.count),
    \(subscribeSources(arity) { index in "replaceLatest(&slots.\(index), with: element)" })
    rule: CombineLatestRule\(arity.count)(resultSelector: resultSelector))
    }
    """
  }

  /// The `CombiningRule` of one arity: specialized for it, the sink takes the snapshot and calls the result selector
  /// directly.
  static func rule(_ arity: Arity) -> String {
    """
    /// The `CombiningRule` of `combineLatest` with \(arity.word) sources: the latest element of each source,
    /// passed to the result selector.
    @usableFromInline
    struct CombineLatestRule\(arity.count)<\(arity.list { "Element\($0)" }), Result>: CombiningRule {
    @usableFromInline let resultSelector: (\(arity.list { "Element\($0)" })) throws -> Result

    @inlinable
    init(resultSelector: @escaping (\(arity.list { "Element\($0)" })) throws -> Result) {
    self.resultSelector = resultSelector
    }

    @inlinable @inline(__always)
    static func take(
    _ slots: inout (\(arity.list { "Element\($0)?" }))
    ) -> (\(arity.list { "Element\($0)" }))? {
    \(guardStatement(arity.items { "let element\($0) = slots.\($0 - 1)" }))
    return (\(arity.list { "element\($0)" }))
    }

    @inlinable @inline(__always)
    static func takeFilled(
    _ slots: inout (\(arity.list { "Element\($0)?" }))
    ) -> (\(arity.list { "Element\($0)" })) {
    (\(arity.list { "slots.\($0 - 1).unsafelyUnwrapped" }))
    }

    @inlinable @inline(__always)
    func combine(_ snapshot: (\(arity.list { "Element\($0)" }))) throws -> Result {
    try resultSelector(\(arity.list { "snapshot.\($0 - 1)" }))
    }
    }
    """
  }
}
