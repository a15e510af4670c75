/// One stateless step applied to each element: `map`, `filter` and `compactMap`. It has no state of its own, so a
/// stage over a source that emits while it is subscribed (`just`, `empty`, `error` and stages over them) needs no
/// subscription object at all: see ``StageProducer``.
@usableFromInline
protocol Stage {
  associatedtype Input
  associatedtype Output

  /// What the isolation report calls the stage's closure (`transform`, `predicate`).
  static var closure: StaticString { get }

  /// The element to send on for `input`, or `nil` to drop it; a thrown error ends the subscription.
  func apply(_ input: Input) throws -> Output?
}
