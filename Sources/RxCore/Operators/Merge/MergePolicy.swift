/// Which inner sequences a merging operator subscribes to, and when.
@usableFromInline
enum MergePolicy {
  /// Subscribe to every inner sequence at once (`merge()`, `flatMap`).
  case all
  /// Subscribe to at most this many at a time; the others wait in order (`merge(maxConcurrent:)`, `concatMap`).
  case limit(Int)
  /// Ignore the source's elements while an inner sequence is running (`flatMapFirst`).
  case firstOnly
}
