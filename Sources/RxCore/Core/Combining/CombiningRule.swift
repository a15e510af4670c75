/// How a combining operator turns its slots into a result: takes a snapshot of the values to combine once every
/// source has an element (for `zip` it also removes them), and calls the result selector with that snapshot.
///
/// Each arity of `combineLatest` and `zip` has its own conforming type (generated beside the operators, e.g.
/// `CombineLatestRule4`), and so do the collection forms. `CombiningSink` is specialized for the rule, so an event
/// takes the snapshot with inlined code and calls the user's result selector directly, with the values as its
/// arguments: no closure between the sink and the selector.
@usableFromInline
protocol CombiningRule {
  /// Where the sources' elements wait: a tuple of one slot per source, or an array for the collection forms.
  associatedtype Slots
  /// The values the result selector combines.
  associatedtype Snapshot
  /// What the result selector returns.
  associatedtype Result
  /// The sources: a tuple of observables for the fixed arities, an array for the collection forms.
  associatedtype Sources

  /// Subscribes `sink` to every source, in order: source number `index` with an observer that calls
  /// `sink.receive(_:at: index, store:)`, its subscription handed to `sink.keep(_:at: index)`. Written where the
  /// sources' types are concrete, so each source's observer is specialized code (and, capturing only the sink,
  /// allocates nothing); a static function, so the producer keeps the sources and no closure captures them.
  static func subscribe(_ sources: Sources, to sink: CombiningSink<Self>)

  /// The snapshot of `slots` to combine, or `nil` when a slot is empty (which the sink reports as an internal
  /// error: it only takes a snapshot once every source has an element).
  static func take(_ slots: inout Slots) -> Snapshot?

  /// The snapshot of `slots` when every slot has an element, without testing each one: `combineLatest`'s steady
  /// state (`CombiningState.Phase.combiningEvery`), which begins only once `take` has found every slot filled and
  /// in which nothing empties a slot. The default is `take` without its final test.
  static func takeFilled(_ slots: inout Slots) -> Snapshot

  /// Calls the result selector with the values of `snapshot`.
  func combine(_ snapshot: Snapshot) throws -> Result
}

extension CombiningRule {
  @inlinable
  static func takeFilled(_ slots: inout Slots) -> Snapshot {
    take(&slots).unsafelyUnwrapped
  }
}
