/// `Infallible.zip` of 2...8 sources with a result selector, with RxSwift's signatures (RxSwift has no form that
/// emits tuples); each wraps `Observable.zip`.
enum InfallibleZipTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Traits/Infallible/Infallible+Zip+Arity.generated.swift",
    body: """
      extension InfallibleType {
      \(Arity.all.map { withResultSelector($0) }.joined(separator: "\n\n"))
      }
      """)

  static let withResultSelector = InfallibleSelectorOverload(
    name: "zip",
    summary: { "Combines the elements of \($0.word) infallible sources with `resultSelector`, pairing them by index." },
    example: #"Infallible.zip(questions, answers) { question, answer in "\(question) \(answer)" }"#,
    semantics: """
      /// The first elements of all sources are combined together, then the second elements, and so on; elements
      /// wait in a queue until every source has one at that index. The sources are subscribed in order; the result
      /// completes when every source has completed.
      """,
    selectorDocumentation: "Combines one element of each source.",
    returns: "The zipped sequence.",
    genericParameter: { "E\($0)" },
    sourceType: { "Infallible<E\($0)>" },
    elementType: { "E\($0)" },
    engine: "makeZip")
}
