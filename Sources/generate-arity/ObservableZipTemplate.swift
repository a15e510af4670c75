/// `Observable.zip` of 2...8 sources, with and without a result selector, and `makeZip`, which builds their engine
/// (one tuple of queues per arity, so each element is stored without a type check).
let observableZipTemplate = ObservableCombiningTemplate(
  name: "zip",
  path: "Sources/RxCore/Operators/Zip+Arity.generated.swift",
  semantics: """
    /// The first elements of all sources are combined together, then the second elements, and so on; elements
    /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
    /// completes when every source has completed and fails as soon as any source fails.
    """,
  selectorSummary: { "Combines the elements of \($0.word) sources with `resultSelector`, pairing them by index." },
  selectorExample: "Observable.zip(requests, responses) { request, response in (request.id, response.status) }",
  tupleSummary: { "Emits tuples of the elements of \($0.word) sources, paired by index." },
  tupleExample: #"Observable.zip(Observable.of(1, 2), Observable.of("a", "b"))  // (1, "a"), (2, "b")"#,
  returns: "The zipped sequence.",
  mode: ".zip",
  completesEarly: false,
  ruleSummary: "the oldest element each source has waiting,",
  slotType: { "ZipQueue<Element\($0)>" },
  extraRuleMembers: { _ in "" })
