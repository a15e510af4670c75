/// What `CombiningSink` delivers.
@usableFromInline
enum CombiningWork<Snapshot, Result> {
  /// Combine these values with the result selector and emit the result.
  case combine(Snapshot)
  /// Deliver this stop event.
  case stop(Event<Result>)
}
