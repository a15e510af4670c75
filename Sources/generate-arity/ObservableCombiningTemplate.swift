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
  /// The second half of the rule's summary, after "with N sources: ".
  let ruleSummary: String
  /// The type of slot `n` (from 1): a `CollectionSlot`, which stores and takes its elements.
  let slotType: @Sendable (Int) -> String
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
  /// returns; `throwing` adds the lines on the result selector's errors and its isolation check, and the
  /// parameters.
  func documentation(_ summary: String, example: String, throwing: Bool, _ arity: Arity) -> String {
    let shown = """
      ///
      /// ```swift
      /// \(example)
      /// ```
      """
    let errors = throwing ? "\n" + selectorDocumentation(arity) : ""
    return """
      /// \(summary)
      \(arity.count == 2 ? shown : "///")
      \(semantics)\(errors)
      /// - Returns: \(returns)
      """
  }

  /// What the overloads with a result selector add to the documentation: its errors, its isolation check and the
  /// parameters.
  func selectorDocumentation(_ arity: Arity) -> String {
    """
    /// An error `resultSelector` throws is sent as `.error`. In debug builds, a `resultSelector` formed in
    /// main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
    /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
    /// - Parameters:
    \(arity.list(separator: "\n") { "///   - source\($0): Source number \($0)." })
    ///   - resultSelector: Combines one element of each source.
    \(isolationParameters)
    """
  }

  func withResultSelector(_ arity: Arity) -> String {
    """
    \(documentation(selectorSummary(arity), example: selectorExample, throwing: true, arity))
    @inlinable
    public static func \(name)<\(arity.list { "O\($0): ObservableType" })>(
    \(arity.list { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
    make\(capitalized)(
    \(arity.list { "source\($0)" }),
    site: IsolationSite(isolation, call: "Observable.\(name)", file: file, line: line),
    resultSelector: resultSelector)
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
    make\(capitalized)(\(arity.list { "source\($0)" }), site: nil) { (\(arity.list { "$\($0 - 1)" })) }
    }
    """
  }

  func engine(_ arity: Arity) -> String {
    """
    @inlinable
    func make\(capitalized)<\(arity.list { "O\($0): ObservableType" }), Result>(
    \(arity.list { "_ source\($0): O\($0)" }),
    site: IsolationSite?,
    resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Result
    ) -> Observable<Result> {
    CombiningProducer<\(capitalized)Rule\(arity.count)<\(arity.list { "O\($0).Element" }), Result>>(
    mode: \(mode),
    completesEarly: \(completesEarly),
    slots: (\(arity.list { _ in ".empty" })),
    sourceCount: \(arity.count),
    sources: (\(arity.list { "source\($0).asObservable()" })),
    rule: \(capitalized)Rule\(arity.count)(resultSelector: resultSelector),
    site: site)
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

    \(subscribeSources(arity))

    @inlinable @inline(__always)
    static func take(
    _ slots: inout (\(arity.list(slotType)))
    ) -> (\(arity.list { "Element\($0)" }))? {
    \(guardStatement(arity.items { "let element\($0) = slots.\($0 - 1).elementToCombine()" }))
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

/// The documentation of the parameters every overload with a result selector ends with.
let isolationParameters = """
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  """
