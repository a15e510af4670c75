/// Whether the `take(while:behavior:)` and `take(until:behavior:)` operators emit the element that ends them.
public enum TakeBehavior: Sendable, Equatable {
  /// Emit the element that ends the sequence, then complete.
  case inclusive
  /// Complete without emitting the element that ends the sequence.
  case exclusive
}
