/// `SharedSequence` (`Driver`, `Signal`) `combineLatest` and `zip` of 2...8 sequences, with and without a result
/// selector, with RxCocoa's signatures; each wraps the `Observable` operator and shares the result like its sources.
enum SharedSequenceArityTemplate {
  /// What differs between the `combineLatest` and the `zip` overloads.
  struct Operator {
    let name: String
    let fileName: String
    /// The sharing strategy RxCocoa names in the result type.
    let resultStrategy: String
    let summary: @Sendable (Arity) -> String
    let tupleSummary: @Sendable (Arity) -> String
    let semantics: String
    let example: String
    let tupleExample: String
    /// `@inlinable` (and a line break) where rx-bench shows what it buys (`combineLatest`, in the screens' Drivers), else nothing.
    let attributes: String
  }

  static let combineLatest = Operator(
    name: "combineLatest", fileName: "CombineLatest", resultStrategy: "SharingStrategy",
    summary: {
      "Combines the latest elements of \($0.word) sequences with `resultSelector` whenever one of them emits."
    },
    tupleSummary: { "Emits a tuple of the latest elements of \($0.word) sequences whenever one of them emits." },
    semantics: "/// Nothing is emitted until every sequence has emitted.",
    example: "/// Driver.combineLatest(email, password) { email, password in !email.isEmpty && !password.isEmpty }",
    tupleExample: "/// Driver.combineLatest(isValid, isBusy)  // Driver<(Bool, Bool)>",
    attributes: "@inlinable\n")

  static let zip = Operator(
    name: "zip", fileName: "Zip", resultStrategy: "O1.SharingStrategy",
    summary: { "Combines the elements of \($0.word) sequences with `resultSelector`, pairing them by index." },
    tupleSummary: { "Emits tuples of the elements of \($0.word) sequences, paired by index." },
    semantics: """
      /// The first elements of all sequences are combined together, then the second elements, and so on; elements
      /// wait in a queue until every sequence has one at that index.
      """,
    example: "/// Signal.zip(taps, results) { tap, result in (tap.id, result) }",
    tupleExample: "/// Signal.zip(taps, results)  // Signal<(Tap, Result)>",
    attributes: "")

  static let files = [combineLatest, zip].map { op in
    GeneratedFile(
      path: "Sources/RxCore/Traits/SharedSequence/SharedSequence+\(op.fileName)+Arity.generated.swift",
      body: """
        extension SharedSequence {
        \(Arity.all.map { withResultSelector($0, op) }.joined(separator: "\n\n"))
        }

        extension SharedSequenceConvertibleType where Element == Any {
        \(Arity.all.map { ofTuples($0, op) }.joined(separator: "\n\n"))
        }
        """)
  }

  static let sharing = """
    /// All of them have one sharing strategy (`Driver` with `Driver`, `Signal` with `Signal`), and the result shares
    /// its subscription the same way.
    """

  static func generics(_ arity: Arity) -> String {
    arity.list { "O\($0): SharedSequenceConvertibleType" }
  }

  static func sameStrategy(_ arity: Arity) -> String {
    "where " + arity.list { "SharingStrategy == O\($0).SharingStrategy" }
  }

  static func observables(_ arity: Arity) -> String {
    arity.list { "source\($0).asSharedSequence().asObservable()" }
  }

  /// The doc comment's opening, shared by both forms: the summary, the example (shown for two sequences only), the
  /// semantics and the sharing.
  static func docOpening(_ arity: Arity, _ op: Operator, summary: String, example: String) -> String {
    let shown = """
      ///
      /// ```swift
      \(example)
      /// ```
      """
    return """
      /// \(summary)
      \(arity.count == 2 ? shown : "///")
      \(op.semantics)
      \(sharing)
      """
  }

  static func withResultSelector(_ arity: Arity, _ op: Operator) -> String {
    """
    \(docOpening(arity, op, summary: op.summary(arity), example: op.example))
    ///
    /// As in RxCocoa, `resultSelector` may throw, and its error ends the sequence although a `Driver` or `Signal`
    /// promises none; `drive` and `emit` then report it through `Hooks.issueHandler`.
    \(op.attributes)public static func \(op.name)<\(generics(arity))>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element
    ) -> SharedSequence<\(op.resultStrategy), Element>
    \(sameStrategy(arity)) {
    SharedSequence(Observable.\(op.name)(\(observables(arity)), resultSelector: resultSelector))
    }
    """
  }

  static func ofTuples(_ arity: Arity, _ op: Operator) -> String {
    """
    \(docOpening(arity, op, summary: op.tupleSummary(arity), example: op.tupleExample))
    \(op.attributes)public static func \(op.name)<\(generics(arity))>(
    \(arity.list { "_ source\($0): O\($0)" })
    ) -> SharedSequence<\(op.resultStrategy), (\(arity.list { "O\($0).Element" }))>
    \(sameStrategy(arity)) {
    SharedSequence(Observable.\(op.name)(\(observables(arity))))
    }
    """
  }
}
