/// What `Observable.combineLatest` and `Observable.zip` of 2...8 sources are made of, written once: the operators
/// with and without a result selector, the engine function that builds a `CombiningProducer`, and one
/// `CombiningRule` per arity. The two differ only in their words and in how a source's elements are kept (a slot
/// for the latest, or a queue).
struct ObservableCombiningTemplate: Sendable {
  /// The operator's name: `combineLatest`, `zip`.
  let name: String
  /// Where the generated file goes.
  let path: String
  /// What every overload's documentation says of the operator's behaviour.
  let semantics: String
  /// The summary line of the overload with a result selector.
  let selectorSummary: @Sendable (Arity) -> String
  /// The example of the two-source overload with a result selector.
  let selectorExample: String
  /// The summary line of the overload that emits tuples.
  let tupleSummary: @Sendable (Arity) -> String
  /// The example of the two-source overload that emits tuples.
  let tupleExample: String
  /// What the overloads return.
  let returns: String
  /// The `CombiningMode` and whether the result completes early.
  let mode: String
  let completesEarly: Bool
  /// An empty slot, and the statement that stores `element` in slot `index`.
  let emptySlot: String
  let store: @Sendable (Int) -> String
  /// The second half of the rule's summary, after "with N sources: ".
  let ruleSummary: String
  /// The type of slot `n` (from 1), and the expression that takes its element for a snapshot.
  let slotType: @Sendable (Int) -> String
  let takeElement: @Sendable (Int) -> String
  /// Members of the rule beyond `take` and `combine`.
  let extraRuleMembers: @Sendable (Arity) -> String

  var capitalized: String { name.prefix(1).uppercased() + name.dropFirst() }

  var file: GeneratedFile {
    GeneratedFile(
      path: path,
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
  }

  /// The doc comment of one overload: its summary, the example (for two sources), the semantics, and what it
  /// returns; `throwing` adds the line on the result selector's errors.
  func documentation(_ summary: String, example: String, throwing: Bool, _ arity: Arity) -> String {
    let shown = """
      ///
      /// ```swift
      /// \(example)
      /// ```
      """
    let errors = throwing ? "\n/// An error `resultSelector` throws is sent as `.error`." : ""
    return """
      /// \(summary)
      \(arity.count == 2 ? shown : "///")
      \(semantics)\(errors)
      /// - Returns: \(returns)
      """
  }

  func withResultSelector(_ arity: Arity) -> String {
    """
    \(documentation(selectorSummary(arity), example: selectorExample, throwing: true, arity))
    @inlinable
    public static func \(name)<\(arity.list { "O\($0): ObservableType" })>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element
    ) -> Observable<Element> {
    make\(capitalized)(\(arity.list { "source\($0)" }), resultSelector: resultSelector)
    }
    """
  }

  func ofTuples(_ arity: Arity) -> String {
    """
    \(documentation(tupleSummary(arity), example: tupleExample, throwing: false, arity))
    @inlinable
    public static func \(name)<\(arity.list { "O\($0): ObservableType" })>(
    \(arity.list { "_ source\($0): O\($0)" })
    ) -> Observable<(\(arity.list { "O\($0).Element" }))> {
    make\(capitalized)(\(arity.list { "source\($0)" })) { (\(arity.list { "$\($0 - 1)" })) }
    }
    """
  }

  func engine(_ arity: Arity) -> String {
    """
    @inlinable
    func make\(capitalized)<\(arity.list { "O\($0): ObservableType" }), Result>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Result
    ) -> Observable<Result> {
    CombiningProducer<\(capitalized)Rule\(arity.count)<\(arity.list { "O\($0).Element" }), Result>>(
    mode: \(mode),
    completesEarly: \(completesEarly),
    slots: (\(arity.list { _ in emptySlot })),
    sourceCount: \(arity.count),
    sources: (\(arity.list { "source\($0).asObservable()" })),
    rule: \(capitalized)Rule\(arity.count)(resultSelector: resultSelector))
    }
    """
  }

  /// The `CombiningRule` of one arity: specialized for it, the sink takes the snapshot and calls the result selector
  /// directly.
  func rule(_ arity: Arity) -> String {
    """
    /// The `CombiningRule` of `\(name)` with \(arity.word) sources: \(ruleSummary)
    /// passed to the result selector.
    @usableFromInline
    struct \(capitalized)Rule\(arity.count)<\(arity.list { "Element\($0)" }), Result>: CombiningRule {
    @usableFromInline typealias Sources = (\(arity.list { "Observable<Element\($0)>" }))

    @usableFromInline let resultSelector: (\(arity.list { "Element\($0)" })) throws -> Result

    @inlinable
    init(resultSelector: @escaping (\(arity.list { "Element\($0)" })) throws -> Result) {
    self.resultSelector = resultSelector
    }

    \(subscribeSources(arity, store: store))

    @inlinable @inline(__always)
    static func take(
    _ slots: inout (\(arity.list(slotType)))
    ) -> (\(arity.list { "Element\($0)" }))? {
    \(guardStatement(arity.items { "let element\($0) = \(takeElement($0))" }))
    return (\(arity.list { "element\($0)" }))
    }
    \(extraRuleMembers(arity))
    @inlinable @inline(__always)
    func combine(_ snapshot: (\(arity.list { "Element\($0)" }))) throws -> Result {
    try resultSelector(\(arity.list { "snapshot.\($0 - 1)" }))
    }
    }
    """
  }
}
