/// The one shape of `Infallible.combineLatest` and `Infallible.zip` with a result selector, written once: the two
/// differ only in their words, their generic parameters and the engine they call.
struct InfallibleSelectorOverload: Sendable {
  /// The operator's name: `combineLatest`, `zip`.
  let name: String
  /// The summary line, for `arity` sources.
  let summary: @Sendable (Arity) -> String
  /// The call shown for two sources.
  let example: String
  /// What the overload's documentation says of the operator's behaviour.
  let semantics: String
  /// The `resultSelector` parameter's documentation.
  let selectorDocumentation: String
  /// What the overloads return.
  let returns: String
  /// Generic parameter `n` (from 1), the type of source `n`, and the type of its element.
  let genericParameter: @Sendable (Int) -> String
  let sourceType: @Sendable (Int) -> String
  let elementType: @Sendable (Int) -> String
  /// The engine function it calls: `makeCombineLatest`, `makeZip`.
  let engine: String

  func callAsFunction(_ arity: Arity) -> String {
    let shown = """
      ///
      /// ```swift
      /// \(example)
      /// ```
      """
    return """
      /// \(summary(arity))
      \(arity.count == 2 ? shown : "///")
      \(semantics)
      ///
      /// As in RxSwift, `resultSelector` may throw, and its error ends the sequence although an `Infallible`
      /// promises none; `subscribe` then reports it through `Hooks.issueHandler`. In debug builds, a
      /// `resultSelector` formed in main-actor code that is about to run off the main thread is reported through
      /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
      /// - Parameters:
      \(arity.list(separator: "\n") { "///   - source\($0): Source number \($0)." })
      ///   - resultSelector: \(selectorDocumentation)
      \(isolationParameters)
      /// - Returns: \(returns)
      public static func \(name)<\(arity.list(genericParameter))>(
      \(arity.list { "_ source\($0): \(sourceType($0))" }),
      resultSelector: @escaping (\(arity.list(elementType))) throws -> Element,
      isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
      ) -> Infallible<Element> {
      Infallible(
      \(engine)(
      \(arity.list { "source\($0).asObservable()" }),
      site: IsolationSite(isolation, call: "Infallible.\(name)", file: file, line: line),
      resultSelector: resultSelector))
      }
      """
  }
}
