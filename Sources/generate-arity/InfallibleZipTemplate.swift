/// `Infallible.zip` of 2...8 sources with a result selector, with RxSwift's signatures (RxSwift has no form that
/// emits tuples); each wraps `Observable.zip`.
enum InfallibleZipTemplate {
  static let file = GeneratedFile(
    path: "Sources/RxCore/Traits/Infallible/Infallible+Zip+Arity.generated.swift",
    body: """
      extension InfallibleType {
      \(Arity.all.map(withResultSelector).joined(separator: "\n\n"))
      }
      """)

  static func withResultSelector(_ arity: Arity) -> String {
    let example = """
      ///
      /// ```swift
      /// Infallible.zip(questions, answers) { question, answer in "\\(question) \\(answer)" }
      /// ```
      """
    return """
      /// Combines the elements of \(arity.word) infallible sources with `resultSelector`, pairing them by index.
      \(arity.count == 2 ? example : "///")
      /// The first elements of all sources are combined together, then the second elements, and so on; elements
      /// wait in a queue until every source has one at that index. The sources are subscribed in order; the result
      /// completes when every source has completed.
      ///
      /// As in RxSwift, `resultSelector` may throw, and its error ends the sequence although an `Infallible`
      /// promises none; `subscribe` then reports it through `Hooks.issueHandler`. In debug builds, a
      /// `resultSelector` formed in main-actor code that is about to run off the main thread is reported through
      /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
      /// - Parameters:
      \(arity.list(separator: "\n") { "///   - source\($0): Source number \($0)." })
      ///   - resultSelector: Combines one element of each source.
      \(isolationParameters)
      /// - Returns: The zipped sequence.
      public static func zip<\(arity.list { "E\($0)" })>(
      \(arity.list { "_ source\($0): Infallible<E\($0)>" }),
      resultSelector: @escaping (\(arity.list { "E\($0)" })) throws -> Element,
      isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
      ) -> Infallible<Element> {
      Infallible(
      makeZip(
      \(arity.list { "source\($0).asObservable()" }),
      site: IsolationSite(isolation, call: "Infallible.zip", file: file, line: line),
      resultSelector: resultSelector))
      }
      """
  }
}
