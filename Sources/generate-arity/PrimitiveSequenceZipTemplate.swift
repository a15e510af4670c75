/// `Single.zip` and `Maybe.zip` of 2...8 sources, with and without a result selector; each wraps `Observable.zip`.
enum PrimitiveSequenceZipTemplate {
  /// What differs between the `Single` and the `Maybe` overloads.
  struct Trait {
    let name: String
    let plural: String
    /// The doc comment lines that say when the result stops.
    let stops: String
  }

  static let single = Trait(
    name: "Single", plural: "singles", stops: "/// The result fails as soon as any of them fails.")
  static let maybe = Trait(
    name: "Maybe", plural: "maybes",
    stops: """
      /// The result completes empty once all of them have finished and one of them was empty (a maybe that never
      /// finishes keeps it waiting, as in RxSwift); it fails as soon as any of them fails.
      """)

  static let file = GeneratedFile(
    path: "Sources/RxCore/Traits/PrimitiveSequence/PrimitiveSequence+Zip+Arity.generated.swift",
    body: [single, maybe].flatMap { trait in
      Arity.all.map { withResultSelector($0, trait) + "\n" + ofTuples($0, trait) }
    }.joined(separator: "\n"))

  static func sources(_ arity: Arity) -> String {
    arity.list { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }
  }

  static func observables(_ arity: Arity) -> String {
    arity.list { "source\($0).asObservable()" }
  }

  static func withResultSelector(_ arity: Arity, _ trait: Trait) -> String {
    """
    extension PrimitiveSequenceType where Trait == \(trait.name)Trait {
    /// Combines the elements of \(arity.count) \(trait.plural) with `resultSelector` once all of them have succeeded.
    ///
    \(trait.stops)
    /// An error `resultSelector` throws is sent as the failure. In debug builds, a `resultSelector` formed in
    /// main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once per
    /// subscription (see ``RuntimeIssue/Kind/isolationViolation``).
    /// - Parameters:
    \(arity.list(separator: "\n") { "///   - source\($0): Source number \($0)." })
    ///   - resultSelector: Combines the element of each source.
    \(isolationParameters)
    /// - Returns: A \(trait.name.lowercased()) of the combined value.
    public static func zip<\(arity.list { "E\($0)" })>(
    \(sources(arity)),
    resultSelector: @escaping (\(arity.list { "E\($0)" })) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
    raw: makeZip(
    \(observables(arity)),
    site: IsolationSite(isolation, call: "\(trait.name).zip", file: file, line: line),
    resultSelector: resultSelector))
    }
    }

    """
  }

  static func ofTuples(_ arity: Arity, _ trait: Trait) -> String {
    """
    extension PrimitiveSequenceType where Element == Any, Trait == \(trait.name)Trait {
    /// Combines the elements of \(arity.count) \(trait.plural) into a tuple once all of them have succeeded.
    ///
    /// Call it on `\(trait.name)<Any>` (or through type inference), as in RxSwift.
    /// - Returns: A \(trait.name.lowercased()) of the tuple of elements.
    public static func zip<\(arity.list { "E\($0)" })>(
    \(sources(arity))
    ) -> PrimitiveSequence<Trait, (\(arity.list { "E\($0)" }))> {
    PrimitiveSequence<Trait, (\(arity.list { "E\($0)" }))>(raw: Observable.zip(\(observables(arity))))
    }
    }

    """
  }
}
