/// `Infallible.combineLatest` of 2...8 sources, with and without a result selector, with RxSwift's signatures; each
/// wraps `Observable.combineLatest`.
enum InfallibleCombineLatestTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Traits/Infallible/Infallible+CombineLatest+Arity.generated.swift",
    body: """
      extension Infallible {
      \(Arity.all.map { withResultSelector($0) }.joined(separator: "\n\n"))
      }

      extension InfallibleType where Element == Any {
      \(Arity.all.map(ofTuples).joined(separator: "\n\n"))
      }
      """)

  static let semantics = """
    /// Nothing is emitted until every source has emitted. The sources are subscribed in order; the result completes
    /// when every source has completed.
    """

  static let withResultSelector = InfallibleSelectorOverload(
    name: "combineLatest",
    summary: {
      "Combines the latest elements of \($0.word) infallible sources with `resultSelector` whenever one emits."
    },
    example: #"Infallible.combineLatest(name, age) { name, age in "\(name), \(age)" }"#,
    semantics: semantics,
    selectorDocumentation: "Combines the latest element of each source.",
    returns: "The combined sequence.",
    genericParameter: { "I\($0): InfallibleType" },
    sourceType: { "I\($0)" },
    elementType: { "I\($0).Element" },
    engine: "makeCombineLatest")

  static func ofTuples(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Infallible.combineLatest(isValid, isBusy)  // Infallible<(Bool, Bool)>
      /// ```
      """
    return """
      /// Emits a tuple of the latest elements of \(arity.word) infallible sources whenever one of them emits.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      public static func combineLatest<\(arity.list { "O\($0): InfallibleType" })>(
      \(arity.list { "_ source\($0): O\($0)" })
      ) -> Infallible<(\(arity.list { "O\($0).Element" }))> {
      Infallible(Observable.combineLatest(\(arity.list { "source\($0).asObservable()" })))
      }
      """
  }
}
