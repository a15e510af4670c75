/// The observer the events of an inner sequence of a higher-order operator (`merge`, `flatMap`, `switchLatest`...)
/// come through.
@usableFromInline
enum InnerChannel: Equatable, Sendable {
  /// The sink's shared observer; the events belong to the inner sequence that holds it (see
  /// ``InnerSubscriptions``).
  case shared
  /// An observer of the inner sequence with this number alone (an ``InnerObserver``).
  case own(Int)
}
