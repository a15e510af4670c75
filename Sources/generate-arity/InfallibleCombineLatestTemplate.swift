/// `Infallible.combineLatest` of 2...8 sources, with and without a result selector, with RxSwift's signatures; each
/// wraps `Observable.combineLatest`.
enum InfallibleCombineLatestTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Traits/Infallible/Infallible+CombineLatest+Arity.generated.swift",
    body: """
      extension Infallible {
      \(Arity.all.map(withResultSelector).joined(separator: "\n\n"))
      }

      extension InfallibleType where Element == Any {
      \(Arity.all.map(ofTuples).joined(separator: "\n\n"))
      }
      """)

  static let semantics = """
    /// Nothing is emitted until every source has emitted. The sources are subscribed in order; the result completes
    /// when every source has completed.
    """

  static func withResultSelector(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Infallible.combineLatest(name, age) { name, age in "\\(name), \\(age)" }
      /// ```
      """
    return """
      /// Combines the latest elements of \(arity.word) infallible sources with `resultSelector` whenever one emits.
      \(arity.count == 2 ? example : "///")
      \(semantics)
      ///
      /// As in RxSwift, `resultSelector` may throw, and its error ends the sequence although an `Infallible`
      /// promises none; `subscribe` then reports it through `Hooks.issueHandler`. In debug builds, a
      /// `resultSelector` formed in main-actor code that is about to run off the main thread is reported through
      /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
      /// - Parameters:
      \(arity.list(separator: "\n") { "///   - source\($0): Source number \($0)." })
      ///   - resultSelector: Combines the latest element of each source.
      \(isolationParameters)
      /// - Returns: The combined sequence.
      public static func combineLatest<\(arity.list { "I\($0): InfallibleType" })>(
      \(arity.list { "_ source\($0): I\($0)" }),
      resultSelector: @escaping (\(arity.list { "I\($0).Element" })) throws -> Element,
      isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
      ) -> Infallible<Element> {
      Infallible(
      makeCombineLatest(
      \(arity.list { "source\($0).asObservable()" }),
      site: IsolationSite(isolation, call: "Infallible.combineLatest", file: file, line: line),
      resultSelector: resultSelector))
      }
      """
  }

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
