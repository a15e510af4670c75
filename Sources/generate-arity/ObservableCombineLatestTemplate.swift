/// `Observable.combineLatest` of 2...8 sources, with and without a result selector, and `makeCombineLatest`, which
/// builds their engine (one tuple of slots per arity, so each element is stored without a type check).
let observableCombineLatestTemplate = ObservableCombiningTemplate(
  name: "combineLatest",
  path: "Sources/RxCore/Operators/CombineLatest+Arity.generated.swift",
  semantics: """
    /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
    /// completes when every source has completed and fails as soon as any source fails.
    """,
  selectorSummary: {
    "Combines the latest elements of \($0.word) sources with `resultSelector` whenever one of them emits."
  },
  selectorExample: #"Observable.combineLatest(firstName, lastName) { first, last in "\(first) \(last)" }"#,
  tupleSummary: { "Emits a tuple of the latest elements of \($0.word) sources whenever one of them emits." },
  tupleExample: "Observable.combineLatest(isValid, isBusy)  // Observable<(Bool, Bool)>",
  returns: "The combined sequence.",
  mode: ".latest",
  completesEarly: true,
  ruleSummary: "the latest element of each source,",
  slotType: { "Element\($0)?" },
  extraRuleMembers: { arity in
    """

    @inlinable @inline(__always)
    static func takeFilled(
    _ slots: inout (\(arity.list { "Element\($0)?" }))
    ) -> (\(arity.list { "Element\($0)" })) {
    (\(arity.list { "slots.\($0 - 1).unsafelyUnwrapped" }))
    }

    """
  })
